// HeatmapPanel (labs/common/charts): rows over time on QCustomPlot's colour map, written in
// place column by column, with its tooltip, table, export and annotations.
#include "labs/common/charts/heatmap_panel.h"
#include "labs/common/widgets/data_table_toggle.h"
#include "tests/labs/test_shots.h"

#include <QCoreApplication>
#include <QFile>
#include <QTableView>
#include <QTemporaryDir>
#include <catch2/catch.hpp>
#include <cmath>
#include <qcustomplot.h>
#include <vector>

using namespace ailab::labs;

namespace {

// Three GPUs, columns of one second, ten in the window.
void setUp(HeatmapPanel& panel)
{
    panel.setTitle(QStringLiteral("GPU utilisation"));
    panel.setAxes(QStringLiteral("Time (s)"), QStringLiteral("GPU"));
    panel.setValueLabel(QStringLiteral("Utilisation (%)"), QStringLiteral("%"));
    panel.setValueRange(0.0, 100.0);
    panel.setRows({QStringLiteral("GPU 0"), QStringLiteral("GPU 1"), QStringLiteral("GPU 2")});
    panel.setTimeGrid(1.0, 10);
}

// Row r at second t holds 10 r + t.
void fill(HeatmapPanel& panel, int from, int to)
{
    for (int t = from; t < to; ++t) {
        const double values[] = {double(t), 10.0 + t, 20.0 + t};
        panel.setColumn(t + 0.5, values, 3);
    }
}

} // namespace

TEST_CASE("heatmap: a column holds the values written into it, a gap stays empty", "[gui][heatmap]")
{
    HeatmapPanel panel;
    setUp(panel);
    fill(panel, 0, 5);
    CHECK(panel.rowCount() == 3);
    CHECK(panel.rowName(2) == QStringLiteral("GPU 2"));
    CHECK(panel.valueAt(0, 0.5) == Approx(0.0));
    CHECK(panel.valueAt(1, 3.2) == Approx(13.0));
    CHECK(panel.valueAt(2, 4.9) == Approx(24.0));
    CHECK_FALSE(panel.valueAt(0, 6.5)); // not written yet
    CHECK_FALSE(panel.valueAt(3, 1.0)); // no such row
    // A later sample in the same column replaces the earlier one; one row alone keeps the others.
    panel.setValue(1, 4.7, 99.0);
    CHECK(panel.valueAt(1, 4.1) == Approx(99.0));
    CHECK(panel.valueAt(0, 4.1) == Approx(4.0));
    // The colour map's own cells are what the panel reads.
    CHECK(panel.colorMap()->data()->cell(3, 1) == Approx(13.0));
    CHECK(panel.colorMap()->dataRange().upper == Approx(100.0));
    CHECK(panel.latestTime() == Approx(5.0));
}

TEST_CASE("heatmap: a time past the window moves it, older columns drop out", "[gui][heatmap]")
{
    HeatmapPanel panel;
    setUp(panel);
    fill(panel, 0, 30);
    // The window keeps the last ten columns at least, and every row moved with it.
    CHECK(panel.windowStart() <= 20.0);
    for (int t = 20; t < 30; ++t)
        for (int r = 0; r < 3; ++r)
            CHECK(panel.valueAt(r, t + 0.5) == Approx(10.0 * r + t));
    CHECK_FALSE(panel.valueAt(0, 2.5));
    CHECK(panel.latestTime() == Approx(30.0));
    // The time axis follows the newest window.
    CHECK(panel.plot()->xAxis->range().upper == Approx(30.0));
    CHECK(panel.plot()->xAxis->range().lower == Approx(20.0));
    // A jump far ahead empties the window but for the new column.
    const double far[] = {1.0, 2.0, 3.0};
    panel.setColumn(1000.5, far, 3);
    CHECK(panel.valueAt(2, 1000.5) == Approx(3.0));
    CHECK_FALSE(panel.valueAt(2, 29.5));
    // A shown range stays put as data arrive.
    panel.setVisibleTimeRange(0.0, 2000.0);
    panel.setColumn(1001.5, far, 3);
    CHECK(panel.plot()->xAxis->range().upper == Approx(2000.0));
}

