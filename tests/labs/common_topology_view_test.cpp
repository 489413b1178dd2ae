#include "labs/common/topology/topology_link_item.h"
#include "labs/common/topology/topology_node_item.h"
#include "labs/common/topology/topology_view.h"
#include "tests/labs/test_shots.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QImage>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <catch2/catch.hpp>

using namespace ailab::labs;

namespace {

// A small server: two GPUs under a switch, one link loaded, one failed, a flow between.
TopologySnapshot smallServer()
{
    TopologySnapshot s;
    s.nodes = {
        {QStringLiteral("sw"), QStringLiteral("NVSwitch"), QStringLiteral("switch"),
         QPointF(0.5, 0), Status::Healthy, QStringLiteral("900 GB/s per GPU"), -1.0},
        {QStringLiteral("gpu0"), QStringLiteral("GPU 0"), QStringLiteral("gpu"), QPointF(0, 1),
         Status::Busy, QStringLiteral("H100 SXM"), 0.83},
        {QStringLiteral("gpu1"), QStringLiteral("GPU 1"), QStringLiteral("gpu"), QPointF(1, 1),
         Status::Idle, QStringLiteral("H100 SXM"), 0.0},
    };
    s.links = {
        {QStringLiteral("l0"), QStringLiteral("gpu0"), QStringLiteral("sw"), 900e9 * 8,
         QStringLiteral("900 GB/s"), 0.5, Status::Healthy, QString()},
        {QStringLiteral("l1"), QStringLiteral("gpu1"), QStringLiteral("sw"), 900e9 * 8,
         QStringLiteral("900 GB/s"), 0.0, Status::Failed, QStringLiteral("cable pulled")},
    };
    s.flows = {{QStringLiteral("f0"),
                {QStringLiteral("gpu0"), QStringLiteral("sw"), QStringLiteral("gpu1")},
                0.5,
                QStringLiteral("all-reduce chunk"),
                0}};
    return s;
}

QString cell(const QAbstractItemModel* model, int row, int column)
{
    return model->data(model->index(row, column)).toString();
}

} // namespace

