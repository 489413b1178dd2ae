#pragma once

#include "core/classroom/figure_units.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

// The figures a lab's model offers an activity (docs/architecture.md, "Activity files"): every
// number, string and boolean of what the model's `run` returns, named by its JSON pointer
// ("/allreduce/mean_time_s"), with a readable label and the unit the model gives it in. Items of
// an array are one figure each ("/jobs/0/au_percent"); the catalogue keeps them once, under the
// pattern "/jobs/*/au_percent", since how many there are depends on the state.
namespace ailab::core::classroom {

enum class FigureKind { Number, Text };

struct FigureEntry
{
    std::string pattern; // "/allreduce/mean_time_s", "/jobs/*/au_percent"
    std::string label;   // "allreduce / mean time"
    FigureUnit unit;
    FigureKind kind = FigureKind::Number;
};

class FigureCatalogue
{
public:
    // The figures of one run's output (a model's `run` JSON).
    static FigureCatalogue fromRun(const nlohmann::json& run);

    // The entry whose pattern matches `pointer` (an index where the pattern has "*"), or null.
    const FigureEntry* find(const std::string& pointer) const;
    const std::vector<FigureEntry>& entries() const { return m_entries; }

private:
    std::vector<FigureEntry> m_entries;
};

// The catalogue of `lab`'s model: the figures of its default scenario's run, computed once per
// lab. Throws core::Error when the lab has no model.
const FigureCatalogue& labCatalogue(const std::string& lab);

// The value at `pointer` in a run's output, or nothing when the run has no such figure (an
// array shorter in this state). Never throws for a well-formed pointer.
std::optional<nlohmann::json> figureValue(const nlohmann::json& run, const std::string& pointer);

// The unit of the figure at `pointer`: its last key's, or for a statistic ("/queue_wait_s/p99")
// or an item ("/per_flow_goodput_gbps/3") the key's above it.
FigureUnit unitOfFigure(const std::string& pointer);

// Whether `pointer` is a JSON pointer (RFC 6901): empty, or "/" then tokens where '~' is
// followed by '0' or '1'.
bool isJsonPointer(const std::string& pointer);

} // namespace ailab::core::classroom
