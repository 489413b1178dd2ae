#pragma once

#include <QString>
#include <QStringList>
#include <QTranslator>
#include <memory>

namespace ailab::app {

// The languages the program ships (":/i18n/ailab_<code>.qm", English is built in) and the
// translators of the running program: ours plus Qt's own (qtbase_<code>.qm) for the
// standard dialogs.
class Translations
{
public:
    Translations();
    ~Translations();

    // "en" first, then every shipped translation, e.g. {"en", "de"}.
    static QStringList available();
    // The language to use: the one asked for if given, else the saved setting if shipped,
    // else the system's first UI language that is shipped, else "en".
    static QString resolve(const QString& requested, const QString& setting);
    // Human name of a language in that language ("Deutsch").
    static QString nativeName(const QString& code);

    // Installs the translators for code ("en" removes them) and makes that language's
    // number format the default locale. Returns false when the program's own translation
    // could not be loaded (English stays).
    bool install(const QString& code);
    QString current() const { return m_current; }

private:
    void removeAll();

    std::unique_ptr<QTranslator> m_app;
    std::unique_ptr<QTranslator> m_qt;
    QString m_current = QStringLiteral("en");
};

} // namespace ailab::app
