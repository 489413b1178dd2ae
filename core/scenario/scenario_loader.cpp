#include "core/scenario/scenario_loader.h"

#include "core/scenario/json_reader.h"
#include "core/scenario/lab_ids.h"
#include "core/scenario/strict_json.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <sstream>

namespace ailab::core::scenario {

using nlohmann::json;

ScenarioError::ScenarioError(std::string source, const std::string& message, std::string path)
    : Error(message, std::move(path))
    , m_source(std::move(source))
{
    const std::string base = std::runtime_error::what();
    m_text = m_source.empty() ? base : m_source + ": " + base;
}

namespace {

// Expected length of a UTF-8 sequence from its lead byte; 0 for an invalid lead byte.
std::size_t sequenceLength(unsigned char lead)
{
    if (lead < 0x80)
        return 1;
    if (lead >= 0xC2 && lead <= 0xDF)
        return 2;
    if (lead >= 0xE0 && lead <= 0xEF)
        return 3;
    if (lead >= 0xF0 && lead <= 0xF4)
        return 4;
    return 0;
}

// The text of a nlohmann parse_error after its "[json.exception...] parse error at ...: "
// prefix, which we replace with our own position.
std::string parseErrorDetail(const json::parse_error& e)
{
    const std::string what = e.what();
    const auto at = what.find("parse error");
    const auto colon = at == std::string::npos ? std::string::npos : what.find(": ", at);
    return colon == std::string::npos ? what : what.substr(colon + 2);
}

void checkSchema(ObjectReader& root)
{
    const std::string schema = root.string("schema", {.allowEmpty = false, .maxLength = 64});
    if (schema == kSchema)
        return;
    const std::string quoted = json(schema).dump();
    if (schema.rfind("ailab.scenario/", 0) == 0)
        throw Error(fmt::format("unsupported schema version {}; this version reads \"{}\" only",
                                quoted, kSchema),
                    "/schema");
    throw Error(fmt::format("expected \"{}\", got {}", kSchema, quoted), "/schema");
}

std::string checkLab(ObjectReader& root)
{
    const std::string lab = root.string("lab", {.allowEmpty = false, .maxLength = 64});
    if (isKnownLab(lab))
        return lab;
    std::string ids;
    for (const auto& id : knownLabIds())
        ids += (ids.empty() ? "" : ", ") + id;
    throw Error(fmt::format("unknown lab id {}; expected one of {}", json(lab).dump(), ids),
                "/lab");
}

} // namespace

TextPosition positionOfByte(std::string_view text, std::size_t offset)
{
    TextPosition pos;
    const std::size_t end = std::min(offset, text.size());
    for (std::size_t i = 0; i < end; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++pos.line;
            pos.column = 1;
        } else if ((c & 0xC0) != 0x80) { // count characters, not continuation bytes
            ++pos.column;
        }
    }
    return pos;
}

std::size_t firstInvalidUtf8(std::string_view text)
{
    std::size_t i = 0;
    while (i < text.size()) {
        const auto lead = static_cast<unsigned char>(text[i]);
        const std::size_t n = sequenceLength(lead);
        if (n == 0 || i + n > text.size())
            return i;
        for (std::size_t k = 1; k < n; ++k) {
            if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80)
                return i;
        }
        // Overlong 3- and 4-byte forms, UTF-16 surrogates and code points above U+10FFFF
        // (RFC 3629, section 4).
        const auto second = static_cast<unsigned char>(text[i + 1 < text.size() ? i + 1 : i]);
        if ((lead == 0xE0 && second < 0xA0) || (lead == 0xED && second > 0x9F) ||
            (lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second > 0x8F))
            return i;
        i += n;
    }
    return text.size();
}

json parseDocument(const std::string& text, const std::string& sourceName, std::size_t maxBytes,
                   std::string_view kind)
{
    if (text.size() > maxBytes)
        throw ScenarioError(sourceName,
                            fmt::format("too large ({} bytes); a {} holds at most {} bytes",
                                        text.size(), kind, maxBytes));
    if (const std::size_t bad = firstInvalidUtf8(text); bad != text.size()) {
        const TextPosition pos = positionOfByte(text, bad);
        throw ScenarioError(sourceName, fmt::format("line {}, column {}: not valid UTF-8 text",
                                                    pos.line, pos.column));
    }
    try {
        return parseStrictJson(text);
    } catch (const Error& e) {
        throw ScenarioError(sourceName, e.message(), e.path());
    } catch (const json::parse_error& e) {
        // e.byte is the 1-based index of the last byte read: the one that failed.
        const TextPosition pos = positionOfByte(text, e.byte > 0 ? e.byte - 1 : 0);
        throw ScenarioError(sourceName, fmt::format("line {}, column {}: invalid JSON: {}",
                                                    pos.line, pos.column, parseErrorDetail(e)));
    }
}

