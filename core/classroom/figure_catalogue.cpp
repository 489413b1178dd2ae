#include "core/classroom/figure_catalogue.h"

#include "core/error.h"
#include "core/models/model_registry.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <sstream>

namespace ailab::core::classroom {

using nlohmann::json;

namespace {

// Figures that measure the computer the model ran on, not the model: never a figure to ask for.
bool isWallClock(const std::string& key)
{
    return key == "wall_time_s";
}

// A statistic or an item takes its unit from the key above it ("/queue_wait_s/p99",
// "/per_flow_goodput_gbps/3").
bool inheritsUnit(const std::string& key)
{
    static const std::vector<std::string> statistics = {"mean", "p50", "p90", "p95",
                                                        "p99",  "max", "min", "*"};
    return std::find(statistics.begin(), statistics.end(), key) != statistics.end();
}

std::string escapeToken(const std::string& key)
{
    std::string out;
    for (char c : key) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

std::vector<std::string> tokensOf(const std::string& pointer)
{
    std::vector<std::string> tokens;
    if (pointer.empty())
        return tokens;
    std::stringstream stream(pointer.substr(1));
    for (std::string token; std::getline(stream, token, '/');)
        tokens.push_back(token);
    if (pointer.back() == '/')
        tokens.emplace_back();
    return tokens;
}

bool isIndex(const std::string& token)
{
    return !token.empty() && token.size() <= 9 &&
           std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; }) &&
           (token.size() == 1 || token[0] != '0');
}

std::string labelOf(const std::vector<std::string>& keys)
{
    std::string label;
    for (const std::string& key : keys) {
        if (!label.empty())
            label += " / ";
        for (char c : key)
            label += (c == '_') ? ' ' : c;
    }
    return label;
}

void collect(const json& value, std::vector<std::string>& keys, std::vector<FigureEntry>& out,
             std::map<std::string, std::size_t>& seen)
{
    if (value.is_object()) {
        for (const auto& [key, item] : value.items()) {
            if (isWallClock(key))
                continue;
            keys.push_back(key);
            collect(item, keys, out, seen);
            keys.pop_back();
        }
        return;
    }
    if (value.is_array()) {
        keys.emplace_back("*");
        for (const json& item : value)
            collect(item, keys, out, seen);
        keys.pop_back();
        return;
    }
    if (!value.is_number() && !value.is_string() && !value.is_boolean())
        return;
    std::string pattern;
    for (const std::string& key : keys)
        pattern += "/" + (key == "*" ? key : escapeToken(key));
    if (seen.count(pattern))
        return;
    seen.emplace(pattern, out.size());
    FigureEntry entry;
    entry.pattern = pattern;
    entry.label = labelOf(keys);
    entry.kind = value.is_number() ? FigureKind::Number : FigureKind::Text;
    entry.unit = unitOfFigure(pattern);
    out.push_back(std::move(entry));
}

} // namespace

FigureCatalogue FigureCatalogue::fromRun(const json& run)
{
    FigureCatalogue catalogue;
    std::vector<std::string> keys;
    std::map<std::string, std::size_t> seen;
    collect(run, keys, catalogue.m_entries, seen);
    return catalogue;
}

const FigureEntry* FigureCatalogue::find(const std::string& pointer) const
{
    if (!isJsonPointer(pointer) || pointer.empty())
        return nullptr;
    const std::vector<std::string> tokens = tokensOf(pointer);
    for (const FigureEntry& entry : m_entries) {
        const std::vector<std::string> pattern = tokensOf(entry.pattern);
        if (pattern.size() != tokens.size())
            continue;
        bool match = true;
        for (std::size_t i = 0; i < tokens.size() && match; ++i)
            match = pattern[i] == "*" ? isIndex(tokens[i]) : pattern[i] == tokens[i];
        if (match)
            return &entry;
    }
    return nullptr;
}

const FigureCatalogue& labCatalogue(const std::string& lab)
{
    // Each lab's default run is computed once: the catalogue is the same for every activity.
    static std::mutex mutex;
    static std::map<std::string, FigureCatalogue> cache;
    const std::lock_guard<std::mutex> lock(mutex);
    if (const auto it = cache.find(lab); it != cache.end())
        return it->second;
    const scenario::ModelEntry* entry = models::findModel(lab);
    if (entry == nullptr || !entry->defaultScenario)
        throw Error("lab '" + lab + "' has no model in this version", "/lab");
    return cache.emplace(lab, FigureCatalogue::fromRun(entry->run(entry->defaultScenario())))
        .first->second;
}

std::optional<json> figureValue(const json& run, const std::string& pointer)
{
    if (!isJsonPointer(pointer))
        return std::nullopt;
    try {
        const json::json_pointer at(pointer);
        if (!run.contains(at))
            return std::nullopt;
        return run.at(at);
    } catch (const json::exception&) {
        return std::nullopt;
    }
}

FigureUnit unitOfFigure(const std::string& pointer)
{
    const std::vector<std::string> tokens = tokensOf(pointer);
    for (auto it = tokens.rbegin(); it != tokens.rend(); ++it) {
        if (!inheritsUnit(*it) && !isIndex(*it))
            return unitOfFigureKey(*it);
    }
    return unitOfFigureKey("");
}

bool isJsonPointer(const std::string& pointer)
{
    if (pointer.empty())
        return true;
    if (pointer[0] != '/')
        return false;
    for (std::size_t i = 0; i < pointer.size(); ++i) {
        if (pointer[i] == '~' && (i + 1 >= pointer.size() || (pointer[i + 1] != '0' && pointer[i + 1] != '1')))
            return false;
    }
    return true;
}

} // namespace ailab::core::classroom
