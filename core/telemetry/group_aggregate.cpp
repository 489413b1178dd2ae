#include "core/telemetry/group_aggregate.h"

#include "core/error.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <limits>
#include <set>

namespace ailab::core::telemetry {

GroupAggregate::GroupAggregate(MetricRegistry& registry, const MetricName& base,
                               const std::string& unit, const std::string& groupLabel,
                               const std::vector<std::string>& groups,
                               std::vector<std::uint32_t> groupOfMember, std::size_t capacity)
    : m_groupOfMember(std::move(groupOfMember))
    , m_groups(groups.size())
{
    std::vector<std::size_t> members(groups.size(), 0);
    for (std::size_t i = 0; i < m_groupOfMember.size(); ++i) {
        if (m_groupOfMember[i] >= groups.size())
            throw Error(fmt::format("{}: member {} names group {}, but there are {} groups",
                                    base.family(), i, m_groupOfMember[i], groups.size()));
        ++members[m_groupOfMember[i]];
    }
    // Names first, all of them, so a bad one leaves the registry unchanged.
    std::vector<MetricName> names;
    std::set<std::string> unique;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        if (members[g] == 0)
            throw Error(fmt::format("{}: group '{}' has no member", base.family(), groups[g]));
        const MetricName group = base.withLabel(groupLabel, groups[g]);
        for (const char* aggregate : {"_min", "_mean", "_max"}) {
            names.push_back(group.withFamily(base.family() + aggregate));
            const std::string text = names.back().text();
            if (registry.contains(text) || !unique.insert(text).second)
                throw Error(fmt::format("a metric named '{}' exists already", text));
        }
    }
    for (std::size_t g = 0; g < groups.size(); ++g) {
        m_groups[g].min = &registry.add(names[3 * g].text(), unit, capacity);
        m_groups[g].mean = &registry.add(names[3 * g + 1].text(), unit, capacity);
        m_groups[g].max = &registry.add(names[3 * g + 2].text(), unit, capacity);
    }
}

void GroupAggregate::record(double time, std::span<const double> values)
{
    if (values.size() != m_groupOfMember.size())
        throw Error(fmt::format("{}: {} values for {} members",
                                m_groups.empty() ? std::string("group aggregate")
                                                 : m_groups.front().min->name(),
                                values.size(), m_groupOfMember.size()));
    for (Group& group : m_groups) {
        group.low = std::numeric_limits<double>::infinity();
        group.high = -std::numeric_limits<double>::infinity();
        group.sum = 0;
        group.count = 0;
    }
    for (std::size_t i = 0; i < values.size(); ++i) {
        const double value = values[i];
        if (std::isnan(value))
            continue;
        Group& group = m_groups[m_groupOfMember[i]];
        group.low = std::min(group.low, value);
        group.high = std::max(group.high, value);
        group.sum += value;
        ++group.count;
    }
    constexpr double kGap = std::numeric_limits<double>::quiet_NaN();
    for (Group& group : m_groups) {
        const bool any = group.count > 0;
        group.min->add(time, any ? group.low : kGap);
        group.mean->add(time, any ? group.sum / static_cast<double>(group.count) : kGap);
        group.max->add(time, any ? group.high : kGap);
    }
}

} // namespace ailab::core::telemetry
