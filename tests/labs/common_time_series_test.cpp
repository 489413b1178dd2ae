#include "labs/common/charts/chart_zoom.h"
#include "labs/common/charts/time_series_panel.h"
#include "tests/labs/test_shots.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QMouseEvent>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <catch2/catch.hpp>
#include <qcustomplot.h>

using namespace ailab::labs;

namespace {

void fill(TimeSeriesPanel& panel)
{
    panel.setTitle(QStringLiteral("Utilisation"));
    panel.setAxes(QStringLiteral("Time (s)"), QStringLiteral("Utilisation (%)"));
    panel.setUnits(QStringLiteral("s"), QStringLiteral("%"));
    CHECK(panel.addSeries(QStringLiteral("gpu"), QStringLiteral("GPU")) == 0);
    CHECK(panel.addSeries(QStringLiteral("net"), QStringLiteral("Network"), QColor(),
                          Qt::DashLine) == 1);
    panel.append(QStringLiteral("gpu"), 0.0, 10.0);
    panel.append(QStringLiteral("gpu"), 1.0, 20.0);
    panel.append(QStringLiteral("gpu"), 2.0, 30.0);
    panel.append(QStringLiteral("net"), 1.0, 5.0);
    panel.append(QStringLiteral("net"), 3.0, 7.5);
}

QString readAll(const QString& path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return QString::fromUtf8(file.readAll());
}

void moveMouse(QWidget* widget, const QPointF& at)
{
    QMouseEvent event(QEvent::MouseMove, at, widget->mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                      Qt::NoModifier);
    QApplication::sendEvent(widget, &event);
}

} // namespace

TEST_CASE("TimeSeriesPanel appends and exports", "[gui][timeseries]")
{
    TimeSeriesPanel panel;
    fill(panel);
    panel.resize(700, 320);
    panel.show();
    REQUIRE(QTest::qWaitForWindowExposed(&panel));

    CHECK(panel.seriesCount() == 2);
    CHECK(panel.dataCount(QStringLiteral("gpu")) == 3);
    CHECK(panel.valueAt(QStringLiteral("gpu"), 1.5).value() == 20.0);
    CHECK(panel.valueAt(QStringLiteral("gpu"), 2.0).value() == 30.0);
    CHECK_FALSE(panel.valueAt(QStringLiteral("gpu"), -0.5).has_value());
    CHECK_FALSE(panel.valueAt(QStringLiteral("none"), 1.0).has_value());
    // The axes follow the data: x from 0 to 3.
    CHECK(panel.plot()->xAxis->range().lower == 0.0);
    CHECK(panel.plot()->xAxis->range().upper == 3.0);

    const QString expected = QStringLiteral("Time (s),GPU (%),Network (%)\n"
                                            "0,10,\n"
                                            "1,20,5\n"
                                            "2,30,\n"
                                            "3,,7.5\n");
    CHECK(panel.toCsv() == expected);

    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    SECTION("CSV, PNG and SVG files")
    {
        const QString csv = dir.filePath(QStringLiteral("p.csv"));
        REQUIRE(panel.saveCsv(csv));
        CHECK(readAll(csv) == expected);

        const QString png = dir.filePath(QStringLiteral("p.png"));
        REQUIRE(panel.savePng(png));
        const QImage image(png);
        REQUIRE_FALSE(image.isNull());
        CHECK(image.width() >= 700);

        const QString svg = dir.filePath(QStringLiteral("p.svg"));
        REQUIRE(panel.saveSvg(svg));
        const QString text = readAll(svg).trimmed();
        CHECK(
            (text.startsWith(QStringLiteral("<?xml")) || text.startsWith(QStringLiteral("<svg"))));
        CHECK(
            (text.contains(QStringLiteral("<path")) || text.contains(QStringLiteral("<polyline"))));
    }

    SECTION("the table shows the same data")
    {
        panel.setTableVisible(true);
        const QAbstractItemModel* model = panel.tableView()->model();
        REQUIRE(model->rowCount() == 4);
        REQUIRE(model->columnCount() == 3);
        CHECK(model->headerData(2, Qt::Horizontal).toString() == QStringLiteral("Network (%)"));
        CHECK(model->data(model->index(3, 2)).toString() == QStringLiteral("7.5"));
        CHECK(model->data(model->index(0, 2)).toString().isEmpty());
        ailab::tests::saveTestShot(&panel, QStringLiteral("time_series_table"));
    }

    SECTION("annotations carry hover text at their x")
    {
        panel.addThreshold(25.0, QStringLiteral("target"));
        panel.addAnnotation(1.5, QStringLiteral("link down"),
                            QStringLiteral("Link leaf1-spine2 failed at t = 1.5 s"));
        panel.plot()->replot();
        CHECK(panel.annotationCount() == 1);
        const double pixel = panel.plot()->xAxis->coordToPixel(1.5);
        CHECK(panel.annotationTextAtPixel(pixel + 2) ==
              QStringLiteral("Link leaf1-spine2 failed at t = 1.5 s"));
        CHECK(panel.annotationTextAtPixel(pixel + 60).isEmpty());
        moveMouse(panel.plot(), QPointF(panel.plot()->xAxis->coordToPixel(0.5),
                                        panel.plot()->yAxis->coordToPixel(15.0)));
        CHECK(panel.isCrosshairVisible());
        ailab::tests::saveTestShot(&panel, QStringLiteral("time_series"));
        panel.clear();
        CHECK(panel.dataCount(QStringLiteral("gpu")) == 0);
        CHECK(panel.annotationCount() == 0);
        CHECK(panel.seriesCount() == 2);
    }
}

