#pragma once

#include <string>
#include <vector>

// Command-line values with their units ("20GB/s", "53.3Gb/s", "400GB", "30min"), parsed by
// core/units; a bad value is a usage error naming the option (CLI::ValidationError).
namespace ailab::sim {

double bytesOption(const std::string& text, const std::string& option);
double byteRateOption(const std::string& text, const std::string& option);
double secondsOption(const std::string& text, const std::string& option);

// The hardware catalogue's GPU ids, for the options that name a GPU (CLI::IsMember).
std::vector<std::string> gpuIds();

} // namespace ailab::sim
