#include "app/app_settings.h"

#include <QSettings>
#include <QVariantList>
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
const QString kRecentFiles = QStringLiteral("files/recent");
const QString kLastFolder = QStringLiteral("files/lastFolder");

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
    const QVariant value = m_settings.value(kPresenter, false);
    return value.typeId() == QMetaType::Bool ? value.toBool()
                                             : value.toString() == QLatin1String("true");
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

QStringList AppSettings::recentFiles() const
{
    return m_settings.value(kRecentFiles).toStringList();
}

void AppSettings::addRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    m_settings.setValue(kRecentFiles, files);
}

void AppSettings::removeRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    m_settings.setValue(kRecentFiles, files);
}

QString AppSettings::lastFolder() const
{
    return m_settings.value(kLastFolder).toString();
}

void AppSettings::setLastFolder(const QString& folder)
{
    m_settings.setValue(kLastFolder, folder);
}

namespace {

// A stored value as QSettings gives it back: native types from the registry-like formats,
// strings from an INI file. These read either, strictly.
bool readsAsBool(const QVariant& value)
{
    if (value.typeId() == QMetaType::Bool)
        return true;
    const QString text = value.typeId() == QMetaType::QString ? value.toString() : QString();
    return text == QLatin1String("true") || text == QLatin1String("false");
}

bool readsAsString(const QVariant& value)
{
    return value.typeId() == QMetaType::QString || value.typeId() == QMetaType::QByteArray;
}

bool readsAsStringList(const QVariant& value)
{
    if (readsAsString(value))
        return true;
    if (value.typeId() != QMetaType::QStringList && value.typeId() != QMetaType::QVariantList)
        return false;
    const QVariantList items = value.toList();
    return std::all_of(items.begin(), items.end(), readsAsString);
}

} // namespace

QStringList AppSettings::repair(const QStringList& labIds, const QStringList& languages)
{
    QStringList problems;
    if (m_settings.status() != QSettings::NoError) {
        problems << QStringLiteral("the settings file %1 cannot be read; starting with the "
                                   "defaults")
                        .arg(m_settings.fileName());
        m_settings.clear();
        return problems;
    }
    auto drop = [&](const QString& key, const QString& why) {
        problems << QStringLiteral("%1: %2; the default applies").arg(key, why);
        m_settings.remove(key);
    };
    auto present = [&](const QString& key) { return m_settings.contains(key); };

    for (const QString& key : {kGeometry, kState}) {
        if (present(key) && m_settings.value(key).typeId() != QMetaType::QByteArray)
            drop(key, QStringLiteral("not a saved window layout"));
    }
    if (present(kLastLab)) {
        const QVariant value = m_settings.value(kLastLab);
        if (!readsAsString(value))
            drop(kLastLab, QStringLiteral("not a lab id"));
        else if (const QString id = value.toString(); !id.isEmpty() && !labIds.contains(id))
            drop(kLastLab, QStringLiteral("there is no lab \"%1\"").arg(id));
    }
    if (present(kPresenter) && !readsAsBool(m_settings.value(kPresenter)))
        drop(kPresenter, QStringLiteral("not true or false"));
    if (present(kFontScale)) {
        bool ok = false;
        const double scale = m_settings.value(kFontScale).toDouble(&ok);
        if (!ok || !(scale >= kMinScale && scale <= kMaxScale))
            drop(kFontScale,
                 QStringLiteral("not a text size from %1 to %2").arg(kMinScale).arg(kMaxScale));
    }
    if (present(kLanguage)) {
        const QVariant value = m_settings.value(kLanguage);
        if (!readsAsString(value))
            drop(kLanguage, QStringLiteral("not a language code"));
        else if (const QString code = value.toString();
                 !code.isEmpty() && !languages.contains(code))
            drop(kLanguage, QStringLiteral("the language \"%1\" is not available").arg(code));
    }
    if (present(kSpeed)) {
        const QString speed = m_settings.value(kSpeed).toString();
        if (speed != QLatin1String("slow") && speed != QLatin1String("normal") &&
            speed != QLatin1String("fast"))
            drop(kSpeed, QStringLiteral("not slow, normal or fast"));
    }
    if (present(kRecentFiles) && !readsAsStringList(m_settings.value(kRecentFiles)))
        drop(kRecentFiles, QStringLiteral("not a list of files"));
    if (present(kLastFolder) && !readsAsString(m_settings.value(kLastFolder)))
        drop(kLastFolder, QStringLiteral("not a folder"));
    return problems;
}

void AppSettings::sync()
{
    m_settings.sync();
}

} // namespace ailab::app