TEST_CASE("CrosshairGroup links the panels of a lab", "[gui][timeseries]")
{
    QWidget window;
    auto* top = new TimeSeriesPanel(&window);
    auto* bottom = new TimeSeriesPanel(&window);
    fill(*top);
    bottom->setAxes(QStringLiteral("Time (s)"), QStringLiteral("Rate (Gb/s)"));
    bottom->setUnits(QStringLiteral("s"), QStringLiteral("Gb/s"));
    bottom->addSeries(QStringLiteral("rx"), QStringLiteral("Received"));
    for (int i = 0; i <= 30; ++i)
        bottom->append(0, i * 0.1, 100.0 + i);
    top->setGeometry(0, 0, 600, 250);
    bottom->setGeometry(0, 250, 600, 250);
    window.resize(600, 500);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    top->plot()->replot();
    bottom->plot()->replot();

    CrosshairGroup group;
    group.addPanel(top);
    group.addPanel(bottom);
    CHECK(group.panels().size() == 2);

    // The mouse over the top panel at x = 2.04 moves the crosshair in both.
    const double px = top->plot()->xAxis->coordToPixel(2.04);
    moveMouse(top->plot(), QPointF(px, top->plot()->axisRect()->center().y()));
    REQUIRE(group.x().has_value());
    CHECK(*group.x() == Approx(2.04).margin(0.01));
    CHECK(top->isCrosshairVisible());
    REQUIRE(bottom->isCrosshairVisible());
    CHECK(top->crosshairText().contains(QStringLiteral("GPU: 30.00 %")));
    // Bottom's last sample at or before x = 2.04 is the one at t = 2.0: 100 + 20.
    CHECK(bottom->crosshairText().contains(QStringLiteral("Received: 120.0 Gb/s")));
    ailab::tests::saveTestShot(&window, QStringLiteral("crosshair_group"));

    group.clear();
    CHECK_FALSE(top->isCrosshairVisible());
    CHECK_FALSE(bottom->isCrosshairVisible());

    // A destroyed panel leaves the group.
    delete bottom;
    CHECK(group.panels().size() == 1);
    group.setX(1.0);
    CHECK(top->isCrosshairVisible());
}
TEST_CASE("TimeSeriesPanel keeps its legend clear of annotation labels", "[gui][timeseries]")
{
    TimeSeriesPanel panel;
    panel.setTitle(QStringLiteral("Step time"));
    panel.setAxes(QStringLiteral("Time (s)"), QStringLiteral("Step time (s)"));
    panel.addSeries(QStringLiteral("step"), QStringLiteral("Measured step time"));
    panel.addSeries(QStringLiteral("base"), QStringLiteral("Without degradation"));
    for (int i = 0; i <= 10; ++i)
        panel.append(QStringLiteral("step"), i, 1.0 + 0.1 * i);
    // Events at the very left, where the legend used to sit.
    panel.addAnnotation(0.0, QStringLiteral("Step 1"), QStringLiteral("first step"));
    panel.addAnnotation(0.3, QStringLiteral("Checkpoint"), QStringLiteral("written"));
    panel.resize(360, 240);
    panel.show();
    panel.plot()->replot();
    const QRect legend = panel.plot()->legend->outerRect();
    CHECK(legend.height() > 0);
    int labels = 0;
    for (int i = 0; i < panel.plot()->itemCount(); ++i) {
        auto* text = qobject_cast<QCPItemText*>(panel.plot()->item(i));
        if (!text || !text->visible() ||
            (text->text() != QStringLiteral("Step 1") &&
             text->text() != QStringLiteral("Checkpoint")))
            continue;
        ++labels;
        const QRectF label(text->topLeft->pixelPosition(), text->bottomRight->pixelPosition());
        INFO(text->text().toStdString());
        CHECK_FALSE(label.intersects(QRectF(legend)));
        // Readable: inside the plot area, below the legend.
        CHECK(label.top() >= legend.bottom());
    }
    CHECK(labels == 2);
    ailab::tests::saveTestShot(&panel, QStringLiteral("time_series_annotations"));
}

