#pragma once

#include <nlohmann/json.hpp>

// Figures as ailab-sim prints them: rounded for people, to what the model can claim; the
// models keep full precision. One place, so that every command rounds alike.
namespace ailab::sim {

// `value` to `digits` significant digits (76892.16823 -> 76892.2 at 6); 0, infinities and
// NaN as they are.
double significantDigits(double value, int digits);
// `value` to `digits` decimal places (1.23456 -> 1.23 at 2).
double decimalPlaces(double value, int digits);

// The commands' default: six significant digits, well within what a discrete-event model
// of measured inputs claims and free of binary noise ("29.714777423929597").
inline constexpr int kPrintedDigits = 6;

// Every floating-point number in `document`, however deep, to `digits` significant digits;
// integers, strings and the document's order unchanged.
void roundFigures(nlohmann::json& document, int digits = kPrintedDigits);
void roundFigures(nlohmann::ordered_json& document, int digits = kPrintedDigits);

} // namespace ailab::sim
