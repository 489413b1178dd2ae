#include "app/translations.h"

#include "core/units/format.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>

namespace ailab::app {

namespace {
const QString kResourceDir = QStringLiteral(":/i18n");
const QString kPrefix = QStringLiteral("ailab_");

// Numbers follow the language shown ("1,75 s" in German): Qt's through the default
// locale, the core's formatted quantities through its number style.
void useNumbersOf(const QLocale& locale)
{
    QLocale::setDefault(locale);
    const auto single = [](const QString& text, char fallback) {
        return text.size() == 1 && text.at(0).unicode() < 0x80 ? text.at(0).toLatin1() : fallback;
    };
    ailab::core::units::setNumberStyle({.decimalPoint = single(locale.decimalPoint(), '.'),
                                        .groupSeparator = single(locale.groupSeparator(), ',')});
}
} // namespace

Translations::Translations() = default;

Translations::~Translations()
{
    removeAll();
}

QStringList Translations::available()
{
    QStringList codes{QStringLiteral("en")};
    const QStringList files =
        QDir(kResourceDir).entryList({kPrefix + QStringLiteral("*.qm")}, QDir::Files, QDir::Name);
    for (const QString& file : files) {
        const QString code = file.mid(kPrefix.size()).chopped(3);
        if (!codes.contains(code))
            codes << code;
    }
    return codes;
}

QString Translations::resolve(const QString& requested, const QString& setting)
{
    const QStringList codes = available();
    if (!requested.isEmpty())
        return requested;
    if (codes.contains(setting))
        return setting;
    for (const QString& ui : QLocale::system().uiLanguages()) {
        const QString language = QLocale(ui).name().section(QLatin1Char('_'), 0, 0);
        if (codes.contains(language))
            return language;
    }
    return QStringLiteral("en");
}

QString Translations::nativeName(const QString& code)
{
    const QString name = QLocale(code).nativeLanguageName();
    return name.isEmpty() ? code : name.left(1).toUpper() + name.mid(1);
}

bool Translations::install(const QString& code)
{
    removeAll();
    m_current = QStringLiteral("en");
    useNumbersOf(QLocale(code == QLatin1String("en") ? QStringLiteral("en_US") : code));

    auto app = std::make_unique<QTranslator>();
    if (code == QLatin1String("en")) {
        // English needs only the plural forms of "%n" strings ("1 flow", "2 flows").
        if (app->load(kPrefix + code, kResourceDir)) {
            QCoreApplication::installTranslator(app.get());
            m_app = std::move(app);
        }
        return true;
    }
    if (!app->load(kPrefix + code, kResourceDir)) {
        useNumbersOf(QLocale(QStringLiteral("en_US")));
        return false;
    }
    QCoreApplication::installTranslator(app.get());
    m_app = std::move(app);

    // Qt's own strings (buttons of standard dialogs); missing on some systems, which is fine.
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_") + code,
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        m_qt = std::move(qt);
    }
    m_current = code;
    return true;
}

void Translations::removeAll()
{
    if (m_app)
        QCoreApplication::removeTranslator(m_app.get());
    if (m_qt)
        QCoreApplication::removeTranslator(m_qt.get());
    m_app.reset();
    m_qt.reset();
}

} // namespace ailab::app