TEST_CASE("TopologyView builds, selects, updates and exports", "[gui][topology]")
{
    TopologyView view;
    view.setTitle(QStringLiteral("Server internals"));
    view.resize(900, 560);
    view.setTopology(smallServer());
    view.show();
    REQUIRE(QTest::qWaitForWindowExposed(&view));

    // Three nodes, two links and one flow token.
    REQUIRE(view.scene()->items().size() == 6);
    const QList<QGraphicsItem*> itemsBefore = view.scene()->items();

    SECTION("a click on a node selects it and emits its id")
    {
        QSignalSpy spy(&view, &TopologyView::elementSelected);
        const QPoint at = view.viewportPositionOf(QStringLiteral("gpu0"));
        REQUIRE(view.graphicsView()->viewport()->rect().contains(at));
        QTest::mouseClick(view.graphicsView()->viewport(), Qt::LeftButton, Qt::NoModifier, at);
        REQUIRE(spy.count() == 1);
        CHECK(spy.at(0).at(0).toString() == QStringLiteral("gpu0"));
        CHECK(view.selectedElement() == QStringLiteral("gpu0"));
        // The table follows the drawing.
        CHECK(view.tableView()->currentIndex().row() == 1);

        // A click on a link selects the link.
        const QPoint linkAt = view.viewportPositionOf(QStringLiteral("l0"));
        QTest::mouseClick(view.graphicsView()->viewport(), Qt::LeftButton, Qt::NoModifier, linkAt);
        REQUIRE(spy.count() == 2);
        CHECK(spy.at(1).at(0).toString() == QStringLiteral("l0"));
        ailab::tests::saveTestShot(&view, QStringLiteral("topology_view"));
    }

    SECTION("the table has one row per node and link with status texts")
    {
        const QAbstractItemModel* model = view.tableView()->model();
        REQUIRE(model->rowCount() == 5);
        CHECK(cell(model, 0, TopologyTableModel::NameColumn) == QStringLiteral("NVSwitch"));
        CHECK(cell(model, 1, TopologyTableModel::StatusColumn) == QStringLiteral("busy"));
        CHECK(cell(model, 1, TopologyTableModel::LoadColumn) == QStringLiteral("high (83 %)"));
        CHECK(cell(model, 2, TopologyTableModel::StatusColumn) == QStringLiteral("idle"));
        CHECK(cell(model, 3, TopologyTableModel::NameColumn) == QStringLiteral("GPU 0 – NVSwitch"));
        CHECK(cell(model, 3, TopologyTableModel::LoadColumn) == QStringLiteral("medium (50 %)"));
        CHECK(cell(model, 3, TopologyTableModel::CapacityColumn) == QStringLiteral("900 GB/s"));
        CHECK(cell(model, 4, TopologyTableModel::StatusColumn) == QStringLiteral("failed"));
        CHECK_FALSE(view.tableView()->accessibleName().isEmpty());

        // Choosing a row selects the element in the drawing.
        QSignalSpy spy(&view, &TopologyView::elementSelected);
        view.setTableVisible(true);
        view.tableView()->setCurrentIndex(model->index(4, 0));
        REQUIRE(spy.count() == 1);
        CHECK(spy.at(0).at(0).toString() == QStringLiteral("l1"));
        ailab::tests::saveTestShot(&view, QStringLiteral("topology_table"));
    }

    SECTION("updateState restyles without rebuilding")
    {
        TopologySnapshot next = smallServer();
        next.nodes[2].status = Status::Congested;
        next.links[0].utilisation = 0.95;
        next.flows[0].progress = 0.25;
        QSignalSpy changed(view.tableModel(), &QAbstractItemModel::dataChanged);
        QSignalSpy reset(view.tableModel(), &QAbstractItemModel::modelReset);
        view.updateState(next);
        CHECK(view.scene()->items() == itemsBefore);
        CHECK(reset.count() == 0);
        CHECK(changed.count() == 1);
        const QAbstractItemModel* model = view.tableView()->model();
        CHECK(cell(model, 2, TopologyTableModel::StatusColumn) == QStringLiteral("congested"));
        CHECK(cell(model, 3, TopologyTableModel::LoadColumn) == QStringLiteral("saturated (95 %)"));
        CHECK(view.snapshot().links[0].utilisation == Approx(0.95));

        // The flow token sits halfway between GPU 0 and the switch (a quarter of the path).
        QGraphicsItem* token = nullptr;
        for (QGraphicsItem* item : view.scene()->items()) {
            if (item->zValue() == 0.5)
                token = item;
        }
        REQUIRE(token);
        const QPoint expected = (view.viewportPositionOf(QStringLiteral("gpu0")) +
                                 view.viewportPositionOf(QStringLiteral("sw"))) /
                                2;
        const QPoint actual = view.graphicsView()->mapFromScene(token->pos());
        CHECK((actual - expected).manhattanLength() <= 2);

        // Unchanged states emit nothing.
        changed.clear();
        view.updateState(next);
        CHECK(changed.count() == 0);
    }

    SECTION("export to CSV, PNG and SVG")
    {
        QTemporaryDir dir;
        REQUIRE(dir.isValid());
        const QString csvPath = dir.filePath(QStringLiteral("t.csv"));
        REQUIRE(view.saveCsv(csvPath));
        QFile csv(csvPath);
        REQUIRE(csv.open(QIODevice::ReadOnly));
        const QStringList lines =
            QString::fromUtf8(csv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        REQUIRE(lines.size() == 6);
        CHECK(lines[0].startsWith(QStringLiteral("id,Element,Kind,Name,Status,Load")));
        CHECK(lines[5].startsWith(QStringLiteral("l1,Link,link,GPU 1 – NVSwitch,failed,")));
        CHECK(lines[5].contains(QStringLiteral("cable pulled")));

        const QString pngPath = dir.filePath(QStringLiteral("t.png"));
        REQUIRE(view.savePng(pngPath));
        const QImage image(pngPath);
        REQUIRE_FALSE(image.isNull());
        CHECK(image.width() > 100);

        const QString svgPath = dir.filePath(QStringLiteral("t.svg"));
        REQUIRE(view.saveSvg(svgPath));
        QFile svg(svgPath);
        REQUIRE(svg.open(QIODevice::ReadOnly));
        const QByteArray head = svg.read(64).trimmed();
        CHECK((head.startsWith("<?xml") || head.startsWith("<svg")));
        if (!ailab::tests::testShotsDir().isEmpty())
            QFile::copy(
                pngPath,
                QDir(ailab::tests::testShotsDir()).filePath(QStringLiteral("topology_export.png")));
    }

    SECTION("zoom changes the scale and fit restores it")
    {
        const double fitted = view.zoomFactor();
        view.zoomIn();
        CHECK(view.zoomFactor() > fitted);
        view.fitToView();
        CHECK(view.zoomFactor() == Approx(fitted));
    }
}

TEST_CASE("TopologyView handles a thousand servers", "[gui][topology]")
{
    TopologySnapshot s;
    for (int i = 0; i < 1024; ++i) {
        s.nodes.append({QStringLiteral("s%1").arg(i), QStringLiteral("srv %1").arg(i),
                        QStringLiteral("server"), QPointF(i % 32, 2 + i / 32), Status::Healthy,
                        QString(), 0.5});
        s.links.append({QStringLiteral("l%1").arg(i), QStringLiteral("s%1").arg(i),
                        QStringLiteral("leaf%1").arg(i / 32), 400e9, QStringLiteral("400 Gb/s"),
                        0.3, Status::Healthy, QString()});
    }
    for (int j = 0; j < 32; ++j)
        s.nodes.append({QStringLiteral("leaf%1").arg(j), QStringLiteral("leaf %1").arg(j),
                        QStringLiteral("switch"), QPointF(j, 0), Status::Healthy, QString(), -1.0});
    TopologyView view;
    view.resize(1280, 800);
    view.setTopology(s);
    CHECK(view.scene()->items().size() == 1024 + 32 + 1024);
    s.links[7].status = Status::Failed;
    view.updateState(s);
    CHECK(view.tableModel()
              ->data(view.tableModel()->index(1056 + 7, TopologyTableModel::StatusColumn))
              .toString() == QStringLiteral("failed"));
    CHECK(view.scene()->items().size() == 1024 + 32 + 1024);
}

TEST_CASE("TopologyView follows presenter fonts and a dark palette", "[gui][topology]")
{
    TopologyView view;
    view.setTitle(QStringLiteral("Server internals"));
    view.resize(900, 560);
    view.setTopology(smallServer());
    const QRectF before = view.scene()->sceneRect();
    QFont big = view.font();
    REQUIRE(big.pointSizeF() > 0);
    big.setPointSizeF(big.pointSizeF() * 1.5);
    view.setFont(big); // as presenter mode scales the application font
    const QRectF after = view.scene()->sceneRect();
    CHECK(after.width() > before.width() * 1.3);
    CHECK(after.height() > before.height() * 1.3);

    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2a, 0x2a, 0x2a));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Button, QColor(0x33, 0x33, 0x33));
    dark.setColor(QPalette::ButtonText, QColor(0xee, 0xee, 0xee));
    view.setPalette(dark);
    view.show();
    REQUIRE(QTest::qWaitForWindowExposed(&view));
    CHECK(view.scene()->items().size() == 6);
    ailab::tests::saveTestShot(&view, QStringLiteral("topology_dark_presenter"));
}

