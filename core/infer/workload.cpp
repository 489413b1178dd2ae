#include "core/infer/workload.h"

#include "core/error.h"
#include "core/sim/rng.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <iterator>

namespace ailab::core::infer {

LengthDistribution fixedLength(int tokens)
{
    LengthDistribution d;
    d.kind = LengthDistribution::Kind::Fixed;
    d.tokens = tokens;
    d.min = d.max = tokens;
    d.mean = tokens;
    return d;
}

LengthDistribution uniformLength(int min, int max)
{
    LengthDistribution d;
    d.kind = LengthDistribution::Kind::Uniform;
    d.min = min;
    d.max = max;
    d.tokens = max;
    d.mean = 0.5 * (min + max);
    return d;
}

namespace {
LengthDistribution conversation(double mean, int max)
{
    LengthDistribution d;
    d.kind = LengthDistribution::Kind::Conversation;
    d.mean = mean;
    d.sigma = 1.0;
    d.min = 4;
    d.max = max;
    d.tokens = int(mean);
    return d;
}
} // namespace

LengthDistribution conversationPromptLength()
{
    return conversation(161.0, 4096);
}

LengthDistribution conversationOutputLength()
{
    return conversation(338.0, 2048);
}

std::string_view lengthKindId(LengthDistribution::Kind kind)
{
    switch (kind) {
    case LengthDistribution::Kind::Fixed:
        return "fixed";
    case LengthDistribution::Kind::Uniform:
        return "uniform";
    case LengthDistribution::Kind::Conversation:
        return "conversation";
    }
    return "fixed";
}

double sampleGamma(sim::Rng& rng, double shape, double scale)
{
    if (shape < 1.0) {
        const double u = rng.uniform01();
        return sampleGamma(rng, shape + 1.0, scale) * std::pow(1.0 - u, 1.0 / shape);
    }
    const double d = shape - 1.0 / 3.0;
    const double c = 1.0 / std::sqrt(9.0 * d);
    for (;;) {
        double x = 0;
        double v = 0;
        do {
            x = rng.normal(0.0, 1.0);
            v = 1.0 + c * x;
        } while (v <= 0.0);
        v = v * v * v;
        const double u = 1.0 - rng.uniform01(); // (0, 1]
        if (u < 1.0 - 0.0331 * x * x * x * x)
            return d * v * scale;
        if (std::log(u) < 0.5 * x * x + d * (1.0 - v + std::log(v)))
            return d * v * scale;
    }
}

namespace {

constexpr int kMaxTokens = 1'000'000;

void validateLength(const LengthDistribution& d, const std::string& field)
{
    const auto tokens = [&](int v, const char* name) {
        if (v < 1 || v > kMaxTokens)
            throw Error(fmt::format("expected 1 to {} tokens", kMaxTokens), field + "/" + name);
    };
    switch (d.kind) {
    case LengthDistribution::Kind::Fixed:
        tokens(d.tokens, "tokens");
        break;
    case LengthDistribution::Kind::Uniform:
        tokens(d.min, "min");
        tokens(d.max, "max");
        if (d.max < d.min)
            throw Error("the largest length must not be below the smallest", field + "/max");
        break;
    case LengthDistribution::Kind::Conversation:
        tokens(d.min, "min");
        tokens(d.max, "max");
        if (d.max < d.min)
            throw Error("the largest length must not be below the smallest", field + "/max");
        if (!(d.mean >= 1.0 && d.mean <= kMaxTokens))
            throw Error("expected a mean of 1 to 1000000 tokens", field + "/mean");
        if (!(d.sigma >= 0.0 && d.sigma <= 4.0))
            throw Error("expected a spread of 0 to 4", field + "/sigma");
        break;
    }
}

int sampleLength(const LengthDistribution& d, sim::Rng& rng)
{
    switch (d.kind) {
    case LengthDistribution::Kind::Fixed:
        return d.tokens;
    case LengthDistribution::Kind::Uniform:
        return d.min + int(rng.below(std::uint64_t(d.max - d.min + 1)));
    case LengthDistribution::Kind::Conversation: {
        // A log-normal of mean m: mu = ln m - sigma^2 / 2.
        const double mu = std::log(d.mean) - 0.5 * d.sigma * d.sigma;
        const double x = std::exp(rng.normal(mu, d.sigma));
        return std::clamp(int(std::lround(x)), d.min, d.max);
    }
    }
    return d.tokens;
}

void validateRate(double rate, const std::string& field, bool allowInfinite)
{
    if (!(std::isfinite(rate) && rate >= 0.0 && rate <= 1e6) || (!allowInfinite && rate == 0.0))
        throw Error(allowInfinite ? "expected 0 (all at once) to 1000000 requests/s"
                                  : "expected above 0 and up to 1000000 requests/s",
                    field);
}

} // namespace

void validateWorkload(const WorkloadConfig& c)
{
    if (c.requests < 1 || c.requests > 10'000'000)
        throw Error("expected 1 to 10000000 requests", "requests");
    validateRate(c.arrival.ratePerS, "arrival/ratePerS", true);
    if (!(c.arrival.burstiness > 0.0 && c.arrival.burstiness <= 100.0))
        throw Error("expected a burstiness above 0 and at most 100", "arrival/burstiness");
    validateLength(c.prompt, "prompt");
    validateLength(c.output, "output");
    if (!(c.prefix.share >= 0.0 && c.prefix.share <= 1.0))
        throw Error("expected a share from 0 to 1", "prefix/share");
    if (c.prefix.groups < 1 || c.prefix.groups > 1000)
        throw Error("expected 1 to 1000 prefix groups", "prefix/groups");
    if (c.prefix.tokens < 0 || c.prefix.tokens > kMaxTokens)
        throw Error("expected 0 to 1000000 tokens", "prefix/tokens");
    double last = 0.0;
    for (std::size_t i = 0; i < c.phases.size(); ++i) {
        const WorkloadPhase& p = c.phases[i];
        const std::string at = fmt::format("phases/{}/", i);
        if (!(std::isfinite(p.startS) && p.startS >= last && p.startS <= 1e7))
            throw Error("expected a start time not before the previous phase's, in seconds",
                        at + "startS");
        last = p.startS;
        validateRate(p.ratePerS, at + "ratePerS", false);
        if (!(p.longPromptShare >= 0.0 && p.longPromptShare <= 1.0))
            throw Error("expected a share from 0 to 1", at + "longPromptShare");
        if (p.longPromptShare > 0.0 && (p.longPromptTokens < 1 || p.longPromptTokens > kMaxTokens))
            throw Error("expected 1 to 1000000 tokens", at + "longPromptTokens");
    }
}

std::vector<RequestSpec> generateRequests(const WorkloadConfig& c, std::uint64_t seed)
{
    validateWorkload(c);
    // Separate streams, so that changing the lengths does not move the arrivals.
    sim::Rng arrivals(seed * 4 + 1);
    sim::Rng lengths(seed * 4 + 2);
    sim::Rng prefixes(seed * 4 + 3);
    std::vector<RequestSpec> out;
    out.reserve(std::size_t(c.requests));
    double t = 0.0;
    std::size_t phase = 0;
    for (int i = 0; i < c.requests; ++i) {
        while (phase < c.phases.size() && c.phases[phase].startS <= t)
            ++phase;
        const WorkloadPhase* current = phase > 0 ? &c.phases[phase - 1] : nullptr;
        RequestSpec r;
        r.arrivalS = t;
        r.promptTokens = sampleLength(c.prompt, lengths);
        r.outputTokens = sampleLength(c.output, lengths);
        if (current != nullptr && current->longPromptShare > 0.0 &&
            lengths.bernoulli(current->longPromptShare))
            r.promptTokens = current->longPromptTokens;
        if (c.prefix.tokens > 0 && prefixes.bernoulli(c.prefix.share)) {
            r.prefixGroup = int(prefixes.below(std::uint64_t(c.prefix.groups)));
            r.prefixTokens = c.prefix.tokens;
            r.promptTokens += c.prefix.tokens;
        }
        out.push_back(r);
        // benchmark_serving: interval ~ gamma(shape = burstiness, scale = 1 / (rate x b)).
        const double rate = current != nullptr ? current->ratePerS : c.arrival.ratePerS;
        if (rate > 0.0) {
            const double b = c.arrival.burstiness;
            t += sampleGamma(arrivals, b, 1.0 / (rate * b));
        }
    }
    return out;
}

namespace {

[[noreturn]] void traceError(const std::string& source, std::size_t line, std::size_t column,
                             const std::string& message)
{
    throw Error(fmt::format("{}:{}:{}: {}", source, line, column, message));
}

struct Field
{
    std::string_view text;
    std::size_t column = 1; // 1-based
};

std::vector<Field> splitFields(std::string_view line)
{
    std::vector<Field> fields;
    std::size_t start = 0;
    for (;;) {
        const std::size_t comma = line.find(',', start);
        std::string_view raw = line.substr(
            start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
        std::size_t lead = 0;
        while (lead < raw.size() && (raw[lead] == ' ' || raw[lead] == '\t'))
            ++lead;
        raw.remove_prefix(lead);
        while (!raw.empty() && (raw.back() == ' ' || raw.back() == '\t' || raw.back() == '\r'))
            raw.remove_suffix(1);
        fields.push_back({raw, start + lead + 1});
        if (comma == std::string_view::npos)
            return fields;
        start = comma + 1;
    }
}

} // namespace

std::vector<RequestSpec> parseTrace(std::string_view text, const std::string& source)
{
    static const char* kColumns[] = {"arrival_s", "prompt_tokens", "output_tokens"};
    std::vector<RequestSpec> out;
    bool header = false;
    std::size_t lineNumber = 0;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string_view line = text.substr(start, end - start);
        start = end + 1;
        ++lineNumber;
        const std::vector<Field> fields = splitFields(line);
        if ((fields.size() == 1 && fields[0].text.empty()) ||
            (!fields.empty() && fields[0].text.starts_with('#')))
            continue;
        if (!header) {
            for (std::size_t i = 0; i < 3; ++i)
                if (i >= fields.size() || fields[i].text != kColumns[i])
                    traceError(source, lineNumber, i < fields.size() ? fields[i].column : 1,
                               "expected the header arrival_s,prompt_tokens,output_tokens");
            if (fields.size() > 3)
                traceError(source, lineNumber, fields[3].column,
                           "unexpected column after "
                           "output_tokens");
            header = true;
            continue;
        }
        if (fields.size() != 3)
            traceError(source, lineNumber, fields.size() > 3 ? fields[3].column : line.size() + 1,
                       fmt::format("expected 3 fields, got {}", fields.size()));
        RequestSpec r;
        const Field& a = fields[0];
        const auto [ptr, ec] =
            std::from_chars(a.text.data(), a.text.data() + a.text.size(), r.arrivalS);
        if (ec != std::errc() || ptr != a.text.data() + a.text.size() || a.text.empty() ||
            !std::isfinite(r.arrivalS) || r.arrivalS < 0.0)
            traceError(source, lineNumber, a.column,
                       "expected an arrival time in seconds of at least 0, got '" +
                           std::string(a.text) + "'");
        if (!out.empty() && r.arrivalS < out.back().arrivalS)
            traceError(source, lineNumber, a.column,
                       fmt::format("arrival times must not decrease ({} after {})", r.arrivalS,
                                   out.back().arrivalS));
        for (int i = 1; i < 3; ++i) {
            const Field& f = fields[std::size_t(i)];
            int value = 0;
            const auto [p, e] =
                std::from_chars(f.text.data(), f.text.data() + f.text.size(), value);
            if (e != std::errc() || p != f.text.data() + f.text.size() || f.text.empty() ||
                value < 1 || value > kMaxTokens)
                traceError(source, lineNumber, f.column,
                           fmt::format("expected {} from 1 to {}, got '{}'", kColumns[i],
                                       kMaxTokens, std::string(f.text)));
            (i == 1 ? r.promptTokens : r.outputTokens) = value;
        }
        out.push_back(r);
        if (out.size() > 10'000'000)
            traceError(source, lineNumber, 1, "a trace holds at most 10000000 requests");
    }
    if (!header)
        traceError(source, 1, 1, "expected the header arrival_s,prompt_tokens,output_tokens");
    if (out.empty())
        traceError(source, lineNumber, 1, "the trace has no request");
    return out;
}

std::vector<RequestSpec> readTraceFile(const std::string& path)
{
    constexpr std::uintmax_t kMaxBytes = 512ull << 20;
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        throw Error(path + ": no such trace file");
    if (std::filesystem::file_size(path, ec) > kMaxBytes)
        throw Error(path + ": a trace file is at most 512 MiB");
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw Error(path + ": cannot read the trace file");
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return parseTrace(text, path);
}

} // namespace ailab::core::infer
