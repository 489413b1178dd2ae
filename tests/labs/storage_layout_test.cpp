// The storage lab's played pages in German and in presenter mode (the application's font
// at 1.5 times, app/appearance.h): no text cut, and pictures to look at (AILAB_TEST_SHOTS).
#include "app/appearance.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/widgets/palette.h"
#include "labs/storage/storage_lab.h"
#include "tests/labs/clipped_text.h"
#include "tests/labs/german_scope.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QApplication>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::storage;

namespace {

// The application's font at the presenter scale for the scope, as the shell sets it.
struct PresenterFont
{
    QFont base = QApplication::font();
    PresenterFont()
    {
        QFont f = base;
        f.setPointSizeF(base.pointSizeF() * ailab::app::Appearance::kPresenterScale);
        QApplication::setFont(f);
        style::setPresenterMode(true);
    }
    ~PresenterFont()
    {
        style::setPresenterMode(false);
        QApplication::setFont(base);
    }
    PresenterFont(const PresenterFont&) = delete;
    PresenterFont& operator=(const PresenterFont&) = delete;
};

void checkPages(const QString& name, QSize size)
{
    ailab::tests::LabFixture<StorageLab> f;
    f.workspace->resize(size);
    f.workspace->show();
    for (const char* preset : {"course-starvation", "local-cache-epochs"}) {
        f.lab.loadScenario(TabbedLab::readPreset(
            QStringLiteral(":/labs/storage/scenarios/%1.json").arg(QLatin1String(preset))));
        f.lab.driver()->seek(8.0);
        for (const char* mode : {"journey", "starvation", "checkpoint"}) {
            f.lab.setMode(QLatin1String(mode));
            QApplication::processEvents();
            const QStringList clipped = ailab::tests::clippedTexts(f.workspace.get());
            INFO(name.toStdString() << " " << preset << " " << mode << ": "
                                    << clipped.join(QLatin1Char('\n')).toStdString());
            CHECK(clipped.isEmpty());
            ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("storage-%1-%2-%3")
                                                              .arg(name, QLatin1String(preset),
                                                                   QLatin1String(mode)));
        }
    }
}

} // namespace

TEST_CASE("storage pages: nothing cut in German at 1280x800", "[gui][storage]")
{
    ailab::tests::GermanForScope german;
    checkPages(QStringLiteral("de"), QSize(1280, 800));
}

TEST_CASE("storage pages: nothing cut in presenter mode at 1920x1080", "[gui][storage]")
{
    PresenterFont presenter;
    checkPages(QStringLiteral("presenter"), QSize(1920, 1080));
}

TEST_CASE("storage pages: nothing cut in English at 1280x800", "[gui][storage]")
{
    checkPages(QStringLiteral("en"), QSize(1280, 800));
}
