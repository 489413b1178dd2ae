#include "app/help_window.h"
#include "app/translations.h"
#include "labs/common/skeleton/scenario_text.h"
#include "labs/common/topology/topology_link_item.h"
#include "labs/common/topology/topology_node_item.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QTextBrowser>
#include <catch2/catch.hpp>

using ailab::app::Translations;

namespace {

QString readText(const QString& path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return QString::fromUtf8(file.readAll());
}

// The anchors and links of a page: a translation keeps every one of them.
QSet<QString> anchorsAndLinks(const QString& html)
{
    static const QRegularExpression attribute(
        QStringLiteral("<(?:a|h\\d)\\b[^>]*\\b(id|href)=\"([^\"]*)\""));
    QSet<QString> out;
    auto it = attribute.globalMatch(html);
    while (it.hasNext()) {
        const auto m = it.next();
        out.insert(m.captured(1) + QLatin1Char('=') + m.captured(2));
    }
    return out;
}

} // namespace

TEST_CASE("German shows translated strings and German number formats", "[gui][i18n]")
{
    Translations translations;
    REQUIRE(Translations::available().contains(QStringLiteral("de")));
    REQUIRE(translations.install(QStringLiteral("de")));
    CHECK(translations.current() == QStringLiteral("de"));
    CHECK(QLocale().toString(1.75, 'f', 2) == QStringLiteral("1,75"));

    // Scene items are no QObjects: their tr() must use the context lupdate filed them under.
    CHECK(ailab::labs::TopologyNodeItem::tr("%1: %2, load %3") ==
          QStringLiteral("%1: %2, Last %3"));
    CHECK(ailab::labs::TopologyLinkItem::tr("%1 – %2: %3, load %4, capacity %5") !=
          QStringLiteral("%1 – %2: %3, load %4, capacity %5"));

    // Shipped presets are translated; an instructor's own text shows as written.
    CHECK(ailab::labs::scenarioText("Power-capped racks") ==
          QStringLiteral("Racks mit Leistungsgrenze"));
    CHECK(ailab::labs::scenarioText("My own incident") == QStringLiteral("My own incident"));

    REQUIRE(translations.install(QStringLiteral("en")));
    CHECK(QLocale().toString(1.75, 'f', 2) == QStringLiteral("1.75"));
    CHECK(ailab::labs::TopologyNodeItem::tr("%1: %2, load %3") ==
          QStringLiteral("%1: %2, load %3"));
}

TEST_CASE("German help: every help page has a German version, shown in German", "[gui][i18n][help]")
{
    const QDir english(QStringLiteral(AILAB_SOURCE_DIR "/resources/help"));
    const QDir german(QStringLiteral(AILAB_SOURCE_DIR "/resources/help/de"));
    const QStringList pages = english.entryList({QStringLiteral("*.html")}, QDir::Files);
    REQUIRE(pages.size() >= 5);
    CHECK(german.entryList({QStringLiteral("*.html")}, QDir::Files) == pages);

    Translations translations;
    REQUIRE(translations.install(QStringLiteral("de")));
    for (const QString& page : pages) {
        INFO(page.toStdString());
        const QString englishText = readText(english.filePath(page));
        const QString germanText = readText(german.filePath(page));
        CHECK(germanText.contains(QStringLiteral("<html lang=\"de\">")));
        CHECK(anchorsAndLinks(germanText) == anchorsAndLinks(englishText));
        CHECK_FALSE(anchorsAndLinks(germanText).isEmpty());
        // F1 opens the German page while German is chosen.
        const QString id = page.chopped(5);
        const QUrl url =
            ailab::app::HelpWindow::pageFor(id == QLatin1String("index") ? QString() : id);
        CHECK(url == QUrl(QStringLiteral("qrc:/help/de/") + page));
        CHECK(readText(QLatin1Char(':') + url.path()) == germanText);
    }
    {
        ailab::app::HelpWindow help;
        help.showTopic(QStringLiteral("fabric"));
        CHECK(help.browser()->documentTitle() == QStringLiteral("KI-Netzwerk-Fabric"));
        CHECK(help.browser()->toPlainText().contains(QStringLiteral("Zurück zum Inhalt")));
        // A link leads to the German page of the same name.
        help.browser()->setSource(
            help.browser()->source().resolved(QUrl(QStringLiteral("stack.html"))));
        CHECK(help.browser()->source() == QUrl(QStringLiteral("qrc:/help/de/stack.html")));
        CHECK(help.browser()->documentTitle() == QStringLiteral("KI-Infrastruktur-Stack"));
        help.close();
    }

    REQUIRE(translations.install(QStringLiteral("en")));
    CHECK(ailab::app::HelpWindow::pageFor(QStringLiteral("fabric")) ==
          QUrl(QStringLiteral("qrc:/help/fabric.html")));
    ailab::app::HelpWindow help;
    help.showTopic(QStringLiteral("fabric"));
    CHECK(help.browser()->documentTitle() == QStringLiteral("AI networking fabric"));
    help.close();
}
