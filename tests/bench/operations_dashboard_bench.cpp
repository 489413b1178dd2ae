// Frame time of the operations lab's dashboard (printed, never pass/fail), offscreen.
//
// 1. The dashboard at 256 GPUs and 96 leaf-spine links (four-racks-256 with six spines: 16
//    rail leaves x 6) playing at the lab's normal speed, ten simulated seconds per wall second:
//    a frame is what the clock does every 16 ms, the twin advanced by 0.16 s, the page's
//    update on frameReady, and the repaint (the event loop's queued replots and paints).
//    Frames are stepped by hand (SimDriver::seek), so every chart of every row is fed: the
//    worst case, since a playing clock feeds only the charts on screen.
// 2. The GPU heatmaps at 2,048 GPUs (utilisation, SM clock and temperature, 300 columns):
//    one new column each and a redraw, as a frame with a new sample does; and the redraw
//    after the window moved (every row shifted).
#include "labs/common/charts/heatmap_panel.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/operations/operations_lab.h"
#include "labs/operations/operations_session.h"
#include "labs/operations/panels/dashboard_page.h"
#include "core/cluster/cluster_twin.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QWidget>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <memory>
#include <spdlog/logger.h>
#include <vector>

using namespace ailab::labs;

namespace {

constexpr double kFrameSimSeconds = 0.016 * 10.0; // 16 ms at 10x
constexpr int kWarmupSimSeconds = 30;
constexpr int kFrames = 600; // 96 simulated seconds

class BenchContext : public LabContext
{
public:
    std::shared_ptr<spdlog::logger> logger(const QString&) override
    {
        return std::make_shared<spdlog::logger>("bench");
    }
    void showStatus(const QString&) override {}
    bool presenterMode() const override { return false; }
};

double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0.0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(p * double(v.size() - 1) + 0.5))];
}

void print(const char* what, const std::vector<double>& ms)
{
    std::printf("  %-44s median %7.2f ms   p90 %7.2f ms   max %7.2f ms   (%zu frames)\n", what,
                percentile(ms, 0.5), percentile(ms, 0.9), ms.empty() ? 0.0 : *std::max_element(ms.begin(), ms.end()),
                ms.size());
}

void dashboardBench()
{
    operations::OperationsLab lab;
    BenchContext context;
    std::unique_ptr<QWidget> workspace(lab.createWorkspace(context, nullptr));
    ailab::core::scenario::Scenario scenario =
        TabbedLab::readPreset(QStringLiteral(":/labs/operations/scenarios/four-racks-256.json"));
    scenario.model["fabric"]["spines"] = 6;
    lab.loadScenario(scenario);
    lab.setMode(QStringLiteral("dashboard"));
    workspace->resize(1280, 800);
    workspace->show();
    QCoreApplication::processEvents();
    operations::OperationsSession& session = lab.session();
    auto* page = workspace->findChild<operations::DashboardPage*>();
    const ailab::core::cluster::ClusterTwin& twin = session.twin();
    std::printf("Dashboard: %d GPUs, %zu leaf-spine links, %d charts and %d heatmaps, 1280x800, "
                "every row open\n",
                twin.gpuCount(), twin.fabricState().uplinks().size(), int(page->charts().size()),
                int(page->heatmaps().size()));

    SimDriver* driver = lab.driver();
    driver->seek(kWarmupSimSeconds);
    QCoreApplication::processEvents();
    const auto* cluster = twin.metrics().find("ailab_cluster_gpu_utilisation");

    // Stepped: every chart fed each frame (the worst case; what a step or a seek does).
    QElapsedTimer clock;
    double updated = 0;
    auto marker = QObject::connect(driver, &SimDriver::frameReady,
                                   [&] { updated = double(clock.nsecsElapsed()) / 1e6; });
    std::vector<double> all, sampled, quiet, update, repaint, cpu;
    for (int f = 0; f < kFrames; ++f) {
        const std::uint64_t before = cluster->totalAdded();
        const double cpu0 = threadCpuMs();
        clock.start();
        driver->seek(driver->now() + kFrameSimSeconds);
        QCoreApplication::processEvents();
        const double total = double(clock.nsecsElapsed()) / 1e6;
        cpu.push_back(threadCpuMs() - cpu0);
        all.push_back(total);
        update.push_back(updated);
        repaint.push_back(total - updated);
        (cluster->totalAdded() != before ? sampled : quiet).push_back(cpu.back());
    }
    QObject::disconnect(marker);
    std::printf(" Stepped by hand, 0.16 s a frame, every chart fed:\n");
    print("frame: twin + update + repaint (wall)", all);
    print("frame (thread CPU time)", cpu);
    print("  twin advance + page update (wall)", update);
    print("  repaint: queued replots, paints (wall)", repaint);
    print("  frames with a new telemetry sample (CPU)", sampled);
    print("  frames without one (CPU)", quiet);

    // Playing at 10x on the driver's own 16 ms timer: a frame's cost is the CPU time of the
    // event loop from its tick up to the next one (the twin, the page, the replots and the
    // paints); the waiting in between costs none.
    int frames = 0;
    auto counter = QObject::connect(driver, &SimDriver::frameReady, [&] { ++frames; });
    std::vector<double> playing;
    double open = -1;
    driver->play();
    while (frames < kFrames && driver->isPlaying()) {
        const int before = frames;
        const double cpu0 = threadCpuMs();
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        const double spent = threadCpuMs() - cpu0;
        if (frames > before) {
            if (open >= 0)
                playing.push_back(open);
            open = spent;
        } else if (open >= 0) {
            open += spent;
        }
    }
    driver->pause();
    QObject::disconnect(counter);
    std::printf(" Playing at 10x (the driver's timer), what is on screen fed:\n");
    print("frame (thread CPU time)", playing);
    std::printf("  target: median frame under 8 ms\n\n");
}

