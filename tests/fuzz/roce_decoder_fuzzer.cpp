// libFuzzer target: the RoCEv2 decoder (docs/architecture.md, "Fuzzing"). decode() never
// throws: any buffer gives a packet or an error text, and every field it reports lies
// inside the buffer.
#include "core/net/roce/codec.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <span>
#include <vector>

namespace {

void checkInside(const std::vector<ailab::core::net::roce::FieldNode>& nodes, std::size_t size)
{
    for (const auto& node : nodes) {
        if (node.offset + node.length > size)
            std::abort();
        checkInside(node.children, size);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::span<const std::uint8_t> frame(data, size);
    for (const bool fcs : {true, false}) {
        ailab::core::net::roce::CodecOptions options;
        options.withFcs = fcs;
        const auto decoded = ailab::core::net::roce::decode(frame, options);
        checkInside(decoded.tree, size);
        if (decoded.packet.has_value() == !decoded.error.empty())
            std::abort(); // either a packet or an error, never both or neither
    }
    return 0;
}
