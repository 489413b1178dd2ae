// libFuzzer target: the inference lab's request trace reader, core::infer::parseTrace
// (docs/architecture.md, "Fuzzing"). Every input is either refused with a core::Error
// naming file:line:column, or gives at least one request, with arrival times finite, at
// least 0 and not decreasing, and token counts of at least 1, as the serving model expects.
// Anything else (another exception, a crash, a sanitizer report) is a bug.
#include "core/error.h"
#include "core/infer/workload.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <vector>

namespace {

namespace infer = ailab::core::infer;

void expect(bool holds, const char* what)
{
    if (holds)
        return;
    std::fprintf(stderr, "a trace was read, but %s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::vector<infer::RequestSpec> requests;
    try {
        requests = infer::parseTrace(text, "trace.csv");
    } catch (const ailab::core::Error&) {
        return 0; // refused with a message
    }
    expect(!requests.empty(), "it has no request");
    double previous = 0;
    for (const infer::RequestSpec& r : requests) {
        expect(std::isfinite(r.arrivalS) && r.arrivalS >= previous,
               "an arrival time is not finite or goes back");
        expect(r.promptTokens >= 1 && r.outputTokens >= 1, "a token count is below 1");
        expect(r.prefixGroup == -1 && r.prefixTokens == 0, "a request has a shared prefix");
        previous = r.arrivalS;
    }
    return 0;
}