TEST_CASE("CrosshairGroup aligns the plot areas of its panels", "[gui][timeseries]")
{
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    auto* small = new TimeSeriesPanel;
    auto* large = new TimeSeriesPanel;
    layout->addWidget(small);
    layout->addWidget(large);
    small->setAxes(QStringLiteral("Time (s)"), QStringLiteral("Ratio"));
    large->setAxes(QStringLiteral("Time (s)"), QStringLiteral("Throughput (tokens/s)"));
    small->addSeries(QStringLiteral("a"), QStringLiteral("A"));
    large->addSeries(QStringLiteral("b"), QStringLiteral("B"));
    for (int i = 0; i <= 10; ++i) {
        small->append(QStringLiteral("a"), i, 0.5);
        large->append(QStringLiteral("b"), i, 1234567.0 * i);
    }
    CrosshairGroup group;
    group.addPanel(small);
    group.addPanel(large);
    window.resize(500, 480);
    window.show();
    for (int pass = 0; pass < 2; ++pass) {
        small->plot()->replot();
        large->plot()->replot();
    }
    CHECK(small->plot()->axisRect()->left() == large->plot()->axisRect()->left());
    CHECK(small->plot()->axisRect()->width() == large->plot()->axisRect()->width());
    CHECK(small->plot()->xAxis->coordToPixel(5.0) ==
          Approx(large->plot()->xAxis->coordToPixel(5.0)));
    ailab::tests::saveTestShot(&window, QStringLiteral("crosshair_aligned"));
    group.removePanel(large);
    large->plot()->replot();
    small->plot()->replot();
    CHECK(small->plot()->axisRect()->left() < large->plot()->axisRect()->left());
}

namespace {
QCPItemText* thresholdText(QCustomPlot* plot, const QString& label)
{
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)); text && text->text() == label)
            return text;
    return nullptr;
}
} // namespace

