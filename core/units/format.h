#pragma once

#include "core/units/units.h"

#include <fmt/format.h>
#include <string>
#include <string_view>

namespace ailab::core::units {

// Decimal prefixes a caller can fix instead of the automatic choice.
enum class Prefix { None, Kilo, Mega, Giga, Tera, Peta };

// How to show a quantity. The defaults pick the prefix that puts the number in [1, 1000)
// and the shortest of 1 to 4 significant digits that shows the value exactly, otherwise 3
// (1.75 GB, 2.875 s, 6.67 GB/s). Numbers of 1,000 and more are grouped with commas.
struct FormatOptions
{
    int significantDigits = 0; // 0 = automatic, as described above
    bool fixedPrefix = false;  // true = use `prefix` (decimal quantities only)
    Prefix prefix = Prefix::None;
};

// The separators the numbers are written with. The default is English ("1,024.5"), which
// ailab-sim and the files keep; the shell sets the separators of the language the learner
// chose ("1.024,5" in German) when it installs that language, so that every formatted
// quantity, in a view or in a model's text, reads as the rest of the page. Set it from one
// thread before formatting; reading it is safe from any thread.
struct NumberStyle
{
    char decimalPoint = '.';
    char groupSeparator = ',';
};
void setNumberStyle(NumberStyle style);
NumberStyle numberStyle();

// A plain number by the rules above, without a unit ("218,400", "0.025").
std::string formatNumber(double value, int significantDigits = 0);

// "1.75 GB", "400 Gb/s", "50 GB/s", "2.875 s", "35 ms", "64 kW", "989 TFLOP/s".
std::string toString(Bytes value, const FormatOptions& options = {});
std::string toString(Seconds value, const FormatOptions& options = {});
std::string toString(BitRate value, const FormatOptions& options = {});
std::string toString(ByteRate value, const FormatOptions& options = {});
std::string toString(Watts value, const FormatOptions& options = {});
std::string toString(Flops value, const FormatOptions& options = {});
std::string toString(FlopCount value, const FormatOptions& options = {});

// Binary prefixes for memory sizes: "80 GiB", "512 MiB".
std::string toStringBinary(Bytes value, int significantDigits = 0);

// Both forms of a rate, the given one first: "400 Gb/s = 50 GB/s", "6.67 GB/s = 53.3 Gb/s".
std::string toStringBoth(BitRate value);
std::string toStringBoth(ByteRate value);

// Heat: "218,400 BTU/h" (4 significant digits, as the seed's rack example rounds).
std::string toStringBtuPerHour(double btuPerHour);
// Cooling capacity: "18.2 tons".
std::string toStringCoolingTons(double tons);

} // namespace ailab::core::units

// fmt support, so that fmt::format("{}", Bytes::gigabytes(1)) gives "1 GB".
template <typename T>
requires std::is_base_of_v<ailab::core::units::Quantity<T>, T>
struct fmt::formatter<T> : fmt::formatter<std::string_view>
{
    template <typename FormatContext> auto format(const T& value, FormatContext& ctx) const
    {
        const std::string text = ailab::core::units::toString(value);
        return fmt::formatter<std::string_view>::format(std::string_view(text), ctx);
    }
};
