#pragma once

#include "core/telemetry/metric_registry.h"

#include <cstdint>
#include <iosfwd>
#include <map>
#include <string>

// A registry's series in the OpenMetrics 1.0 text format (prometheus/docs
// docs/specs/om/open_metrics_spec.md), the format Prometheus scrapes and
// `promtool tsdb create-blocks-from openmetrics` imports. Every series name must be a
// MetricName (`family{label="value"}`); series of one family become one MetricFamily:
//   # TYPE DCGM_FI_DEV_POWER_USAGE_watts gauge
//   # UNIT DCGM_FI_DEV_POWER_USAGE_watts watts
//   # HELP DCGM_FI_DEV_POWER_USAGE_watts Power draw of the GPU.
//   DCGM_FI_DEV_POWER_USAGE_watts{gpu="0",rack="rack0"} 612.5 1767225600.000
//   ...
//   # EOF
// - The unit is mapped to an OpenMetrics base unit and the values converted
//   (openmetrics_unit.h); the family name then gets the unit as its suffix when it lacks
//   it, as the specification requires ("an underscore and the unit MUST be the suffix of
//   the MetricFamily name").
// - A counter's samples are named `<family>_total`; a registry family that already ends
//   in `_total` loses it for the family name (`x_total` -> family `x`, samples `x_total`).
// - Each series' samples in time order with timestamps: Unix seconds = epoch + simulated
//   time, to the millisecond (Prometheus' resolution). Samples that fall into one
//   millisecond keep the last (timestamps must increase). NaN values, the registry's
//   gaps, are skipped: in OpenMetrics NaN is a value, not a gap.
// - Only the samples the ring buffers still hold are written.
namespace ailab::core::telemetry {

enum class MetricType { Gauge, Counter };

// What the caller knows about a family: its help text (one line) and its type.
struct FamilyInfo
{
    std::string help;
    MetricType type = MetricType::Gauge;
};

struct OpenMetricsOptions
{
    // The Unix time, in milliseconds, that simulated time 0 maps to. Prometheus refuses
    // samples far from its clock, so a real date: 2026-01-01T00:00:00Z by default.
    std::int64_t epochAtZeroMs = 1'767'225'600'000;
    // Keyed by the registry's family (the part before '{'). A family without an entry is a
    // gauge with a generic help; an entry no series has is an error (a typo).
    std::map<std::string, FamilyInfo, std::less<>> families;
};

// Throws core::Error naming the series when a name is not a MetricName, when series of
// one family have different units or types, when two series map to one name (a gauge
// `x_total` and a counter `x` included), when a counter has a negative value, or when a
// time is beyond the timestamp's range.
void writeOpenMetrics(std::ostream& out, const MetricRegistry& registry,
                      const OpenMetricsOptions& options = {});
std::string toOpenMetrics(const MetricRegistry& registry, const OpenMetricsOptions& options = {});
// Through core::AtomicFile: the file appears whole or not at all (core::Error with the path).
void writeOpenMetricsFile(const std::string& path, const MetricRegistry& registry,
                          const OpenMetricsOptions& options = {});

} // namespace ailab::core::telemetry