namespace {

// A row of switches with long names over servers, like a small design-pattern drawing.
TopologySnapshot longLabels()
{
    TopologySnapshot s;
    const QStringList names{
        QStringLiteral("InfiniBand fabric"),  QStringLiteral("Training GPU nodes"),
        QStringLiteral("Pod 1 switch"),       QStringLiteral("Management network"),
        QStringLiteral("Checkpoint storage"), QStringLiteral("Parallel file system")};
    for (int i = 0; i < names.size(); ++i)
        s.nodes.append({QStringLiteral("n%1").arg(i), names[i], QStringLiteral("switch"),
                        QPointF(i % 3, i / 3), Status::Healthy, QString(), -1.0});
    s.links = {
        {QStringLiteral("idle"), QStringLiteral("n0"), QStringLiteral("n1"), 0.0, QString(), 0.0,
         Status::Healthy, QString()},
        {QStringLiteral("loaded"), QStringLiteral("n1"), QStringLiteral("n2"), 0.0, QString(), 0.42,
         Status::Healthy, QString()},
        {QStringLiteral("rated"), QStringLiteral("n3"), QStringLiteral("n4"), 400e9,
         QStringLiteral("400 Gb/s"), 0.01, Status::Healthy, QString()},
    };
    return s;
}

template <typename Item> Item* itemWithId(QGraphicsScene* scene, const QString& id)
{
    for (QGraphicsItem* item : scene->items()) {
        if (auto* typed = dynamic_cast<Item*>(item); typed && typed->id() == id)
            return typed;
    }
    return nullptr;
}

} // namespace