Scenario parseScenario(const std::string& text, const std::string& sourceName,
                       const std::vector<ModelEntry>& registry)
{
    return scenarioFromJson(parseDocument(text, sourceName, kMaxScenarioBytes, "scenario"),
                            sourceName, registry);
}

Scenario scenarioFromJson(const json& document, const std::string& sourceName,
                          const std::vector<ModelEntry>& registry)
{
    try {
        if (!document.is_object())
            throw Error("expected a JSON object at the top level, got " + describeValue(document));
        ObjectReader root(document, "");
        Scenario s;
        s.sourceName = sourceName;
        checkSchema(root);
        s.lab = checkLab(root);
        s.title = root.string("title", {.allowEmpty = false, .maxLength = 200});
        s.description = root.string("description", {.fallback = "", .maxLength = 8000});
        s.seed = static_cast<std::uint64_t>(root.integer("seed", {.min = 0}));
        s.model = root.object("model").json();
        if (!root.array("events").empty())
            s.events = document.at("events");
        if (const auto incident = root.optionalObject("incident"))
            s.incident = incident->json();
        root.finish();

        const ModelEntry* entry = findModel(registry, s.lab);
        if (entry == nullptr)
            throw Error("lab '" + s.lab + "' has no model in this version", "/lab");
        entry->validate(s);
        return s;
    } catch (const ScenarioError&) {
        throw;
    } catch (const Error& e) {
        throw ScenarioError(sourceName, e.message(), e.path());
    } catch (const json::exception& e) {
        // A model validator that reads a value with the wrong type lands here.
        throw ScenarioError(sourceName, std::string("invalid model data: ") + e.what());
    }
}

std::string readDocumentFile(const std::string& path, std::size_t maxBytes, std::string_view kind)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status st = fs::status(path, ec);
    if (!fs::exists(st))
        throw ScenarioError(path, "file not found");
    if (fs::is_directory(st))
        throw ScenarioError(path, fmt::format("is a directory, not a {} file", kind));
    if (!fs::is_regular_file(st))
        throw ScenarioError(path, "not a regular file");
    const auto size = fs::file_size(path, ec);
    if (ec)
        throw ScenarioError(path, "cannot be read: " + ec.message());
    if (size > maxBytes)
        throw ScenarioError(path, fmt::format("too large ({} bytes); a {} file holds at most {} "
                                              "bytes ({})",
                                              size, kind, maxBytes,
                                              maxBytes >= 1024 * 1024
                                                  ? fmt::format("{} MiB", maxBytes / (1024 * 1024))
                                                  : fmt::format("{} KiB", maxBytes / 1024)));
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw ScenarioError(path, std::string("cannot be read: ") + std::strerror(errno));
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad())
        throw ScenarioError(path, "cannot be read: input/output error");
    return buffer.str();
}

Scenario loadScenarioFile(const std::string& path, const std::vector<ModelEntry>& registry)
{
    return parseScenario(readDocumentFile(path, kMaxScenarioBytes, "scenario"), path, registry);
}

json scenarioToJsonValue(const Scenario& scenario)
{
    json out;
    out["schema"] = scenario.schema;
    out["lab"] = scenario.lab;
    out["title"] = scenario.title;
    if (!scenario.description.empty())
        out["description"] = scenario.description;
    out["seed"] = scenario.seed;
    out["model"] = scenario.model;
    if (!scenario.events.empty())
        out["events"] = scenario.events;
    if (!scenario.incident.empty())
        out["incident"] = scenario.incident;
    return out;
}

std::string toJson(const Scenario& scenario)
{
    // nlohmann::json sorts an object's keys: ordered_json prints the envelope in the order of
    // docs/architecture.md, "Scenario files"; the model's own objects come back sorted by key,
    // as nlohmann::json stores them.
    const json document = scenarioToJsonValue(scenario);
    nlohmann::ordered_json out;
    for (const char* key :
         {"schema", "lab", "title", "description", "seed", "model", "events", "incident"}) {
        if (const auto it = document.find(key); it != document.end())
            out[key] = nlohmann::ordered_json(*it);
    }
    return out.dump(2) + "\n";
}

} // namespace ailab::core::scenario
