// Frame time of TopologyView at 1,024 servers with animation (printed, never pass/fail).
// A frame is what a lab does on SimDriver::frameReady: new loads and flow positions into
// updateState(), then the viewport repaints. Two drawings of the same leaf-spine fabric
// (1,024 servers, 64 leaves, 16 spines): grouped as the fabric lab draws it (a bundle node
// per leaf, one line per leaf-spine pair) and with every server drawn.
#include "labs/common/topology/topology_view.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QGraphicsView>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <vector>

using ailab::labs::Status;
using ailab::labs::TopologyFlow;
using ailab::labs::TopologyLink;
using ailab::labs::TopologyNode;
using ailab::labs::TopologySnapshot;
using ailab::labs::TopologyView;

namespace {

constexpr int kServers = 1024;
constexpr int kLeaves = 64;
constexpr int kSpines = 16;
constexpr int kFrames = 240;

TopologyNode node(const QString& id, const QString& label, const QString& kind, QPointF at)
{
    TopologyNode n;
    n.id = id;
    n.label = label;
    n.kind = kind;
    n.position = at;
    return n;
}

TopologySnapshot fabric(bool grouped, int tokens)
{
    TopologySnapshot s;
    const int perLeaf = kServers / kLeaves;
    const double width = grouped ? kLeaves - 1.0 : kServers - 1.0;
    for (int sp = 0; sp < kSpines; ++sp)
        s.nodes.append(node(QStringLiteral("spine:%1").arg(sp),
                            QStringLiteral("Spine %1").arg(sp + 1), QStringLiteral("switch"),
                            QPointF(width * (sp + 0.5) / kSpines, 0.0)));
    for (int l = 0; l < kLeaves; ++l) {
        const double x = grouped ? l : l * perLeaf + (perLeaf - 1) / 2.0;
        s.nodes.append(node(QStringLiteral("leaf:%1").arg(l), QStringLiteral("Leaf %1").arg(l + 1),
                            QStringLiteral("switch"), QPointF(x, 1.6)));
    }
    if (grouped) {
        for (int l = 0; l < kLeaves; ++l) {
            TopologyNode n = node(QStringLiteral("servers:%1").arg(l), QStringLiteral("16 servers"),
                                  QStringLiteral("server"), QPointF(l, 3.2));
            n.utilisation = 0.0;
            s.nodes.append(n);
        }
    } else {
        for (int i = 0; i < kServers; ++i) {
            TopologyNode n =
                node(QStringLiteral("server:%1").arg(i), QStringLiteral("GPU node %1").arg(i + 1),
                     QStringLiteral("server"), QPointF(i, 3.2));
            n.utilisation = 0.0;
            s.nodes.append(n);
        }
    }
    for (int l = 0; l < kLeaves; ++l) {
        for (int sp = 0; sp < kSpines; ++sp) {
            TopologyLink link;
            link.id = QStringLiteral("uplinks:%1:%2").arg(l).arg(sp);
            link.from = QStringLiteral("leaf:%1").arg(l);
            link.to = QStringLiteral("spine:%1").arg(sp);
            link.capacity = 400e9;
            link.capacityText = QStringLiteral("400 Gb/s");
            s.links.append(link);
        }
    }
    const int accessLinks = grouped ? kLeaves : kServers;
    for (int i = 0; i < accessLinks; ++i) {
        TopologyLink link;
        link.id = QStringLiteral("access:%1").arg(i);
        link.from =
            grouped ? QStringLiteral("servers:%1").arg(i) : QStringLiteral("server:%1").arg(i);
        link.to = QStringLiteral("leaf:%1").arg(grouped ? i : i / perLeaf);
        link.capacity = grouped ? 16 * 400e9 : 400e9;
        link.capacityText = grouped ? QStringLiteral("6.4 Tb/s") : QStringLiteral("400 Gb/s");
        s.links.append(link);
    }
    for (int t = 0; t < tokens; ++t) {
        // A ring hop from one leaf to the next through a spine.
        const int from = t % kLeaves;
        const int to = (from + 1) % kLeaves;
        const QString a = grouped ? QStringLiteral("servers:%1").arg(from)
                                  : QStringLiteral("server:%1").arg(from * perLeaf + t / kLeaves);
        const QString b = grouped ? QStringLiteral("servers:%1").arg(to)
                                  : QStringLiteral("server:%1").arg(to * perLeaf + t / kLeaves);
        s.flows.append(
            {QStringLiteral("flow:%1").arg(t),
             {a, QStringLiteral("leaf:%1").arg(from), QStringLiteral("spine:%1").arg(t % kSpines),
              QStringLiteral("leaf:%1").arg(to), b},
             0.0,
             QString(),
             0});
    }
    return s;
}

// One animation frame: loads drift, a few links fail and recover, tokens advance.
void animate(TopologySnapshot& s, int frame)
{
    for (qsizetype i = 0; i < s.links.size(); ++i) {
        TopologyLink& l = s.links[i];
        l.utilisation = 0.5 + 0.5 * std::sin(0.05 * frame + 0.37 * double(i));
        l.status = (i % 97 == 0 && (frame / 30) % 2 == 1) ? Status::Failed
                   : l.utilisation > 0.98                 ? Status::Congested
                                                          : Status::Healthy;
    }
    for (TopologyNode& n : s.nodes) {
        if (n.utilisation >= 0.0)
            n.utilisation = 0.5 + 0.5 * std::sin(0.05 * frame + n.position.x());
    }
    for (qsizetype i = 0; i < s.flows.size(); ++i)
        s.flows[i].progress = std::fmod(0.01 * frame + 0.013 * double(i), 1.0);
}

struct Figures
{
    double median = 0;
    double p90 = 0;
    double max = 0;
    double cpuMedian = 0; // the thread's own CPU time: on a loaded machine, wall time also
                          // counts the time other processes held the core
};

double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

// Optional pictures (to compare the look before and after a change): TOPOLOGY_BENCH_SHOTS
// names a folder.
bool shotsWanted()
{
    return !qEnvironmentVariableIsEmpty("TOPOLOGY_BENCH_SHOTS");
}

QString shotPath(const QString& name)
{
    const QString folder = qEnvironmentVariable("TOPOLOGY_BENCH_SHOTS");
    return folder.isEmpty() ? QString() : folder + QLatin1Char('/') + name + QStringLiteral(".png");
}

void saveShot(QWidget* view, const QString& name)
{
    const QString path = shotPath(name);
    if (!path.isEmpty())
        view->grab().save(path);
}

// The seed's small fabric (2 spines, 3 leaves, 6 GPU nodes) with a failed uplink and a hot
// one, fitted, zoomed in and zoomed out, and as exported: the look of the small drawings.
void saveSeedShots()
{
    if (!shotsWanted())
        return;
    TopologySnapshot s;
    for (int sp = 0; sp < 2; ++sp)
        s.nodes.append(node(QStringLiteral("spine:%1").arg(sp),
                            QStringLiteral("Spine %1").arg(sp + 1), QStringLiteral("switch"),
                            QPointF(1.0 + 2.0 * sp, 0.0)));
    for (int l = 0; l < 3; ++l)
        s.nodes.append(node(QStringLiteral("leaf:%1").arg(l), QStringLiteral("Leaf %1").arg(l + 1),
                            QStringLiteral("switch"), QPointF(0.5 + 2.0 * l, 1.0)));
    for (int i = 0; i < 6; ++i) {
        TopologyNode n =
            node(QStringLiteral("server:%1").arg(i), QStringLiteral("GPU node %1").arg(i + 1),
                 QStringLiteral("server"), QPointF(i, 2.0));
        n.utilisation = 0.15 * i;
        s.nodes.append(n);
    }
    const double loads[] = {0.97, 0.55, 0.02, 0.3, 0.0, 0.8};
    for (int l = 0; l < 3; ++l) {
        for (int sp = 0; sp < 2; ++sp) {
            TopologyLink link;
            link.id = QStringLiteral("uplink:%1:%2").arg(l).arg(sp);
            link.from = QStringLiteral("leaf:%1").arg(l);
            link.to = QStringLiteral("spine:%1").arg(sp);
            link.capacityText = QStringLiteral("400 Gb/s");
            link.utilisation = loads[l * 2 + sp];
            link.status = l == 1 && sp == 1         ? Status::Failed
                          : link.utilisation > 0.95 ? Status::Congested
                                                    : Status::Healthy;
            s.links.append(link);
        }
    }
    for (int i = 0; i < 6; ++i) {
        TopologyLink link;
        link.id = QStringLiteral("access:%1").arg(i);
        link.from = QStringLiteral("server:%1").arg(i);
        link.to = QStringLiteral("leaf:%1").arg(i / 2);
        link.capacityText = QStringLiteral("400 Gb/s");
        link.utilisation = 0.12 * i;
        s.links.append(link);
    }
    s.flows.append(
        {QStringLiteral("flow:0"),
         {QStringLiteral("server:0"), QStringLiteral("leaf:0"), QStringLiteral("spine:0"),
          QStringLiteral("leaf:2"), QStringLiteral("server:5")},
         0.3,
         QStringLiteral("ring step"),
         0});
    TopologyView view;
    view.resize(1020, 600);
    view.show();
    view.setTopology(s);
    view.selectElement(QStringLiteral("uplink:0:1"));
    QApplication::processEvents();
    saveShot(&view, QStringLiteral("seed-fit"));
    for (int i = 0; i < 4; ++i)
        view.zoomIn();
    QApplication::processEvents();
    saveShot(&view, QStringLiteral("seed-zoomed-in"));
    for (int i = 0; i < 10; ++i)
        view.zoomOut();
    QApplication::processEvents();
    saveShot(&view, QStringLiteral("seed-zoomed-out"));
    view.savePng(shotPath(QStringLiteral("seed-export")));
}

Figures measure(bool grouped, int tokens, bool zoomedIn, const char* shot)
{
    TopologyView view;
    view.resize(1020, 600);
    view.show();
    TopologySnapshot s = fabric(grouped, tokens);
    view.setTopology(s);
    if (zoomedIn) {
        for (int i = 0; i < 8; ++i)
            view.zoomIn();
    }
    QApplication::processEvents();
    QWidget* viewport = view.graphicsView()->viewport();
    std::vector<double> ms;
    std::vector<double> cpu;
    ms.reserve(kFrames);
    cpu.reserve(kFrames);
    for (int frame = 0; frame < kFrames + 10; ++frame) {
        animate(s, frame);
        QElapsedTimer timer;
        timer.start();
        const double cpuStart = threadCpuMs();
        view.updateState(s);
        viewport->repaint(); // paints now, as the next vsync would
        const double elapsed = double(timer.nsecsElapsed()) / 1e6;
        const double cpuElapsed = threadCpuMs() - cpuStart;
        if (frame >= 10) { // warm-up: caches and first layouts
            ms.push_back(elapsed);
            cpu.push_back(cpuElapsed);
        }
    }
    if (shotsWanted()) {
        animate(s, 30); // a frame with failed links, for the picture
        view.updateState(s);
        saveShot(&view, QLatin1String(shot));
        if (!zoomedIn) {
            for (int i = 0; i < 3; ++i)
                view.zoomIn();
            saveShot(&view, QLatin1String(shot) + QStringLiteral("-zoom2"));
            for (int i = 0; i < 9; ++i)
                view.zoomIn();
            saveShot(&view, QLatin1String(shot) + QStringLiteral("-zoom15"));
        }
    }
    std::sort(ms.begin(), ms.end());
    std::sort(cpu.begin(), cpu.end());
    return {ms[ms.size() / 2], ms[ms.size() * 9 / 10], ms.back(), cpu[cpu.size() / 2]};
}

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    std::printf("TopologyView frame time, 1,024 servers, 64 leaves, 16 spines, 1020x600 view, "
                "%d frames (target: median <= 8 ms)\n",
                kFrames);
    struct Case
    {
        const char* name;
        bool grouped;
        int tokens;
        bool zoomed;
        const char* shot;
    };
    const Case cases[] = {
        {"grouped as the fabric lab draws it, 256 flow tokens, whole fabric", true, 256, false,
         "grouped"},
        {"grouped, 256 flow tokens, zoomed in 6x", true, 256, true, "zoomed"},
        {"every server drawn, 1,024 flow tokens, whole fabric", false, 1024, false, "servers"},
    };
    // TOPOLOGY_BENCH_CASE=n runs only the n-th case (1-based), for profiling one of them.
    saveSeedShots();
    const int only = qEnvironmentVariableIntValue("TOPOLOGY_BENCH_CASE");
    int index = 0;
    for (const Case& c : cases) {
        if (only > 0 && ++index != only)
            continue;
        const Figures f = measure(c.grouped, c.tokens, c.zoomed, c.shot);
        std::printf("  %-66s median %6.2f ms  p90 %6.2f ms  max %6.2f ms  (CPU median %6.2f ms)\n",
                    c.name, f.median, f.p90, f.max, f.cpuMedian);
    }
    return 0;
}