TEST_CASE("TopologyView sizes boxes to their labels and keeps them readable", "[gui][topology]")
{
    TopologyView view;
    view.resize(600, 260);
    view.show();
    view.setTopology(longLabels());
    QCoreApplication::processEvents();
    const QFontMetricsF fm(view.font());
    QRectF previous;
    for (const TopologyNode& node : view.snapshot().nodes) {
        auto* item = itemWithId<TopologyNodeItem>(view.scene(), node.id);
        REQUIRE(item);
        INFO(node.label.toStdString());
        // Whole words on one or two lines, each fitting its box: nothing elided.
        CHECK(item->labelLines().join(QLatin1Char(' ')) == node.label);
        CHECK(item->labelLines().size() <= 2);
        for (const QString& line : item->labelLines())
            CHECK(fm.horizontalAdvance(line) <= item->labelRect().width() + 0.5);
        CHECK(item->boundingRect().width() >= fm.horizontalAdvance(item->labelLines().front()));
        CHECK(item->toolTip().contains(node.label));
        // Neighbours never overlap, however wide their labels.
        const QRectF box = item->mapRectToScene(item->boundingRect());
        if (previous.isValid() && node.position.x() > 0)
            CHECK_FALSE(box.intersects(previous));
        previous = box;
    }
    // Fitting does not shrink 9 pt text below about 8 pt; the drawing scrolls instead.
    const double points = QFontInfo(view.font()).pointSizeF();
    CHECK(view.zoomFactor() * points >= std::min(points, 8.0) - 0.01);
    ailab::tests::saveTestShot(&view, QStringLiteral("topology_long_labels"));
}

TEST_CASE("TopologyView labels only links that carry load or a capacity", "[gui][topology]")
{
    TopologyView view;
    view.resize(600, 260);
    view.setTopology(longLabels());
    auto* idle = itemWithId<TopologyLinkItem>(view.scene(), QStringLiteral("idle"));
    auto* loaded = itemWithId<TopologyLinkItem>(view.scene(), QStringLiteral("loaded"));
    auto* rated = itemWithId<TopologyLinkItem>(view.scene(), QStringLiteral("rated"));
    REQUIRE((idle && loaded && rated));
    CHECK(idle->labelText().isEmpty());
    CHECK(loaded->labelText() == QStringLiteral("42 %"));
    CHECK(rated->labelText() == QStringLiteral("400 Gb/s"));
    view.setShowLoadLabels(false);
    CHECK_FALSE(view.showLoadLabels());
    CHECK(loaded->labelText().isEmpty());
    CHECK(rated->labelText().isEmpty());
}

TEST_CASE("TopologyView keeps its legend small and hides zoom tools under the table",
          "[gui][topology]")
{
    TopologyView view;
    view.resize(600, 260);
    view.show();
    view.setTopology(longLabels());
    QCoreApplication::processEvents();
    const QRect viewport = view.graphicsView()->viewport()->geometry();
    QWidget* legend = nullptr;
    for (QWidget* child : view.graphicsView()->findChildren<QWidget*>()) {
        if (child->accessibleName() == QStringLiteral("Legend of link colours and patterns"))
            legend = child;
    }
    REQUIRE(legend);
    CHECK(legend->isVisible());
    // A strip of at most a quarter of the drawing's height, inside the viewport.
    CHECK(legend->height() * 4 <= viewport.height());
    CHECK(viewport.contains(legend->geometry()));
    QToolButton* zoomIn = nullptr;
    for (QToolButton* button : view.findChildren<QToolButton*>()) {
        if (button->accessibleName() == QStringLiteral("Zoom in"))
            zoomIn = button;
    }
    REQUIRE(zoomIn);
    CHECK(zoomIn->isVisible());
    QToolButton* legendButton = nullptr;
    for (QToolButton* button : view.findChildren<QToolButton*>()) {
        if (button->accessibleName() == QStringLiteral("Show legend"))
            legendButton = button;
    }
    REQUIRE(legendButton);
    view.setLegendVisible(false);
    CHECK_FALSE(legendButton->isChecked()); // the toggle shows what the lab chose
    CHECK_FALSE(legend->isVisible());
    view.setLegendVisible(true);
    CHECK(legendButton->isChecked());
    view.setTableVisible(true);
    CHECK_FALSE(zoomIn->isVisible());
    view.setTableVisible(false);
    CHECK(zoomIn->isVisible());
}

