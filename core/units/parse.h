#pragma once

#include "core/units/units.h"

#include <string>
#include <string_view>

namespace ailab::core::units {

// Parsing of quantities with a unit suffix, as typed on the command line or in a scenario:
// "1GB", "1 GiB", "512MiB", "400Gbps", "400Gb/s", "50GB/s", "25us", "1.5ms", "10.2kW",
// "989TFLOPS". The unit is required and case matters where it carries meaning (b = bit,
// B = byte; M = mega, m = milli). Values must be finite and not negative.
// Each throws core::Error naming the text, what was wrong and what is expected; `path`
// is the caller's CLI argument ("--size") or JSON pointer ("/model/link").

Bytes parseBytes(std::string_view text, const std::string& path = {});
Seconds parseSeconds(std::string_view text, const std::string& path = {});
// Rates accept bit and byte units alike and convert: "50GB/s" parses as 400 Gb/s.
BitRate parseBitRate(std::string_view text, const std::string& path = {});
ByteRate parseByteRate(std::string_view text, const std::string& path = {});
Watts parseWatts(std::string_view text, const std::string& path = {});
Flops parseFlops(std::string_view text, const std::string& path = {});

} // namespace ailab::core::units
