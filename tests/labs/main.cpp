// GUI tests need a QApplication before any widget exists; Catch2 runs inside it.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include "app/translations.h"

#include <QApplication>
#include <QDir>
#include <QTemporaryDir>

int main(int argc, char* argv[])
{
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? "offscreen"
                                                                   : qgetenv("QT_QPA_PLATFORM"));
    // Each run has settings and data of its own, starting from the defaults: ctest runs the
    // test cases two at a time, each in its own process, and one that opened the activity
    // pane or cleared the settings changed what another measured in the same files.
    QTemporaryDir home;
    if (!home.isValid())
        return 2;
    for (const char* variable : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME",
                                 "XDG_STATE_HOME"}) {
        const QString path = home.filePath(QString::fromLatin1(variable));
        QDir().mkpath(path);
        qputenv(variable, QFile::encodeName(path));
    }
    QApplication app(argc, argv);
    // English as the program shows it, with the plural forms of "%n" strings.
    ailab::app::Translations translations;
    translations.install(QStringLiteral("en"));
    return Catch::Session().run(argc, argv);
}
