// GUI tests need a QApplication before any widget exists; Catch2 runs inside it.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include "app/translations.h"

#include <QApplication>
#include <QSettings>

int main(int argc, char* argv[])
{
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? "offscreen"
                                                                   : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    // Each run starts from the default settings: what an earlier run left (the activity
    // pane left open) must not change what this one measures.
    QSettings().clear();
    // English as the program shows it, with the plural forms of "%n" strings.
    ailab::app::Translations translations;
    translations.install(QStringLiteral("en"));
    return Catch::Session().run(argc, argv);
}
