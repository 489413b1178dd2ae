#include "labs/common/incident/incident_panel_texts.h"

#include <QLocale>
#include <cmath>

namespace ailab::labs {

namespace {

// How a core unit relates to its base unit (seconds, bytes, bit/s).
enum class Family { Time, Bytes, Rate, Ratio, Count, Flag, Other };

struct UnitInfo
{
    Family family = Family::Other;
    double toBase = 1.0;
};

UnitInfo unitInfo(const std::string& unit)
{
    if (unit == "s")
        return {Family::Time, 1.0};
    if (unit == "ms")
        return {Family::Time, 1e-3};
    if (unit == "us")
        return {Family::Time, 1e-6};
    if (unit == "ns")
        return {Family::Time, 1e-9};
    if (unit == "B")
        return {Family::Bytes, 1.0};
    if (unit == "KB")
        return {Family::Bytes, 1e3};
    if (unit == "MB")
        return {Family::Bytes, 1e6};
    if (unit == "GB")
        return {Family::Bytes, 1e9};
    if (unit == "b/s")
        return {Family::Rate, 1.0};
    if (unit == "Mb/s")
        return {Family::Rate, 1e6};
    if (unit == "Gb/s")
        return {Family::Rate, 1e9};
    if (unit == "ratio")
        return {Family::Ratio, 1.0};
    if (unit == "count")
        return {Family::Count, 1.0};
    if (unit == "flag")
        return {Family::Flag, 1.0};
    return {};
}

} // namespace

IncidentScale IncidentFormat::scaleFor(const std::string& unit, double largest)
{
    const UnitInfo info = unitInfo(unit);
    const double base = std::abs(largest) * info.toBase;
    switch (info.family) {
    case Family::Time:
        if (base != 0.0 && base < 1e-3)
            return {info.toBase / 1e-6, tr("µs")};
        if (base != 0.0 && base < 1.0)
            return {info.toBase / 1e-3, tr("ms")};
        return {info.toBase, tr("s")};
    case Family::Bytes:
        if (base >= 1e9)
            return {info.toBase / 1e9, tr("GB")};
        if (base >= 1e6)
            return {info.toBase / 1e6, tr("MB")};
        if (base >= 1e3)
            return {info.toBase / 1e3, tr("KB")};
        return {info.toBase, tr("B")};
    case Family::Rate:
        if (base >= 1e9)
            return {info.toBase / 1e9, tr("Gb/s")};
        if (base >= 1e6)
            return {info.toBase / 1e6, tr("Mb/s")};
        return {info.toBase, tr("b/s")};
    case Family::Ratio:
        return {100.0, tr("%")};
    case Family::Count:
    case Family::Flag:
        return {1.0, QString()};
    case Family::Other:
        break;
    }
    return {1.0, QString::fromStdString(unit)};
}

QString IncidentFormat::number(double value)
{
    if (!std::isfinite(value))
        return tr("not finite");
    const double magnitude = std::abs(value);
    int decimals = 0;
    if (magnitude > 0.0 && magnitude < 100.0)
        decimals = std::min(6, 2 - int(std::floor(std::log10(magnitude))));
    const QLocale locale;
    QString text = locale.toString(value, 'f', decimals);
    // The shortest form: "1.5" rather than "1.50".
    const QString point = locale.decimalPoint();
    if (decimals > 0 && text.contains(point)) {
        while (text.endsWith(locale.zeroDigit()))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

std::pair<QString, QString> IncidentFormat::split(double value, const std::string& unit)
{
    // Units the models give as they are, in the learner's language.
    if (unit == "tokens")
        return {QLocale().toString(qlonglong(std::llround(value))), tr("tokens")};
    if (unit == "tokens/s")
        return {QLocale().toString(qlonglong(std::llround(value))), tr("tokens/s")};
    if (unit == "req/s")
        return {number(value), tr("req/s")};
    if (unit == "KiB")
        return {number(value), tr("KiB")};
    const Family family = unitInfo(unit).family;
    if (family == Family::Count)
        return {QLocale().toString(qlonglong(std::llround(value))), QString()};
    if (family == Family::Flag)
        return {value != 0.0 ? tr("on") : tr("off"), QString()};
    const IncidentScale scale = scaleFor(unit, value);
    return {number(value * scale.factor), scale.unit};
}

QString IncidentFormat::join(const QString& value, const QString& unit)
{
    if (unit.isEmpty())
        return value;
    //: A figure and its unit, e.g. "92 %" or "1.25 ms".
    return tr("%1 %2").arg(value, unit);
}

QString IncidentFormat::figure(double value, const std::string& unit)
{
    const auto [shown, shownUnit] = split(value, unit);
    return join(shown, shownUnit);
}

std::pair<QString, QString> IncidentTexts::figureParts(const core::ops::Figure& figure) const
{
    return IncidentFormat::split(figure.value, figure.unit);
}

QString IncidentTexts::causalEventText(const std::string& kind) const
{
    return QString::fromStdString(kind).replace(QLatin1Char('-'), QLatin1Char(' '));
}

QString IncidentTexts::figureText(const core::ops::Figure& figure) const
{
    const auto [value, unit] = figureParts(figure);
    return IncidentFormat::join(value, unit);
}

QString IncidentFormat::time(double seconds, const core::ops::IncidentModel& model)
{
    const double span = model.faultOnsetS() + model.secondsPerStage() * model.stageCount();
    const IncidentScale scale = scaleFor("s", span);
    return join(number(seconds * scale.factor), scale.unit);
}

} // namespace ailab::labs
