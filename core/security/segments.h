#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

// The four logical networks of an AI cluster (course section 08.4, "Protecting the AI Cluster
// Network Fabric"): the GPU communication fabric, the storage network, the management network
// and the application and API network. A policy allows traffic from one to another (or inside
// one) flow by flow; everything else is denied.
namespace ailab::core::security {

enum class Segment : unsigned char { GpuFabric, Storage, Management, Application };
inline constexpr int kSegmentCount = 4;

// The segments in the course's order.
const std::vector<Segment>& allSegments();
// "gpu-fabric", "storage", "management", "application": the files' names.
std::string segmentId(Segment segment);
std::optional<Segment> segmentFromId(std::string_view id);
// The names above, in order, for "expected one of" messages.
const std::vector<std::string>& segmentIds();

} // namespace ailab::core::security
