#include "core/telemetry/metric_name.h"

#include "core/error.h"

#include <algorithm>
#include <fmt/format.h>

namespace ailab::core::telemetry {
namespace {

bool isAlpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isFamilyChar(char c) { return isAlpha(c) || isDigit(c) || c == '_' || c == ':'; }
bool isLabelChar(char c) { return isAlpha(c) || isDigit(c) || c == '_'; }

// Well-formed UTF-8 (RFC 3629): no overlong forms, no surrogates, nothing above U+10FFFF.
// OpenMetrics' strings "MUST only consist of valid UTF-8 characters".
bool isValidUtf8(std::string_view text)
{
    std::size_t i = 0;
    while (i < text.size()) {
        const auto lead = static_cast<unsigned char>(text[i]);
        std::size_t length = 0;
        char32_t code = 0;
        char32_t least = 0;
        if (lead < 0x80) {
            ++i;
            continue;
        }
        if ((lead & 0xE0) == 0xC0) {
            length = 2, code = lead & 0x1F, least = 0x80;
        } else if ((lead & 0xF0) == 0xE0) {
            length = 3, code = lead & 0x0F, least = 0x800;
        } else if ((lead & 0xF8) == 0xF0) {
            length = 4, code = lead & 0x07, least = 0x10000;
        } else {
            return false;
        }
        if (i + length > text.size())
            return false;
        for (std::size_t k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(text[i + k]);
            if ((next & 0xC0) != 0x80)
                return false;
            code = code << 6 | (next & 0x3F);
        }
        if (code < least || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
            return false;
        i += length;
    }
    return true;
}

void checkFamily(const std::string& family)
{
    if (!isValidFamilyName(family))
        throw Error(fmt::format("'{}' is not a metric family name: it must match "
                                "[a-zA-Z_:][a-zA-Z0-9_:]* and not start with '_' (OpenMetrics)",
                                family));
}

void checkLabel(const std::string& family, const Label& label)
{
    if (!isValidLabelName(label.name))
        throw Error(fmt::format("metric '{}': '{}' is not a label name: it must match "
                                "[a-zA-Z_][a-zA-Z0-9_]* and not start with '_' (OpenMetrics)",
                                family, label.name));
    if (label.value.empty())
        throw Error(fmt::format("metric '{}': label '{}' has an empty value (OpenMetrics reads "
                                "it as no label at all)",
                                family, label.name));
    if (!isValidUtf8(label.value))
        throw Error(fmt::format("metric '{}': the value of label '{}' is not valid UTF-8", family,
                                label.name));
}

// The reader of the text form: one pass, an error names the text and the byte offset.
class NameParser
{
public:
    explicit NameParser(std::string_view text)
        : m_text(text)
    {
    }

    MetricName parse()
    {
        std::string family = take(isFamilyChar);
        if (family.empty())
            fail("a metric name starts with a letter, '_' or ':'");
        std::vector<Label> labels;
        if (m_at < m_text.size()) {
            expect('{');
            if (!peek('}')) {
                for (;;) {
                    Label label;
                    label.name = take(isLabelChar);
                    if (label.name.empty())
                        fail("expected a label name");
                    expect('=');
                    expect('"');
                    label.value = quotedValue();
                    labels.push_back(std::move(label));
                    if (peek(','))
                        ++m_at;
                    else
                        break;
                }
            }
            expect('}');
            if (m_at != m_text.size())
                fail("unexpected text after the labels");
        }
        try {
            return MetricName(std::move(family), std::move(labels));
        } catch (const Error& error) {
            throw Error(fmt::format("metric name '{}': {}", m_text, error.message()));
        }
    }

private:
    template <typename CharTest> std::string take(CharTest test)
    {
        const std::size_t start = m_at;
        while (m_at < m_text.size() && test(m_text[m_at]))
            ++m_at;
        return std::string(m_text.substr(start, m_at - start));
    }

    bool peek(char c) const { return m_at < m_text.size() && m_text[m_at] == c; }

    void expect(char c)
    {
        if (!peek(c))
            fail(fmt::format("expected '{}'", c));
        ++m_at;
    }

    // escaped-char = normal-char / BS ("n" / DQUOTE / BS) / BS normal-char
    std::string quotedValue()
    {
        std::string value;
        for (;;) {
            if (m_at >= m_text.size())
                fail("the label value has no closing '\"'");
            const char c = m_text[m_at++];
            if (c == '"')
                return value;
            if (c == '\n')
                fail("a newline in a label value must be written \\n");
            if (c != '\\') {
                value += c;
                continue;
            }
            if (m_at >= m_text.size())
                fail("the label value ends in a lone '\\'");
            const char escaped = m_text[m_at++];
            if (escaped == 'n')
                value += '\n';
            else if (escaped == '"' || escaped == '\\')
                value += escaped;
            else if (escaped == '\n')
                fail("a newline in a label value must be written \\n");
            else
                value += {'\\', escaped}; // BS normal-char: kept as written
        }
    }

    [[noreturn]] void fail(const std::string& what) const
    {
        throw Error(fmt::format("metric name '{}': {} at byte {}", m_text, what, m_at));
    }

    std::string_view m_text;
    std::size_t m_at = 0;
};

} // namespace

bool isValidFamilyName(std::string_view name)
{
    if (name.empty() || name.front() == '_' || isDigit(name.front()))
        return false;
    return std::all_of(name.begin(), name.end(), isFamilyChar);
}

bool isValidLabelName(std::string_view name)
{
    if (name.empty() || name.front() == '_' || isDigit(name.front()))
        return false;
    return std::all_of(name.begin(), name.end(), isLabelChar);
}

std::string escapeLabelValue(std::string_view value)
{
    std::string out;
    out.reserve(value.size());
    for (const char c : value) {
        if (c == '\\')
            out += "\\\\";
        else if (c == '"')
            out += "\\\"";
        else if (c == '\n')
            out += "\\n";
        else
            out += c;
    }
    return out;
}

MetricName::MetricName(std::string family, std::vector<Label> labels)
    : m_family(std::move(family))
    , m_labels(std::move(labels))
{
    checkFamily(m_family);
    for (const Label& label : m_labels)
        checkLabel(m_family, label);
    std::stable_sort(m_labels.begin(), m_labels.end(),
                     [](const Label& a, const Label& b) { return a.name < b.name; });
    const auto twice = std::adjacent_find(
        m_labels.begin(), m_labels.end(),
        [](const Label& a, const Label& b) { return a.name == b.name; });
    if (twice != m_labels.end())
        throw Error(fmt::format("metric '{}': label '{}' is given twice", m_family, twice->name));
}

MetricName MetricName::parse(std::string_view text)
{
    return NameParser(text).parse();
}

std::optional<std::string_view> MetricName::label(std::string_view name) const
{
    for (const Label& label : m_labels)
        if (label.name == name)
            return label.value;
    return std::nullopt;
}

MetricName MetricName::withFamily(std::string family) const
{
    return MetricName(std::move(family), m_labels);
}

MetricName MetricName::withLabel(std::string name, std::string value) const
{
    std::vector<Label> labels = m_labels;
    const auto same = std::find_if(labels.begin(), labels.end(),
                                   [&](const Label& label) { return label.name == name; });
    if (same != labels.end())
        same->value = std::move(value);
    else
        labels.push_back({std::move(name), std::move(value)});
    return MetricName(m_family, std::move(labels));
}

std::string MetricName::labelText() const
{
    if (m_labels.empty())
        return {};
    std::string out = "{";
    for (std::size_t i = 0; i < m_labels.size(); ++i) {
        if (i > 0)
            out += ',';
        out += m_labels[i].name;
        out += "=\"";
        out += escapeLabelValue(m_labels[i].value);
        out += '"';
    }
    out += '}';
    return out;
}

std::string MetricName::text() const
{
    return m_family + labelText();
}

} // namespace ailab::core::telemetry
