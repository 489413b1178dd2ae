#include "app/sim/json_figures.h"

#include <cmath>

namespace ailab::sim {

double significantDigits(double value, int digits)
{
    if (value == 0.0 || !std::isfinite(value))
        return value;
    const double scale = std::pow(10.0, digits - 1 - std::floor(std::log10(std::fabs(value))));
    const double rounded = std::round(value * scale) / scale;
    return std::isfinite(rounded) ? rounded : value;
}

double decimalPlaces(double value, int digits)
{
    const double scale = std::pow(10.0, digits);
    return std::round(value * scale) / scale;
}

namespace {

template <typename Json> void roundAll(Json& document, int digits)
{
    if (document.is_number_float()) {
        document = significantDigits(document.template get<double>(), digits);
        return;
    }
    if (document.is_structured())
        for (auto& item : document)
            roundAll(item, digits);
}

} // namespace

void roundFigures(nlohmann::json& document, int digits)
{
    roundAll(document, digits);
}

void roundFigures(nlohmann::ordered_json& document, int digits)
{
    roundAll(document, digits);
}

} // namespace ailab::sim
