#include "app/sim/help_formatter.h"

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
