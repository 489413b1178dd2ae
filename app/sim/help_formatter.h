#pragma once

#include <CLI/CLI.hpp>

#include <string>

// The help of ailab-sim and its commands (docs/architecture.md, "Command line"): each option
// shows its kind of value (N, X, TEXT), then after its description the values it accepts in
// words ("1 to 1000", "one of none, easy, conservative") and its default, so that nobody
// has to read CLI11's "INT:INT in [1 - 1000]". An option whose default means "taken from
// elsewhere" says so with its default text ("the tier's").
namespace ailab::sim {

class HelpFormatter : public CLI::Formatter
{
public:
    std::string make_option_opts(const CLI::Option* option) const override;
    std::string make_option_desc(const CLI::Option* option) const override;
};

// "INT:INT in [1 - 1000]" -> "1 to 1000"; "TEXT:{a,b}" -> "one of a, b"; "" when the type
// has no range or choices.
std::string readableRange(const std::string& typeName);

// A CLI11 error said as the help says it: "--inflate: Value 5000 not in range 1.000000 to
// 1000.000000" -> "--inflate: 5000 is outside 1 to 1000"; other messages unchanged.
std::string readableError(const std::string& message);

} // namespace ailab::sim
