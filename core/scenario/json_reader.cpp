#include "core/scenario/json_reader.h"

#include "core/error.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace ailab::core::scenario {

using Json = nlohmann::json;

namespace {

constexpr auto kIntMin = std::numeric_limits<std::int64_t>::min();
constexpr auto kIntMax = std::numeric_limits<std::int64_t>::max();

std::string integerExpectation(const IntegerSpec& spec)
{
    if (spec.min == kIntMin && spec.max == kIntMax)
        return "an integer";
    if (spec.max == kIntMax)
        return fmt::format("an integer of at least {}", spec.min);
    if (spec.min == kIntMin)
        return fmt::format("an integer of at most {}", spec.max);
    return fmt::format("an integer from {} to {}", spec.min, spec.max);
}

std::string numberExpectation(const NumberSpec& spec)
{
    const bool hasMin = std::isfinite(spec.min);
    const bool hasMax = std::isfinite(spec.max);
    if (!hasMin && !hasMax)
        return "a number";
    if (spec.minExclusive) {
        if (!hasMax)
            return fmt::format("a number greater than {}", spec.min);
        return fmt::format("a number greater than {} and at most {}", spec.min, spec.max);
    }
    if (!hasMax)
        return fmt::format("a number of at least {}", spec.min);
    if (!hasMin)
        return fmt::format("a number of at most {}", spec.max);
    return fmt::format("a number from {} to {}", spec.min, spec.max);
}

std::string stringExpectation(const StringSpec& spec)
{
    return spec.allowEmpty ? "a string" : "a non-empty string";
}

std::string choiceExpectation(const std::vector<std::string>& options)
{
    std::string text = "one of ";
    for (std::size_t i = 0; i < options.size(); ++i) {
        if (i > 0)
            text += ", ";
        text += Json(options[i]).dump();
    }
    return text;
}

[[noreturn]] void fail(const std::string& pointer, const std::string& expected,
                       const std::string& got)
{
    throw Error("expected " + expected + ", got " + got, pointer);
}

std::string itemCount(std::size_t n)
{
    return n == 1 ? "1 item" : fmt::format("{} items", n);
}

[[noreturn]] void failMissing(const std::string& pointer, const std::string& expected)
{
    throw Error("missing required field; expected " + expected, pointer);
}

} // namespace

std::string childPointer(const std::string& parent, std::string_view key)
{
    return (Json::json_pointer(parent) / std::string(key)).to_string();
}

std::string childPointer(const std::string& parent, std::size_t index)
{
    return (Json::json_pointer(parent) / index).to_string();
}

std::string describeValue(const Json& value)
{
    switch (value.type()) {
    case Json::value_t::null:
        return "null";
    case Json::value_t::boolean:
        return value.get<bool>() ? "true" : "false";
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
        return value.dump();
    case Json::value_t::number_float:
        return fmt::format("{}", value.get<double>());
    case Json::value_t::string:
        return "a string";
    case Json::value_t::array:
        return "an array";
    case Json::value_t::object:
        return "an object";
    default:
        return "an unsupported value";
    }
}

std::int64_t readInteger(const Json& value, const std::string& pointer, const IntegerSpec& spec)
{
    std::int64_t result = 0;
    if (value.is_number_unsigned()) {
        const auto u = value.get<std::uint64_t>();
        if (u > static_cast<std::uint64_t>(kIntMax))
            fail(pointer, integerExpectation(spec), describeValue(value));
        result = static_cast<std::int64_t>(u);
    } else if (value.is_number_integer()) {
        result = value.get<std::int64_t>();
    } else if (value.is_number_float()) {
        // JSON has one number type: 8.0 is the integer 8, 8.5 is not an integer.
        const double d = value.get<double>();
        if (!std::isfinite(d) || std::floor(d) != d || d < -9.2e18 || d > 9.2e18)
            fail(pointer, integerExpectation(spec), describeValue(value));
        result = static_cast<std::int64_t>(d);
    } else {
        fail(pointer, integerExpectation(spec), describeValue(value));
    }
    if (result < spec.min || result > spec.max)
        fail(pointer, integerExpectation(spec), std::to_string(result));
    return result;
}

double readNumber(const Json& value, const std::string& pointer, const NumberSpec& spec)
{
    if (!value.is_number())
        fail(pointer, numberExpectation(spec), describeValue(value));
    const double d = value.get<double>();
    const bool belowMin = spec.minExclusive ? !(d > spec.min) : d < spec.min;
    if (!std::isfinite(d) || belowMin || d > spec.max)
        fail(pointer, numberExpectation(spec), describeValue(value));
    return d;
}

std::string readString(const Json& value, const std::string& pointer, const StringSpec& spec)
{
    if (!value.is_string())
        fail(pointer, stringExpectation(spec), describeValue(value));
    const auto& s = value.get_ref<const std::string&>();
    if (s.empty() && !spec.allowEmpty)
        fail(pointer, stringExpectation(spec), "an empty string");
    if (s.size() > spec.maxLength)
        fail(pointer, fmt::format("a string of at most {} bytes", spec.maxLength),
             fmt::format("{} bytes", s.size()));
    return s;
}

std::string readChoice(const Json& value, const std::string& pointer,
                       const std::vector<std::string>& options)
{
    if (!value.is_string())
        fail(pointer, choiceExpectation(options), describeValue(value));
    const auto& s = value.get_ref<const std::string&>();
    if (std::find(options.begin(), options.end(), s) == options.end()) {
        // Quote a short value so the reader sees the typo; never echo a huge string.
        const std::string got = s.size() <= 64 ? Json(s).dump() : "a string";
        fail(pointer, choiceExpectation(options), got);
    }
    return s;
}

