// The header above a lab's tabs describes what the page below shows: the scenario for a
// page that plays it, the page's own summary for one that does not (a walkthrough, a
// packet anatomy), in every lab.
#include "app/lab_registry.h"
#include "labs/common/skeleton/lab.h"
#include "labs/common/skeleton/lab_page.h"
#include "labs/common/skeleton/lab_workspace.h"
#include "labs/common/skeleton/scenario_text.h"
#include "labs/common/skeleton/tabbed_lab.h"
#include "labs/roce/panels/anatomy_panel.h"
#include "labs/roce/panels/congestion_page.h"
#include "labs/roce/panels/walkthrough_panel.h"
#include "labs/roce/roce_lab.h"
#include "tests/labs/lab_fixture.h"

#include <QLabel>
#include <QTabWidget>
#include <QTextDocumentFragment>
#include <catch2/catch.hpp>
#include <memory>

using namespace ailab::labs;

namespace {

QString plain(const QString& html)
{
    return QTextDocumentFragment::fromHtml(html).toPlainText();
}

} // namespace

TEST_CASE("lab header: each page's header describes that page", "[gui][contract][header]")
{
    for (const ailab::app::LabFactory& make : ailab::app::builtInLabFactories()) {
        ailab::tests::TestLabContext context;
        std::unique_ptr<Lab> lab = make();
        std::unique_ptr<QWidget> owner(lab->createWorkspace(context, nullptr));
        auto& tabbed = dynamic_cast<TabbedLab&>(*lab);
        LabWorkspace* workspace = tabbed.workspace();
        REQUIRE(workspace);
        INFO(lab->info().id.toStdString());
        const QString title = scenarioText(TabbedLab::readPreset(lab->presets().value(0)).title);
        for (LabPage* page : tabbed.pages()) {
            INFO(page->pageId().toStdString());
            tabbed.setMode(page->pageId());
            const QString header = plain(workspace->header()->text());
            if (page->pageSummary().isEmpty()) {
                CHECK(header.contains(title));
            } else {
                CHECK(header.contains(page->pageSummary()));
                CHECK_FALSE(header.contains(title));
            }
        }
        (void)owner.release(); // the lab deletes its workspace
    }
}

TEST_CASE("lab header: the RDMA WRITE and anatomy pages do not describe the incast",
          "[gui][roce][header]")
{
    ailab::tests::LabFixture<roce::RoceLab> f;
    LabWorkspace* workspace = f.lab.workspace();
    REQUIRE(workspace);
    for (LabPage* page : {static_cast<LabPage*>(f.lab.walkthroughPanel()),
                          static_cast<LabPage*>(f.lab.anatomyPanel())}) {
        INFO(page->pageId().toStdString());
        f.lab.setMode(page->pageId());
        const QString header = plain(workspace->header()->text());
        CHECK_FALSE(page->pageSummary().isEmpty());
        CHECK_FALSE(header.contains(QStringLiteral("incast"), Qt::CaseInsensitive));
        CHECK_FALSE(header.contains(QStringLiteral("Scenario:")));
        CHECK_FALSE(header.contains(QLatin1Char('&'))); // the tab's mnemonic is not shown
    }
    f.lab.setMode(f.lab.congestionPage()->pageId());
    CHECK(plain(workspace->header()->text()).contains(QStringLiteral("Scenario:")));
}
