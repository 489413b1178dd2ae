#pragma once

#include "core/error.h"
#include "core/scenario/model_entry.h"
#include "core/scenario/scenario.h"

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace ailab::core::scenario {

// Scenario files are small documents; anything larger is refused before it is parsed.
inline constexpr std::size_t kMaxScenarioBytes = 4 * 1024 * 1024;

// A core::Error that also names the scenario's source (file name or resource path).
// what() reads "<source>: <path>: <message>", like a compiler's diagnostics.
class ScenarioError : public Error
{
public:
    ScenarioError(std::string source, const std::string& message, std::string path = {});

    const std::string& source() const noexcept { return m_source; }
    const char* what() const noexcept override { return m_text.c_str(); }

private:
    std::string m_source;
    std::string m_text;
};

// Checks a document's size (at most `maxBytes`) and UTF-8, then parses it as strict JSON
// (errors give line and column). `kind` names the document in messages ("scenario").
// Throws ScenarioError.
nlohmann::json parseDocument(const std::string& text, const std::string& sourceName,
                             std::size_t maxBytes, std::string_view kind);

// The text of the file at `path`, at most `maxBytes`; throws ScenarioError naming the path
// (not found, a directory, too large, unreadable).
std::string readDocumentFile(const std::string& path, std::size_t maxBytes, std::string_view kind);

// Every function here takes the lab models as `registry`; core/models/model_registry.h has
// the same calls with the registry of every lab model.

// Parses and checks a scenario document: JSON syntax (errors give line and column), the
// envelope (docs/architecture.md, "Scenario files"), then the lab's own model validator from
// `registry`. Throws ScenarioError.
Scenario parseScenario(const std::string& text, const std::string& sourceName,
                       const std::vector<ModelEntry>& registry);

// Checks an already parsed document (envelope, then the lab's model).
Scenario scenarioFromJson(const nlohmann::json& document, const std::string& sourceName,
                          const std::vector<ModelEntry>& registry);

// Reads `path` (at most kMaxScenarioBytes, UTF-8) and parses it; the path is the source name.
Scenario loadScenarioFile(const std::string& path, const std::vector<ModelEntry>& registry);

// The scenario as the document toJson() prints, which scenarioFromJson reads back unchanged:
// schema, lab, title, description (when not empty), seed, model, events and incident (when
// not empty).
nlohmann::json scenarioToJsonValue(const Scenario& scenario);

// scenarioToJsonValue pretty-printed with its envelope in the order above (the order of
// docs/architecture.md, "Scenario files"); parseScenario reads it back unchanged.
std::string toJson(const Scenario& scenario);

// 1-based line and column (in characters) of the byte at `offset` in UTF-8 `text`.
struct TextPosition
{
    std::size_t line = 1;
    std::size_t column = 1;
};
TextPosition positionOfByte(std::string_view text, std::size_t offset);

// Offset of the first byte that is not valid UTF-8, or text.size() when all is valid.
std::size_t firstInvalidUtf8(std::string_view text);

} // namespace ailab::core::scenario
