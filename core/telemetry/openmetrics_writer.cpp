#include "core/telemetry/openmetrics_writer.h"

#include "core/atomic_file.h"
#include "core/error.h"
#include "core/telemetry/metric_name.h"
#include "core/telemetry/openmetrics_unit.h"

#include <cmath>
#include <fmt/format.h>
#include <ostream>
#include <set>
#include <sstream>
#include <vector>

namespace ailab::core::telemetry {
namespace {

// Simulated times beyond this many milliseconds do not fit a timestamp computed in 64 bits
// with the epoch added (and mean centuries of simulated time anyway).
constexpr double kLargestMs = 4e15;

struct ExportedSeries
{
    const TimeSeries* series;
    std::string labels; // the {...} text
};

struct ExportedFamily
{
    std::string name;           // the OpenMetrics MetricFamily name
    std::string registryFamily; // as the registry names it
    std::string registryUnit;
    OpenMetricsUnit unit;
    FamilyInfo info;
    std::vector<ExportedSeries> series;
    std::set<std::string, std::less<>> labelSets;
};

bool endsWith(std::string_view text, std::string_view suffix)
{
    return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

std::string familyName(std::string family, MetricType type, const OpenMetricsUnit& unit)
{
    if (type == MetricType::Counter && endsWith(family, "_total"))
        family.resize(family.size() - 6);
    if (!unit.name.empty() && !endsWith(family, "_" + unit.name))
        family += "_" + unit.name;
    return family;
}

// The families in the order their first series was added, each with its series.
std::vector<ExportedFamily> groupFamilies(const MetricRegistry& registry,
                                          const OpenMetricsOptions& options)
{
    std::vector<ExportedFamily> families;
    std::map<std::string, std::size_t, std::less<>> byName;
    std::set<std::string, std::less<>> infosUsed;
    for (const TimeSeries& series : registry) {
        const MetricName name = MetricName::parse(series.name());
        FamilyInfo info;
        if (const auto given = options.families.find(name.family());
            given != options.families.end()) {
            info = given->second;
            infosUsed.insert(name.family());
        }
        const OpenMetricsUnit unit = toOpenMetricsUnit(series.unit());
        const std::string exported = familyName(name.family(), info.type, unit);
        auto [at, added] = byName.emplace(exported, families.size());
        if (added)
            families.push_back({exported, name.family(), series.unit(), unit, info, {}, {}});
        ExportedFamily& family = families[at->second];
        if (family.registryUnit != series.unit())
            throw Error(fmt::format("metric '{}': unit '{}' differs from the '{}' of family '{}'",
                                    series.name(), series.unit(), family.registryUnit,
                                    family.name));
        if (family.info.type != info.type)
            throw Error(fmt::format("metric '{}': family '{}' is both a gauge and a counter",
                                    series.name(), family.name));
        std::string labels = name.labelText();
        if (!family.labelSets.insert(labels).second)
            throw Error(fmt::format("metric '{}': another series is exported as {}{} too",
                                    series.name(), family.name, labels));
        family.series.push_back({&series, std::move(labels)});
    }
    // A counter's samples carry "_total": a gauge of that name would mix with them.
    std::map<std::string, const ExportedFamily*, std::less<>> sampleNames;
    for (const ExportedFamily& family : families) {
        const bool counter = family.info.type == MetricType::Counter;
        const auto [at, added] =
            sampleNames.emplace(family.name + (counter ? "_total" : ""), &family);
        if (!added)
            throw Error(fmt::format("families '{}' and '{}' would both write samples named '{}'",
                                    at->second->registryFamily, family.registryFamily, at->first));
    }
    for (const auto& [family, info] : options.families)
        if (!infosUsed.contains(family))
            throw Error(fmt::format("the export options describe family '{}', which no series has",
                                    family));
    return families;
}

std::string helpText(const ExportedFamily& family)
{
    std::string help = family.info.help.empty()
                           ? fmt::format("{}, as the simulation recorded it.", family.registryFamily)
                           : family.info.help;
    if (family.unit.name.empty() && !family.registryUnit.empty())
        help += fmt::format(" Unit: {}.", family.registryUnit);
    return escapeLabelValue(help);
}

std::string number(double value)
{
    if (std::isinf(value))
        return value > 0 ? "+Inf" : "-Inf";
    return fmt::format("{}", value);
}

// Unix seconds with three decimals, from integer milliseconds (no rounding on the way).
std::string timestamp(std::int64_t ms)
{
    const char* sign = ms < 0 ? "-" : "";
    const std::uint64_t magnitude =
        ms < 0 ? 0 - static_cast<std::uint64_t>(ms) : static_cast<std::uint64_t>(ms);
    return fmt::format("{}{}.{:03}", sign, magnitude / 1000, magnitude % 1000);
}

std::int64_t timestampMs(const TimeSeries& series, double time, std::int64_t epochMs)
{
    const double ms = std::round(time * 1000.0);
    if (!(std::abs(ms) < kLargestMs))
        throw Error(fmt::format("metric '{}': the time {} s is beyond an OpenMetrics timestamp",
                                series.name(), time));
    return epochMs + static_cast<std::int64_t>(ms);
}

void writeSeries(std::ostream& out, const ExportedFamily& family, const ExportedSeries& exported,
                 std::int64_t epochMs)
{
    const TimeSeries& series = *exported.series;
    const bool counter = family.info.type == MetricType::Counter;
    const std::string prefix = family.name + (counter ? "_total" : "") + exported.labels + ' ';
    // A sample is written once the next one is known to fall into a later millisecond.
    bool pending = false;
    double pendingValue = 0;
    std::int64_t pendingMs = 0;
    const auto flush = [&] {
        if (pending)
            out << prefix << number(family.unit.convert(pendingValue)) << ' '
                << timestamp(pendingMs) << '\n';
    };
    for (const Sample& sample : series) {
        if (std::isnan(sample.value))
            continue;
        if (counter && sample.value < 0)
            throw Error(fmt::format("metric '{}': a counter cannot be negative ({} at {} s)",
                                    series.name(), sample.value, sample.time));
        const std::int64_t ms = timestampMs(series, sample.time, epochMs);
        if (pending && ms != pendingMs)
            flush();
        pending = true;
        pendingValue = sample.value;
        pendingMs = ms;
    }
    flush();
}

} // namespace

void writeOpenMetrics(std::ostream& out, const MetricRegistry& registry,
                      const OpenMetricsOptions& options)
{
    for (const ExportedFamily& family : groupFamilies(registry, options)) {
        out << "# TYPE " << family.name << ' '
            << (family.info.type == MetricType::Counter ? "counter" : "gauge") << '\n';
        if (!family.unit.name.empty())
            out << "# UNIT " << family.name << ' ' << family.unit.name << '\n';
        out << "# HELP " << family.name << ' ' << helpText(family) << '\n';
        for (const ExportedSeries& series : family.series)
            writeSeries(out, family, series, options.epochAtZeroMs);
    }
    out << "# EOF\n";
    if (!out)
        throw Error("could not write the OpenMetrics text");
}

std::string toOpenMetrics(const MetricRegistry& registry, const OpenMetricsOptions& options)
{
    std::ostringstream out;
    writeOpenMetrics(out, registry, options);
    return std::move(out).str();
}

void writeOpenMetricsFile(const std::string& path, const MetricRegistry& registry,
                          const OpenMetricsOptions& options)
{
    // Whole or not at all: a kill in the middle leaves the previous export.
    AtomicFile file(path);
    try {
        writeOpenMetrics(file.stream(), registry, options);
    } catch (const Error& error) {
        throw Error(error.message(), path);
    }
    file.commit();
}

} // namespace ailab::core::telemetry
