// libFuzzer target: the series name reader, core::telemetry::MetricName::parse
// (docs/architecture.md, "Fuzzing"). Every input is either refused with a core::Error or
// gives a name whose text form reads back as the same name, with a valid family, valid
// label names in order, each once, and no empty value. Anything else (another exception,
// a crash, a sanitizer report) is a bug.
#include "core/error.h"
#include "core/telemetry/metric_name.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace {

namespace telemetry = ailab::core::telemetry;

void expect(bool holds, const char* what)
{
    if (holds)
        return;
    std::fprintf(stderr, "a metric name was read, but %s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const telemetry::MetricName name = telemetry::MetricName::parse(text);
        expect(telemetry::isValidFamilyName(name.family()), "its family is not valid");
        for (std::size_t i = 0; i < name.labels().size(); ++i) {
            const telemetry::Label& label = name.labels()[i];
            expect(telemetry::isValidLabelName(label.name), "a label name is not valid");
            expect(!label.value.empty(), "a label value is empty");
            expect(i == 0 || name.labels()[i - 1].name < label.name,
                   "its labels are not in order or not unique");
        }
        expect(telemetry::MetricName::parse(name.text()) == name,
               "its text form reads back as another name");
    } catch (const ailab::core::Error&) {
        return 0; // refused with a message
    }
    return 0;
}