TEST_CASE("TimeSeriesPanel spaces threshold labels that would overlap", "[gui][timeseries]")
{
    TimeSeriesPanel panel;
    panel.resize(600, 300);
    panel.addSeries(QStringLiteral("q"), QStringLiteral("Queue"));
    panel.append(QStringLiteral("q"), 0.0, 0.0);
    panel.append(QStringLiteral("q"), 1.0, 12000.0);
    panel.addThreshold(100.0, QStringLiteral("Kmin"));
    panel.addThreshold(400.0, QStringLiteral("Kmax"));
    panel.addThreshold(6000.0, QStringLiteral("Limit"));
    panel.addThreshold(12000.0, QStringLiteral("Buffer"));
    panel.show();
    panel.plot()->replot();
    QCPItemText* kmin = thresholdText(panel.plot(), QStringLiteral("Kmin"));
    QCPItemText* kmax = thresholdText(panel.plot(), QStringLiteral("Kmax"));
    QCPItemText* limit = thresholdText(panel.plot(), QStringLiteral("Limit"));
    QCPItemText* buffer = thresholdText(panel.plot(), QStringLiteral("Buffer"));
    REQUIRE(kmin);
    REQUIRE(kmax);
    REQUIRE(limit);
    REQUIRE(buffer);
    // 300 B apart on a 12 kB axis is a few pixels: the upper label moves left of the lower.
    CHECK(kmin->position->coords().x() == Approx(0.99));
    CHECK(kmax->position->coords().x() < kmin->position->coords().x() - 0.02);
    // Far apart: at the right edge; the top one hangs under its line inside the plot.
    CHECK(limit->position->coords().x() == Approx(0.99));
    CHECK(buffer->position->coords().x() == Approx(0.99));
    CHECK((buffer->positionAlignment() & Qt::AlignTop));
    CHECK((limit->positionAlignment() & Qt::AlignBottom));
}

namespace {

// Turns the wheel over the middle of the widget; true when the widget kept the event (an
// event it ignores goes on to its parents when it comes from the mouse).
bool turnWheel(QWidget* widget, int notches, Qt::KeyboardModifiers modifiers)
{
    const QPointF at(widget->width() / 2.0, widget->height() / 2.0);
    QWheelEvent event(at, widget->mapToGlobal(at), QPoint(), QPoint(0, 120 * notches), Qt::NoButton,
                      modifiers, Qt::NoScrollPhase, false);
    QApplication::sendEvent(widget, &event);
    return event.isAccepted();
}

} // namespace

TEST_CASE("TimeSeriesPanel: the wheel scrolls the page, Ctrl+wheel zooms within the data",
          "[gui][timeseries]")
{
    TimeSeriesPanel chart;
    TimeSeriesPanel* panel = &chart;
    fill(chart);
    chart.resize(700, 420);
    chart.show();
    REQUIRE(QTest::qWaitForWindowExposed(&chart));
    QCustomPlot* plot = panel->plot();
    const QCPRange all = plot->xAxis->range();
    REQUIRE(all.lower == 0.0);
    REQUIRE(all.upper == 3.0);

    // The plain wheel is left to the page the chart stands on, and the axis stays.
    CHECK_FALSE(turnWheel(plot, -3, Qt::NoModifier));
    CHECK(plot->xAxis->range() == all);
    CHECK_FALSE(ChartZoom::of(plot)->isZoomed());

    // Ctrl+wheel zooms in; zooming out, however far, stops at the data.
    turnWheel(plot, 2, Qt::ControlModifier);
    CHECK(ChartZoom::of(plot)->isZoomed());
    CHECK(plot->xAxis->range().size() < all.size());
    CHECK(plot->xAxis->range().lower >= all.lower);
    CHECK(plot->xAxis->range().upper <= all.upper);
    for (int i = 0; i < 20; ++i)
        turnWheel(plot, -5, Qt::ControlModifier);
    CHECK(plot->xAxis->range().lower >= all.lower);
    CHECK(plot->xAxis->range().upper <= all.upper);
    CHECK_FALSE(ChartZoom::of(plot)->isZoomed());

    // A pan past the end stops at the data too; a double-click shows everything again.
    turnWheel(plot, 3, Qt::ControlModifier);
    plot->xAxis->moveRange(100.0);
    CHECK(plot->xAxis->range().upper == Approx(all.upper));
    CHECK(plot->xAxis->range().lower > all.lower);
    // New data keep the zoom the learner chose.
    panel->append(QStringLiteral("gpu"), 4.0, 35.0);
    CHECK(ChartZoom::of(plot)->isZoomed());
    QMouseEvent click(QEvent::MouseButtonDblClick, QPointF(50, 50),
                      plot->mapToGlobal(QPointF(50, 50)), Qt::LeftButton, Qt::LeftButton,
                      Qt::NoModifier);
    QApplication::sendEvent(plot, &click);
    CHECK_FALSE(ChartZoom::of(plot)->isZoomed());
    CHECK(plot->xAxis->range().lower == 0.0);
    CHECK(plot->xAxis->range().upper == 4.0);
}