TEST_CASE("TopologyView fitted to its width draws every node above its legend",
          "[gui][topology]")
{
    TopologyView view;
    view.setAutoFit(TopologyView::AutoFit::Width);
    view.setTopology(smallServer());
    // Narrow, so that the legend wraps onto several rows: a strip as tall as a row of nodes.
    view.show();
    // The view measures what its frame takes around the drawing once laid out; a page's
    // layout asks it again then, as these rounds do.
    for (int round = 0; round < 3; ++round) {
        view.resize(380, view.heightForWidth(380));
        QCoreApplication::processEvents();
    }
    // Taller than it asks, as beside a taller pane: the drawing is centred above the legend,
    // not in the whole view with its lowest row under the legend.
    view.resize(380, view.height() + 150);
    QCoreApplication::processEvents();
    QGraphicsView* graphics = view.graphicsView();
    QWidget* legend = nullptr;
    for (QWidget* child : graphics->findChildren<QWidget*>()) {
        if (child->accessibleName() == QStringLiteral("Legend of link colours and patterns"))
            legend = child;
    }
    REQUIRE(legend);
    REQUIRE(legend->isVisible());
    // Every node inside the viewport and clear of the legend.
    const auto checkNodesClear = [&] {
        const QRect legendInViewport = legend->geometry().translated(-graphics->viewport()->pos());
        int nodes = 0;
        for (QGraphicsItem* item : graphics->scene()->items()) {
            if (dynamic_cast<TopologyNodeItem*>(item) == nullptr)
                continue;
            ++nodes;
            const QRect drawn = graphics->mapFromScene(item->sceneBoundingRect()).boundingRect();
            INFO("node at " << drawn.x() << "," << drawn.y() << " " << drawn.width() << "x"
                            << drawn.height() << ", legend from y " << legendInViewport.top()
                            << " in a viewport " << graphics->viewport()->width() << "x"
                            << graphics->viewport()->height());
            CHECK(graphics->viewport()->rect().contains(drawn));
            CHECK_FALSE(drawn.intersects(legendInViewport));
        }
        CHECK(nodes == 3);
    };
    checkNodesClear();
    // Shorter than it asks (a page that cannot give it the room): the drawing scrolls, and
    // scrolled to its end its lowest row clears the legend. Before, a view centred a drawing
    // that fitted the whole view, whatever it was told, and the row stayed under the legend.
    view.resize(380, view.height() - 150 - legend->height() / 2);
    QCoreApplication::processEvents();
    graphics->verticalScrollBar()->setValue(graphics->verticalScrollBar()->maximum());
    QCoreApplication::processEvents();
    checkNodesClear();
}

TEST_CASE("TopologyView moves the selection between nodes with the arrow keys",
          "[gui][topology][keyboard]")
{
    TopologyView view;
    view.resize(900, 560);
    view.setTopology(smallServer()); // the switch on top, GPU 0 below left, GPU 1 below right
    view.show();
    REQUIRE(QTest::qWaitForWindowExposed(&view));
    QGraphicsView* drawing = view.graphicsView();
    drawing->setFocus(Qt::TabFocusReason);
    QSignalSpy selected(&view, &TopologyView::elementSelected);

    // Nothing selected: an arrow selects the first node.
    QTest::keyClick(drawing, Qt::Key_Down);
    CHECK(view.selectedElement() == "sw");
    QTest::keyClick(drawing, Qt::Key_Down); // two GPUs as near: the first in the snapshot
    CHECK(view.selectedElement() == "gpu0");
    QTest::keyClick(drawing, Qt::Key_Right);
    CHECK(view.selectedElement() == "gpu1");
    // Nothing further right: the selection stays, the table follows it.
    QTest::keyClick(drawing, Qt::Key_Right);
    CHECK(view.selectedElement() == "gpu1");
    CHECK(view.tableView()->currentIndex().row() == view.tableModel()->rowOf("gpu1"));
    QTest::keyClick(drawing, Qt::Key_Left);
    CHECK(view.selectedElement() == "gpu0");
    QTest::keyClick(drawing, Qt::Key_Up);
    CHECK(view.selectedElement() == "sw");
    CHECK(selected.count() == 5);
    CHECK(selected.last().at(0).toString() == "sw");

    // From a selected link, the node nearest its middle that way.
    view.selectElement(QStringLiteral("l1"));
    QTest::keyClick(drawing, Qt::Key_Up);
    CHECK(view.selectedElement() == "sw");
    // Modified arrows keep their usual meaning (scrolling), the selection stays.
    QTest::keyClick(drawing, Qt::Key_Down, Qt::ShiftModifier);
    CHECK(view.selectedElement() == "sw");
}
