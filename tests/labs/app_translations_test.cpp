#include "app/translations.h"
#include "labs/common/skeleton/scenario_text.h"
#include "labs/common/topology/topology_link_item.h"
#include "labs/common/topology/topology_node_item.h"

#include <QCoreApplication>
#include <QLocale>
#include <catch2/catch.hpp>

using ailab::app::Translations;

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
