// libFuzzer target: the security exercise reader (docs/architecture.md, "Fuzzing" and
// "Security exercise files"). Any input is either an exercise or refused with a core::Error;
// anything else (another exception, a crash, a sanitizer report) is a bug. What it accepts
// must hold together: every request names the policy's identity and resource with an access
// the resource takes, there is a legitimate request and a bad one, the policy as shipped gets
// one of them wrong, and the writer's text reads back to the same exercise.
#include "core/error.h"
#include "core/security/exercise_score.h"
#include "core/security/security_exercise.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace ailab::core;
    using namespace ailab::core::security;
    const std::string text(reinterpret_cast<const char*>(data), size);
    SecurityExercise e;
    try {
        e = parseSecurityExercise(text, "fuzz.json");
    } catch (const Error&) {
        return 0; // refused with a message: what the reader should do
    }
    bool legitimate = false;
    bool bad = false;
    for (const AccessRequest& r : e.requests) {
        const Resource* resource = e.policy.findResource(r.resource);
        if (!e.policy.findIdentity(r.identity) || !resource)
            std::abort();
        const std::vector<Access>& takes = accessesOf(resource->kind);
        if (std::find(takes.begin(), takes.end(), r.access) == takes.end())
            std::abort();
        if (evaluate(e.policy, r).checks.size() != allChecks().size())
            std::abort();
        (r.legitimate ? legitimate : bad) = true;
    }
    if (!legitimate || !bad || scoreExercise(e, e.policy).solved)
        std::abort();
    const std::string written = exerciseFileText(e);
    const SecurityExercise again = parseSecurityExercise(written, "again.json");
    if (!(again.policy == e.policy) || exerciseFileText(again) != written)
        std::abort();
    return 0;
}
