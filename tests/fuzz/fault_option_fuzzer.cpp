// libFuzzer target: the fault option of `ailab-sim cluster --inject` (docs/architecture.md,
// "Fuzzing"). Any text is either a fault or refused with a core::Error; anything else (another
// exception, a crash, a sanitizer report) is a bug.
#include "core/error.h"
#include "core/models/operations/operations_scenario.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        ailab::core::models::operations::parseFaultOption(text, "--inject");
    } catch (const ailab::core::Error&) {
        // refused with a message: what the parser should do
    }
    return 0;
}
