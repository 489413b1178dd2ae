#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ailab::core::telemetry {

// Series names in the Prometheus style the cluster twin uses:
// `family{label="value",...}`, e.g. `DCGM_FI_DEV_GPU_TEMP{gpu="17",rack="rack0"}` (the
// DCGM exporter's field names) or `ailab_job_step_seconds{job="llama-70b"}`. The charsets
// and the escaping follow the ABNF of OpenMetrics 1.0 ("Text format", prometheus/docs
// docs/specs/om/open_metrics_spec.md):
//   family      [a-zA-Z_:][a-zA-Z0-9_:]*
//   label name  [a-zA-Z_][a-zA-Z0-9_]*
//   label value any UTF-8 text; in the text form \ " and newline are written \\ \" \n
// Stricter than the ABNF where the specification reserves or discourages: names starting
// with "_" are reserved (labels and families), an empty label value counts as no label
// ("Empty label values SHOULD be treated as if the label was not present"), so it is
// refused rather than kept as a second spelling of the same series, and a label name
// may appear once.

struct Label
{
    std::string name;
    std::string value;
    friend bool operator==(const Label&, const Label&) = default;
};

bool isValidFamilyName(std::string_view name);
bool isValidLabelName(std::string_view name);
// The label value as it stands between the quotes: \ " and newline escaped.
std::string escapeLabelValue(std::string_view value);

class MetricName
{
public:
    // Throws core::Error naming the family or label that breaks the rules above. The
    // labels are kept sorted by name: one series has one spelling, whatever the order the
    // caller gives (Prometheus orders them the same way when it stores a series).
    explicit MetricName(std::string family, std::vector<Label> labels = {});

    // Reads the text form; throws core::Error naming the text and the byte offset of the
    // first thing wrong. `parse(n.text()) == n` for every valid name.
    static MetricName parse(std::string_view text);

    const std::string& family() const { return m_family; }
    const std::vector<Label>& labels() const { return m_labels; }
    std::optional<std::string_view> label(std::string_view name) const;

    // A copy with another family (same labels) or one more label (or a new value for it).
    MetricName withFamily(std::string family) const;
    MetricName withLabel(std::string name, std::string value) const;

    // `family` alone without labels, else `family{a="x",b="y"}`, labels by name.
    std::string text() const;
    // The `{...}` part alone ("" without labels), as the text form writes it.
    std::string labelText() const;

    friend bool operator==(const MetricName&, const MetricName&) = default;

private:
    std::string m_family;
    std::vector<Label> m_labels;
};

} // namespace ailab::core::telemetry
