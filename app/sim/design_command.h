#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>

namespace CLI {
class App;
}

// `ailab-sim design FILE`: a cluster design (a capstone scenario, core/design) evaluated on
// every page's models and printed as JSON: the design's figures, the bottlenecks, the
// failures and the review with its reasons; `--compare FILE2` prints both and every figure's
// difference.
namespace ailab::sim {

struct DesignOptions
{
    std::string file;
    std::string compare; // a second design; empty: none
    std::int64_t seed = -1; // -1: the scenario's
};

CLI::App* addDesignCommand(CLI::App& app, DesignOptions& options);

// Bad files are core::Error naming the file and the field.
void designCommand(const DesignOptions& options, std::ostream& out);

} // namespace ailab::sim
