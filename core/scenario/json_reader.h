#pragma once

#include <cstdint>
#include <limits>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ailab::core::scenario {

// Limits of an integer field. A field without `fallback` is required.
struct IntegerSpec
{
    std::int64_t min = std::numeric_limits<std::int64_t>::min();
    std::int64_t max = std::numeric_limits<std::int64_t>::max();
    std::optional<std::int64_t> fallback = std::nullopt;
};

// Limits of a number field. `minExclusive` turns `min` into "greater than".
struct NumberSpec
{
    double min = -std::numeric_limits<double>::infinity();
    double max = std::numeric_limits<double>::infinity();
    std::optional<double> fallback = std::nullopt;
    bool minExclusive = false;
};

struct StringSpec
{
    std::optional<std::string> fallback = std::nullopt;
    bool allowEmpty = true;
    std::size_t maxLength = 4096;
};

// Size limits of an array. An optional array that is absent reads as empty.
struct ArraySpec
{
    std::size_t minItems = 0;
    std::size_t maxItems = std::numeric_limits<std::size_t>::max();
    bool required = false;
};

// The JSON pointer of `key` inside the object at `parent` (RFC 6901 escaping: "~" -> "~0",
// "/" -> "~1"), as nlohmann::json::json_pointer writes it.
std::string childPointer(const std::string& parent, std::string_view key);
std::string childPointer(const std::string& parent, std::size_t index);

// "a string", "an array", "true", "0", ... for "expected X, got Y" messages.
std::string describeValue(const nlohmann::json& value);

class ArrayReader;

// Reads the fields of one JSON object and checks them. Every error is a core::Error whose
// path is the JSON pointer of the field and whose message says what was expected:
//   /model/servers: expected an integer from 1 to 256, got 0
// finish() refuses the fields that were never asked for. The reader refers to `value`,
// which must outlive it.
class ObjectReader
{
public:
    // Throws core::Error when `value` is not an object.
    ObjectReader(const nlohmann::json& value, std::string pointer);

    const std::string& pointer() const { return m_pointer; }
    const nlohmann::json& json() const { return *m_value; }
    bool has(std::string_view key) const;

    std::int64_t integer(std::string_view key, const IntegerSpec& spec = {});
    double number(std::string_view key, const NumberSpec& spec = {});
    bool boolean(std::string_view key, std::optional<bool> fallback = {});
    std::string string(std::string_view key, const StringSpec& spec = {});
    // One of `options`, compared exactly.
    std::string choice(std::string_view key, const std::vector<std::string>& options,
                       std::optional<std::string> fallback = {});

    // A required sub-object.
    ObjectReader object(std::string_view key);
    // An optional sub-object: empty when the field is absent.
    std::optional<ObjectReader> optionalObject(std::string_view key);
    ArrayReader array(std::string_view key, const ArraySpec& spec = {});

    // Marks a field as known without reading it (a field the caller reads another way).
    void accept(std::string_view key);

    // Throws for the first field that no call above asked for.
    void finish() const;

private:
    const nlohmann::json* find(std::string_view key);

    const nlohmann::json* m_value;
    std::string m_pointer;
    std::vector<std::string> m_known; // in the order asked, for the "expected one of" list
};

// Reads the items of one JSON array, each checked like a field of ObjectReader.
class ArrayReader
{
public:
    // Throws core::Error when `value` is not an array or its size is outside `spec`.
    ArrayReader(const nlohmann::json& value, std::string pointer, const ArraySpec& spec = {});

    const std::string& pointer() const { return m_pointer; }
    std::size_t size() const { return m_value->size(); }
    bool empty() const { return m_value->empty(); }
    const nlohmann::json& at(std::size_t index) const { return m_value->at(index); }

    std::int64_t integer(std::size_t index, const IntegerSpec& spec = {}) const;
    double number(std::size_t index, const NumberSpec& spec = {}) const;
    std::string string(std::size_t index, const StringSpec& spec = {}) const;
    std::string choice(std::size_t index, const std::vector<std::string>& options) const;
    ObjectReader object(std::size_t index) const;

private:
    const nlohmann::json* m_value;
    std::string m_pointer;
};

// Value checks shared by both readers; `pointer` names the value in errors.
std::int64_t readInteger(const nlohmann::json& value, const std::string& pointer,
                         const IntegerSpec& spec);
double readNumber(const nlohmann::json& value, const std::string& pointer, const NumberSpec& spec);
std::string readString(const nlohmann::json& value, const std::string& pointer,
                       const StringSpec& spec);
std::string readChoice(const nlohmann::json& value, const std::string& pointer,
                       const std::vector<std::string>& options);

} // namespace ailab::core::scenario
