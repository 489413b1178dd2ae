#include "app/sim/help_formatter.h"

#include <cstdlib>
#include <fmt/format.h>
#include <regex>

namespace ailab::sim {

namespace {

// CLI11's name of a value type, in the words of the help: a whole number, a number or text.
std::string kindOf(const std::string& typeName)
{
    const std::string base = typeName.substr(0, typeName.find(':'));
    if (base == "INT" || base == "UINT")
        return "N";
    if (base == "FLOAT")
        return "X";
    return base.empty() ? std::string("TEXT") : base;
}

} // namespace

namespace {

// "1000.000000" -> "1000", "0.500000" -> "0.5"; anything else as it is.
std::string shortNumber(const std::string& text)
{
    char* end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size())
        return text;
    return fmt::format("{:g}", value);
}

} // namespace

std::string readableError(const std::string& message)
{
    // CLI::Range's message: "Value <x> not in range <min> to <max>".
    static const std::regex range(R"(Value (\S+) not in range (\S+) to (\S+))");
    std::smatch m;
    if (!std::regex_search(message, m, range))
        return message;
    return m.prefix().str() + shortNumber(m[1].str()) + " is outside " + shortNumber(m[2].str()) +
           " to " + shortNumber(m[3].str()) + m.suffix().str();
}

std::string readableRange(const std::string& typeName)
{
    const std::size_t colon = typeName.find(':');
    if (colon == std::string::npos)
        return {};
    const std::string check = typeName.substr(colon + 1);
    // CLI::Range: "<TYPE> in [<min> - <max>]".
    const std::size_t open = check.find(" in [");
    const std::size_t dash = check.find(" - ", open == std::string::npos ? 0 : open);
    if (open != std::string::npos && dash != std::string::npos && check.back() == ']')
        return check.substr(open + 5, dash - open - 5) + " to " +
               check.substr(dash + 3, check.size() - dash - 4);
    // CLI::IsMember: "{a,b,c}".
    if (check.size() > 2 && check.front() == '{' && check.back() == '}') {
        std::string out = "one of ";
        for (const char c : check.substr(1, check.size() - 2)) {
            if (c == ',')
                out += ", ";
            else
                out += c;
        }
        return out;
    }
    return check;
}

std::string HelpFormatter::make_option_opts(const CLI::Option* option) const
{
    // Flags have no type name: nothing to show but the flag.
    if (!option->get_option_text().empty() || option->get_type_name().empty())
        return CLI::Formatter::make_option_opts(option);
    std::string out = " " + kindOf(option->get_type_name());
    if (option->get_expected_max() == CLI::detail::expected_max_vector_size)
        out += " ...";
    if (option->get_required())
        out += " (required)";
    return out;
}

std::string HelpFormatter::make_option_desc(const CLI::Option* option) const
{
    std::string out = option->get_description();
    if (option->get_type_name().empty())
        return out;
    const std::string range = readableRange(option->get_type_name());
    if (!range.empty())
        out += "; " + range;
    if (!option->get_default_str().empty() && !option->get_required())
        out += "; default " + option->get_default_str();
    return out;
}

} // namespace ailab::sim
