#include "app/sim/unit_options.h"

#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/units/parse.h"

#include <CLI/CLI.hpp>

namespace ailab::sim {

namespace {

template <typename Parse> double parsed(const std::string& option, Parse parse)
{
    try {
        return parse();
    } catch (const core::Error& e) {
        throw CLI::ValidationError(option, e.message());
    }
}

} // namespace

double bytesOption(const std::string& text, const std::string& option)
{
    return parsed(option, [&] { return core::units::parseBytes(text, option).inBytes(); });
}

double byteRateOption(const std::string& text, const std::string& option)
{
    return parsed(option,
                  [&] { return core::units::parseByteRate(text, option).inBytesPerSecond(); });
}

double secondsOption(const std::string& text, const std::string& option)
{
    return parsed(option, [&] { return core::units::parseSeconds(text, option).inSeconds(); });
}

std::vector<std::string> gpuIds()
{
    std::vector<std::string> ids;
    for (const core::hw::GpuSpec& g : core::hw::gpus())
        ids.push_back(g.id);
    return ids;
}

} // namespace ailab::sim
