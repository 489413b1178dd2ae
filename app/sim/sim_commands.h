#pragma once

#include <iosfwd>
#include <string>

// The subcommands of ailab-sim. Each writes its result to `out` and throws
// ailab::core::Error (or ScenarioError) for bad input; main() turns errors into messages.
namespace ailab::sim {

// Loads the scenario, runs its lab's model and writes
// {"lab": ..., "title": ..., "seed": ..., "metrics": {...}} as JSON.
void runCommand(const std::string& file, std::ostream& out);

// Loads and checks the scenario; writes "FILE: valid scenario for lab 'ID'".
void validateCommand(const std::string& file, std::ostream& out);

// Writes the hardware catalog, or one kind of it, as JSON.
void catalogCommand(const std::string& kind, std::ostream& out);

} // namespace ailab::sim
