// libFuzzer target: the scenario loader (docs/architecture.md, "Fuzzing"). Any input is
// either a scenario or refused with a core::Error; anything else (another exception, a
// crash, a sanitizer report) is a bug.
#include "core/error.h"
#include "core/models/model_registry.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        ailab::core::models::parseScenario(text, "fuzz.json");
    } catch (const ailab::core::Error&) {
        // refused with a message: what the loader should do
    }
    return 0;
}