// ---------------------------------------------------------------------------------------
// ObjectReader

ObjectReader::ObjectReader(const Json& value, std::string pointer)
    : m_value(&value)
    , m_pointer(std::move(pointer))
{
    if (!value.is_object())
        fail(m_pointer, "an object", describeValue(value));
}

bool ObjectReader::has(std::string_view key) const
{
    return m_value->contains(key);
}

const Json* ObjectReader::find(std::string_view key)
{
    accept(key);
    const auto it = m_value->find(key);
    return it == m_value->end() ? nullptr : &*it;
}

void ObjectReader::accept(std::string_view key)
{
    if (std::find(m_known.begin(), m_known.end(), key) == m_known.end())
        m_known.emplace_back(key);
}

std::int64_t ObjectReader::integer(std::string_view key, const IntegerSpec& spec)
{
    const std::string ptr = childPointer(m_pointer, key);
    if (const Json* v = find(key))
        return readInteger(*v, ptr, spec);
    if (!spec.fallback)
        failMissing(ptr, integerExpectation(spec));
    return *spec.fallback;
}

double ObjectReader::number(std::string_view key, const NumberSpec& spec)
{
    const std::string ptr = childPointer(m_pointer, key);
    if (const Json* v = find(key))
        return readNumber(*v, ptr, spec);
    if (!spec.fallback)
        failMissing(ptr, numberExpectation(spec));
    return *spec.fallback;
}

bool ObjectReader::boolean(std::string_view key, std::optional<bool> fallback)
{
    const std::string ptr = childPointer(m_pointer, key);
    if (const Json* v = find(key)) {
        if (!v->is_boolean())
            fail(ptr, "true or false", describeValue(*v));
        return v->get<bool>();
    }
    if (!fallback)
        failMissing(ptr, "true or false");
    return *fallback;
}

std::string ObjectReader::string(std::string_view key, const StringSpec& spec)
{
    const std::string ptr = childPointer(m_pointer, key);
    if (const Json* v = find(key))
        return readString(*v, ptr, spec);
    if (!spec.fallback)
        failMissing(ptr, stringExpectation(spec));
    return *spec.fallback;
}

std::string ObjectReader::choice(std::string_view key, const std::vector<std::string>& options,
                                 std::optional<std::string> fallback)
{
    const std::string ptr = childPointer(m_pointer, key);
    if (const Json* v = find(key))
        return readChoice(*v, ptr, options);
    if (!fallback)
        failMissing(ptr, choiceExpectation(options));
    return *fallback;
}

ObjectReader ObjectReader::object(std::string_view key)
{
    const std::string ptr = childPointer(m_pointer, key);
    if (const Json* v = find(key))
        return ObjectReader(*v, ptr);
    failMissing(ptr, "an object");
}

std::optional<ObjectReader> ObjectReader::optionalObject(std::string_view key)
{
    if (const Json* v = find(key))
        return ObjectReader(*v, childPointer(m_pointer, key));
    return std::nullopt;
}

ArrayReader ObjectReader::array(std::string_view key, const ArraySpec& spec)
{
    static const Json kEmpty = Json::array();
    const std::string ptr = childPointer(m_pointer, key);
    if (const Json* v = find(key))
        return ArrayReader(*v, ptr, spec);
    if (spec.required)
        failMissing(ptr, "an array");
    return ArrayReader(kEmpty, ptr, ArraySpec{});
}

void ObjectReader::finish() const
{
    for (const auto& item : m_value->items()) {
        if (std::find(m_known.begin(), m_known.end(), item.key()) != m_known.end())
            continue;
        std::string message = "unknown field; ";
        if (m_known.empty()) {
            message += "this object takes no fields";
        } else {
            message += "expected one of ";
            for (std::size_t i = 0; i < m_known.size(); ++i)
                message += (i > 0 ? ", " : "") + m_known[i];
        }
        throw Error(message, childPointer(m_pointer, item.key()));
    }
}

// ---------------------------------------------------------------------------------------
// ArrayReader

ArrayReader::ArrayReader(const Json& value, std::string pointer, const ArraySpec& spec)
    : m_value(&value)
    , m_pointer(std::move(pointer))
{
    if (!value.is_array())
        fail(m_pointer, "an array", describeValue(value));
    const std::size_t n = value.size();
    if (n < spec.minItems || n > spec.maxItems) {
        std::string expected;
        if (spec.maxItems == std::numeric_limits<std::size_t>::max())
            expected = "an array of at least " + itemCount(spec.minItems);
        else if (spec.minItems == spec.maxItems)
            expected = "an array of exactly " + itemCount(spec.minItems);
        else
            expected = fmt::format("an array of {} to {} items", spec.minItems, spec.maxItems);
        fail(m_pointer, expected, itemCount(n));
    }
}

std::int64_t ArrayReader::integer(std::size_t index, const IntegerSpec& spec) const
{
    return readInteger(at(index), childPointer(m_pointer, index), spec);
}

double ArrayReader::number(std::size_t index, const NumberSpec& spec) const
{
    return readNumber(at(index), childPointer(m_pointer, index), spec);
}

std::string ArrayReader::string(std::size_t index, const StringSpec& spec) const
{
    return readString(at(index), childPointer(m_pointer, index), spec);
}

std::string ArrayReader::choice(std::size_t index, const std::vector<std::string>& options) const
{
    return readChoice(at(index), childPointer(m_pointer, index), options);
}

ObjectReader ArrayReader::object(std::size_t index) const
{
    return ObjectReader(at(index), childPointer(m_pointer, index));
}

} // namespace ailab::core::scenario
