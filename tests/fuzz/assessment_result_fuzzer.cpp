// libFuzzer target: the assessment result reader (docs/architecture.md, "Fuzzing" and
// "Assessment"). Any input is a result or refused with a core::Error; anything else (another
// exception, a crash, a sanitizer report) is a bug. What it accepts holds together and writes
// back to text that reads as the same result.
#include "core/classroom/assessment_result.h"
#include "core/error.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

using namespace ailab::core::classroom;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    AssessmentResult r;
    try {
        r = parseResultCsv(text, "fuzz.csv");
    } catch (const ailab::core::Error&) {
        return 0;
    }
    if (r.tasks.empty() || r.learner.empty() || r.earned() > r.possible() ||
        r.solved() > int(r.tasks.size()))
        std::abort();
    const std::string again = resultCsv(r);
    AssessmentResult back;
    try {
        back = parseResultCsv(again, "again.csv");
    } catch (const ailab::core::Error&) {
        std::abort(); // what it wrote, it must read
    }
    if (resultCsv(back) != again)
        std::abort();
    return 0;
}
