#include "core/security/segments.h"

namespace ailab::core::security {

const std::vector<Segment>& allSegments()
{
    static const std::vector<Segment> segments{Segment::GpuFabric, Segment::Storage,
                                               Segment::Management, Segment::Application};
    return segments;
}

const std::vector<std::string>& segmentIds()
{
    static const std::vector<std::string> ids{"gpu-fabric", "storage", "management",
                                              "application"};
    return ids;
}

std::string segmentId(Segment segment)
{
    return segmentIds()[static_cast<std::size_t>(segment)];
}

std::optional<Segment> segmentFromId(std::string_view id)
{
    for (Segment segment : allSegments())
        if (segmentId(segment) == id)
            return segment;
    return std::nullopt;
}

} // namespace ailab::core::security
