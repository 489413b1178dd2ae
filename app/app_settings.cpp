#include "app/app_settings.h"

#include <QSettings>
#include <algorithm>

namespace ailab::app {

namespace {
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kLastLab = QStringLiteral("session/lastLab");
const QString kPresenter = QStringLiteral("view/presenterMode");
const QString kFontScale = QStringLiteral("view/fontScale");
const QString kLanguage = QStringLiteral("general/language");
const QString kSpeed = QStringLiteral("simulation/defaultSpeed");

constexpr double kMinScale = 0.5;
constexpr double kMaxScale = 3.0;
} // namespace

AppSettings::AppSettings(QSettings& settings)
    : m_settings(settings)
{
}

QByteArray AppSettings::windowGeometry() const
{
    return m_settings.value(kGeometry).toByteArray();
}

void AppSettings::setWindowGeometry(const QByteArray& geometry)
{
    m_settings.setValue(kGeometry, geometry);
}

QByteArray AppSettings::windowState() const
{
    return m_settings.value(kState).toByteArray();
}

void AppSettings::setWindowState(const QByteArray& state)
{
    m_settings.setValue(kState, state);
}

QString AppSettings::lastLab() const
{
    return m_settings.value(kLastLab).toString();
}

void AppSettings::setLastLab(const QString& id)
{
    m_settings.setValue(kLastLab, id);
}

bool AppSettings::presenterMode() const
{
    return m_settings.value(kPresenter, false).toBool();
}

void AppSettings::setPresenterMode(bool on)
{
    m_settings.setValue(kPresenter, on);
}

QString AppSettings::language() const
{
    return m_settings.value(kLanguage).toString();
}

void AppSettings::setLanguage(const QString& code)
{
    m_settings.setValue(kLanguage, code);
}

labs::SimDriver::Speed AppSettings::defaultSpeed() const
{
    const QString value = m_settings.value(kSpeed).toString();
    if (value == QLatin1String("slow"))
        return labs::SimDriver::Speed::Slow;
    if (value == QLatin1String("fast"))
        return labs::SimDriver::Speed::Fast;
    return labs::SimDriver::Speed::Normal;
}

void AppSettings::setDefaultSpeed(labs::SimDriver::Speed speed)
{
    const char* text = "normal";
    if (speed == labs::SimDriver::Speed::Slow)
        text = "slow";
    else if (speed == labs::SimDriver::Speed::Fast)
        text = "fast";
    m_settings.setValue(kSpeed, QLatin1String(text));
}

double AppSettings::fontScale() const
{
    bool ok = false;
    const double scale = m_settings.value(kFontScale, 1.0).toDouble(&ok);
    return ok ? std::clamp(scale, kMinScale, kMaxScale) : 1.0;
}

void AppSettings::setFontScale(double scale)
{
    m_settings.setValue(kFontScale, std::clamp(scale, kMinScale, kMaxScale));
}

void AppSettings::sync()
{
    m_settings.sync();
}

} // namespace ailab::app
