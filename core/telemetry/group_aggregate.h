#pragma once

#include "core/telemetry/metric_name.h"
#include "core/telemetry/metric_registry.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace ailab::core::telemetry {

// Per tick, the min, mean and max of a group's members (the GPUs of a rack, the ports of a
// leaf, the ranks of a job), recorded as three series per group, one family each:
//   DCGM_FI_DEV_GPU_TEMP_min{rack="rack0"}  DCGM_FI_DEV_GPU_TEMP_mean{rack="rack0"}
//   DCGM_FI_DEV_GPU_TEMP_max{rack="rack0"}
// Three families rather than one with an `agg` label: OpenMetrics asks that summing or
// averaging a family over its labels be meaningful ("Metric Names versus Labels"), and the
// sum of a min, a mean and a max is not; Prometheus' own rollups name the operation in the
// metric name too. The twin records 16,384 GPUs this way in a few hundred series: the
// values come in as one flat array indexed by member, and a tick allocates nothing.
// Members whose value is NaN (no reading) are left out; a group with no reading that tick
// records NaN, a gap.
class GroupAggregate
{
public:
    // `base`: the family and any labels every series shares (e.g. {cluster="twin"});
    // `groupLabel`: the label that tells the groups apart ("rack"); `groups`: its values;
    // `groupOfMember[i]`: the index in `groups` of member i. Adds the 3 x groups series to
    // the registry (capacity 0 = its default). Throws core::Error when a member names no
    // group, a group has no member, a name is not valid (metric_name.h) or a series exists.
    GroupAggregate(MetricRegistry& registry, const MetricName& base, const std::string& unit,
                   const std::string& groupLabel, const std::vector<std::string>& groups,
                   std::vector<std::uint32_t> groupOfMember, std::size_t capacity = 0);

    std::size_t memberCount() const { return m_groupOfMember.size(); }
    std::size_t groupCount() const { return m_groups.size(); }

    // One tick: `values[i]` is member i's value. Throws core::Error when the count differs
    // from the members' (or as TimeSeries::add does).
    void record(double time, std::span<const double> values);

    // The series of group g.
    const TimeSeries& minSeries(std::size_t g) const { return *m_groups[g].min; }
    const TimeSeries& meanSeries(std::size_t g) const { return *m_groups[g].mean; }
    const TimeSeries& maxSeries(std::size_t g) const { return *m_groups[g].max; }

private:
    struct Group
    {
        TimeSeries* min = nullptr;
        TimeSeries* mean = nullptr;
        TimeSeries* max = nullptr;
        // This tick's running figures.
        double low = 0;
        double high = 0;
        double sum = 0;
        std::uint64_t count = 0;
    };

    std::vector<std::uint32_t> m_groupOfMember;
    std::vector<Group> m_groups;
};

} // namespace ailab::core::telemetry