void heatmapBench()
{
    constexpr int kGpus = 2048;
    constexpr int kColumns = 300;
    QWidget window;
    window.resize(1280, 1400);
    std::vector<std::unique_ptr<HeatmapPanel>> maps;
    QStringList rows;
    for (int g = 0; g < kGpus; ++g)
        rows << QStringLiteral("GPU %1 (server%2)").arg(g).arg(g / 8);
    const char* titles[] = {"utilisation", "SM clock", "temperature"};
    for (int i = 0; i < 3; ++i) {
        auto map = std::make_unique<HeatmapPanel>(&window);
        map->setTitle(QString::fromLatin1(titles[i]));
        map->setRows(rows);
        map->setTimeGrid(1.0, kColumns);
        map->setGeometry(0, i * 460, 1280, 450);
        maps.push_back(std::move(map));
    }
    window.show();
    // A full window first.
    std::vector<double> column(kGpus);
    int t = 0;
    const auto fillColumn = [&](HeatmapPanel& map, int at, int which) {
        for (int g = 0; g < kGpus; ++g)
            column[std::size_t(g)] = 50.0 + 45.0 * std::sin(0.01 * at + 0.37 * g + which);
        map.setColumn(at + 0.5, column.data(), kGpus);
    };
    for (; t < kColumns; ++t)
        for (int i = 0; i < 3; ++i)
            fillColumn(*maps[std::size_t(i)], t, i);
    QCoreApplication::processEvents();

    std::vector<double> frame, redraw, shifted, cpu;
    QElapsedTimer clock;
    for (int f = 0; f < 120; ++f, ++t) {
        const double cpu0 = threadCpuMs();
        clock.start();
        for (int i = 0; i < 3; ++i)
            fillColumn(*maps[std::size_t(i)], t, i);
        const double written = double(clock.nsecsElapsed()) / 1e6;
        for (auto& map : maps)
            map->replotNow();
        QCoreApplication::processEvents(); // the paint of the new picture
        const double total = double(clock.nsecsElapsed()) / 1e6;
        frame.push_back(total);
        cpu.push_back(threadCpuMs() - cpu0);
        redraw.push_back(total - written);
        // The window moves every eighth of it: that frame shifts every row.
        if (t > kColumns && (t - kColumns) % (kColumns / 8) == 0)
            shifted.push_back(total);
    }
    std::printf("Heatmaps: 3 x %d GPUs x %d columns, 1280x450 each\n", kGpus, kColumns);
    print("new column each + redraw + paint (all three)", frame);
    print("  the same, thread CPU time", cpu);
    print("  redraw + paint alone", redraw);
    print("  frames whose window moved (rows shifted)", shifted);
    std::printf("  target: under 16 ms\n");
}

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    dashboardBench();
    heatmapBench();
    return 0;
}