TEST_CASE("heatmap: the tooltip names the row, the time and the value with its unit", "[gui][heatmap]")
{
    HeatmapPanel panel;
    setUp(panel);
    panel.resize(600, 400);
    panel.show();
    fill(panel, 0, 10);
    panel.replotNow();
    QCoreApplication::processEvents();
    const QString tip = panel.toolTipAt(panel.pixelOf(1, 3.5));
    CHECK(tip.contains(QStringLiteral("GPU 1")));
    CHECK(tip.contains(QStringLiteral("3–4 s")));
    CHECK(tip.contains(QStringLiteral("13.0 %")));
    CHECK(panel.toolTipAt(QPoint(-5, -5)).isEmpty());
    // An annotation's text near its line.
    panel.addAnnotation(6.0, QStringLiteral("link.down"), QStringLiteral("leaf0-spine1 went down"));
    panel.replotNow();
    CHECK(panel.annotationCount() == 1);
    CHECK(panel.toolTipAt(panel.pixelOf(0, 6.0)) == QStringLiteral("leaf0-spine1 went down"));
    panel.clearAnnotations();
    CHECK(panel.annotationCount() == 0);
    ailab::tests::saveTestShot(&panel, QStringLiteral("common_heatmap"));
}

TEST_CASE("heatmap: the table and the CSV hold the same numbers; PNG and SVG export", "[gui][heatmap]")
{
    HeatmapPanel panel;
    setUp(panel);
    fill(panel, 0, 4);
    panel.setTableVisible(true);
    CHECK(panel.isTableVisible());
    QAbstractItemModel* model = panel.tableView()->model();
    REQUIRE(model->rowCount() == 3);
    REQUIRE(model->columnCount() == 5); // the names, then four columns
    CHECK(model->headerData(0, Qt::Horizontal).toString() == QStringLiteral("GPU"));
    CHECK(model->data(model->index(2, 0)).toString() == QStringLiteral("GPU 2"));
    CHECK(model->data(model->index(2, 2)).toString() == QStringLiteral("21"));
    const QString csv = panel.toCsv();
    CHECK(csv.startsWith(QStringLiteral("GPU,0 s (%),1 s (%),2 s (%),3 s (%)")));
    CHECK(csv.contains(QStringLiteral("GPU 1,10,11,12,13")));
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    QString error;
    CHECK(panel.savePng(dir.filePath(QStringLiteral("h.png")), &error));
    CHECK(panel.saveSvg(dir.filePath(QStringLiteral("h.svg")), &error));
    CHECK(panel.saveCsv(dir.filePath(QStringLiteral("h.csv")), &error));
    INFO(error.toStdString());
    CHECK(QFile(dir.filePath(QStringLiteral("h.png"))).size() > 0);
    CHECK(QFile(dir.filePath(QStringLiteral("h.svg"))).size() > 0);
    CHECK(panel.frame()->exportButton()->isEnabled());
}

TEST_CASE("heatmap: 2,048 rows, a hidden panel keeps its data and draws once shown", "[gui][heatmap]")
{
    HeatmapPanel panel;
    QStringList rows;
    for (int r = 0; r < 2048; ++r)
        rows << QStringLiteral("GPU %1").arg(r);
    panel.setRows(rows);
    panel.setTimeGrid(1.0, 300);
    std::vector<double> column(2048);
    const int before = panel.replotCount();
    for (int t = 0; t < 400; ++t) {
        for (int r = 0; r < 2048; ++r)
            column[std::size_t(r)] = std::fmod(r + t, 100.0);
        panel.setColumn(t, column.data(), int(column.size()));
    }
    QCoreApplication::processEvents();
    CHECK(panel.replotCount() == before); // hidden: nothing drawn
    CHECK(panel.valueAt(2047, 399.0) == Approx(std::fmod(2047 + 399, 100.0)));
    CHECK(panel.valueAt(1000, 150.0) == Approx(std::fmod(1000 + 150, 100.0)));
    panel.resize(800, 500);
    panel.show();
    QCoreApplication::processEvents();
    CHECK(panel.replotCount() == before + 1);
    // The axis names every 128th row: 2,048 names would print over each other.
    const auto ticker = qSharedPointerDynamicCast<QCPAxisTickerText>(panel.plot()->yAxis->ticker());
    REQUIRE(ticker);
    CHECK(ticker->ticks().size() == 16);
    // Row 0 at the top: the rows are stored bottom up.
    CHECK(ticker->ticks().value(2047.0) == QStringLiteral("GPU 0"));
    CHECK(ticker->ticks().value(2047.0 - 128.0) == QStringLiteral("GPU 128"));
    CHECK(panel.pixelOf(0, 10.0).y() < panel.pixelOf(2047, 10.0).y());
}
