#include "labs/common/widgets/choice_delegate.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/labelled_field.h"
#include "labs/common/widgets/sortable_header.h"
#include "tests/labs/test_shots.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/palette.h"
#include "labs/common/widgets/tab_strip.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/wrapping_combo_box.h"
#include "labs/common/widgets/wrapping_splitter.h"
#include "labs/common/charts/summary_chart.h"

#include <QBarSet>
#include <QComboBox>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QHBoxLayout>
#include <QHorizontalStackedBarSeries>
#include <QHeaderView>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableView>
#include <QImage>
#include <QLabel>
#include <QStackedBarSeries>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

using namespace ailab::labs;

namespace {

const QList<Status> kStatuses{Status::Healthy, Status::Busy, Status::Congested, Status::Failed,
                              Status::Idle};

} // namespace

TEST_CASE("Palette gives every status its own text, icon and pen", "[gui][palette]")
{
    std::set<QString> texts;
    std::set<int> pens;
    std::set<QRgb> colours;
    QList<QImage> icons;
    for (Status status : kStatuses) {
        texts.insert(style::statusText(status));
        pens.insert(static_cast<int>(style::statusPenStyle(status)));
        colours.insert(style::statusColor(status).rgb());
        const QIcon icon = style::statusIcon(status);
        REQUIRE_FALSE(icon.isNull());
        icons << icon.pixmap(32, 32).toImage();
    }
    CHECK(texts == std::set<QString>{QStringLiteral("healthy"), QStringLiteral("busy"),
                                     QStringLiteral("congested"), QStringLiteral("failed"),
                                     QStringLiteral("idle")});
    CHECK(pens.size() == 5);
    CHECK(colours.size() == 5);
    for (qsizetype i = 0; i < icons.size(); ++i) {
        for (qsizetype j = i + 1; j < icons.size(); ++j)
            CHECK(icons[i] != icons[j]);
    }
    CHECK(style::statusColor(Status::Healthy).rgb() == QColor(0x00, 0x9e, 0x73).rgb());
}

TEST_CASE("Palette bands loads and keeps colours readable on dark windows", "[gui][palette]")
{
    CHECK(style::loadBand(0.0) == LoadBand::Idle);
    CHECK(style::loadBand(0.2) == LoadBand::Low);
    CHECK(style::loadBand(0.5) == LoadBand::Medium);
    CHECK(style::loadBand(0.8) == LoadBand::High);
    CHECK(style::loadBand(0.9) == LoadBand::Saturated);
    CHECK(style::loadBand(1.7) == LoadBand::Saturated);
    CHECK(style::loadText(0.82) == QStringLiteral("high (82 %)"));
    std::set<QRgb> colours;
    for (double u : {0.0, 0.2, 0.5, 0.8, 1.0})
        colours.insert(style::loadColor(u).rgb());
    CHECK(colours.size() == 5);

    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
    dark.setColor(QPalette::Base, QColor(0x18, 0x18, 0x18));
    CHECK(style::isDark(dark));
    CHECK_FALSE(style::isDark(style::presenterPalette()));
    // A dark blue is too dark on a dark base, so it is lightened; on white it stays.
    const QColor navy(0x00, 0x22, 0x55);
    CHECK(style::readableOn(navy, dark).lightnessF() > navy.lightnessF() + 0.1);
    CHECK(style::readableOn(navy, style::presenterPalette()) == navy);
    CHECK(style::seriesPenStyle(0) != style::seriesPenStyle(1));
    CHECK(style::seriesBrushStyle(0) != style::seriesBrushStyle(1));
}

TEST_CASE("SummaryChart shows bars, breakdowns and donuts with tables", "[gui][summary]")
{
    SummaryChart chart;
    chart.setTitle(QStringLiteral("Data pipeline"));
    chart.resize(640, 400);
    chart.show();
    REQUIRE(QTest::qWaitForWindowExposed(&chart));

    chart.setBars(
        {QStringLiteral("Storage"), QStringLiteral("Preprocess"), QStringLiteral("GPU demand")},
        {{QStringLiteral("Throughput"), {8, 20, 24}, QColor()},
         {QStringLiteral("Capacity"), {10, 25, 24}, QColor()}},
        QStringLiteral("GB/s"));
    CHECK(chart.kind() == SummaryChart::Kind::Bars);
    CHECK(chart.toCsv() == QStringLiteral("Category,Throughput (GB/s),Capacity (GB/s)\n"
                                          "Storage,8,10\n"
                                          "Preprocess,20,25\n"
                                          "GPU demand,24,24\n"));
    REQUIRE(chart.chart()->series().size() == 1);
    auto* bars = qobject_cast<QAbstractBarSeries*>(chart.chart()->series().front());
    REQUIRE(bars);
    REQUIRE(bars->barSets().size() == 2);
    // A pattern besides the colour.
    CHECK(bars->barSets()[0]->brush().style() != bars->barSets()[1]->brush().style());
    ailab::tests::saveTestShot(&chart, QStringLiteral("summary_bars"));

    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString png = dir.filePath(QStringLiteral("s.png"));
    REQUIRE(chart.savePng(png));
    CHECK_FALSE(QImage(png).isNull());
    const QString svg = dir.filePath(QStringLiteral("s.svg"));
    REQUIRE(chart.saveSvg(svg));
    QFile svgFile(svg);
    REQUIRE(svgFile.open(QIODevice::ReadOnly));
    const QByteArray head = svgFile.read(64).trimmed();
    CHECK((head.startsWith("<?xml") || head.startsWith("<svg")));
    const QString csv = dir.filePath(QStringLiteral("s.csv"));
    REQUIRE(chart.saveCsv(csv));
    QFile csvFile(csv);
    REQUIRE(csvFile.open(QIODevice::ReadOnly));
    CHECK(QString::fromUtf8(csvFile.readAll()) == chart.toCsv());

    chart.setBreakdown({QStringLiteral("Step")},
                       {{QStringLiteral("Compute"), {0.6}, QColor()},
                        {QStringLiteral("Communication"), {0.3}, QColor()},
                        {QStringLiteral("Data wait"), {0.1}, QColor()}},
                       QStringLiteral("s"));
    CHECK(chart.kind() == SummaryChart::Kind::Breakdown);
    CHECK(qobject_cast<QHorizontalStackedBarSeries*>(chart.chart()->series().front()));
    CHECK(chart.tableModel()->rowCount() == 1);
    CHECK(chart.tableModel()->columnCount() == 4);
    ailab::tests::saveTestShot(&chart, QStringLiteral("summary_breakdown"));

    chart.setDonut(
        {{QStringLiteral("fed"), 8.0, QColor()}, {QStringLiteral("waiting"), 16.0, QColor()}},
        QStringLiteral("GB/s"));
    CHECK(chart.kind() == SummaryChart::Kind::Donut);
    const QStandardItemModel* model = chart.tableModel();
    REQUIRE(model->rowCount() == 2);
    CHECK(model->item(0, 0)->text() == QStringLiteral("fed"));
    CHECK(model->item(0, 2)->text() == QStringLiteral("33.3"));
    CHECK(model->item(1, 2)->text() == QStringLiteral("66.7"));
    ailab::tests::saveTestShot(&chart, QStringLiteral("summary_donut"));
    chart.setTableVisible(true);
    CHECK(chart.isTableVisible());
    ailab::tests::saveTestShot(&chart, QStringLiteral("summary_table"));
}

namespace {
// Every text Qt Charts drew (axis labels and titles), to find elided ones.
QStringList chartTexts(SummaryChart& chart)
{
    QStringList out;
    for (QGraphicsItem* item : chart.chartView()->scene()->items()) {
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item); text && text->isVisible())
            out << text->toPlainText();
    }
    return out;
}
} // namespace

TEST_CASE("SummaryChart breakdown labels its value axis without eliding", "[gui][summary]")
{
    const QList<BarSeries> parts{{QStringLiteral("Compute"), {1.65, 1.65}, QColor()},
                                 {QStringLiteral("Exposed communication"), {0.02, 0.02}, QColor()},
                                 {QStringLiteral("Data wait"), {2.3, 2.3}, QColor()},
                                 {QStringLiteral("Checkpoint share"), {0.04, 0.04}, QColor()}};
    for (const QSize size : {QSize(400, 180), QSize(560, 170), QSize(900, 260)}) {
        SummaryChart chart;
        chart.setTitle(QStringLiteral("Step time breakdown"));
        chart.setBreakdown({QStringLiteral("Without degradation"), QStringLiteral("Current")},
                           parts, QStringLiteral("Seconds per step"));
        chart.resize(size);
        chart.show();
        QCoreApplication::processEvents();
        INFO(size.width() << "x" << size.height());
        const QStringList texts = chartTexts(chart);
        CHECK(texts.size() >= 4);
        for (const QString& text : texts) {
            INFO(text.toStdString());
            // Qt Charts elides with three dots. Its legend does not wrap: when it can take
            // neither one row nor a third of the width, a name may be shortened (the table and
            // the tooltips keep it whole); axis labels and titles never are.
            const QString shown = text.section(QStringLiteral("..."), 0, 0);
            const bool legendEntry =
                std::any_of(parts.begin(), parts.end(),
                            [&](const BarSeries& p) { return p.name.startsWith(shown); });
            CHECK_FALSE(text.contains(QChar(0x2026)));
            if (!(legendEntry && size.width() < 500))
                CHECK_FALSE(text.contains(QStringLiteral("...")));
        }
        auto* axis = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Horizontal).value(0));
        REQUIRE(axis);
        // Whole seconds at this scale: the unit is in the title, not on every label.
        CHECK(axis->labelFormat() == QStringLiteral("%.0f"));
        CHECK(axis->tickCount() >= 3);
        CHECK(axis->titleText() == QStringLiteral("Seconds per step"));
        CHECK(axis->max() >= 4.0);
        if (size.width() == 400)
            ailab::tests::saveTestShot(&chart, QStringLiteral("summary_breakdown_narrow"));
    }
}

TEST_CASE("MetricTile names its figure for screen readers", "[gui][tile]")
{
    QWidget row;
    auto* layout = new QHBoxLayout(&row);
    auto* tile = new MetricTile(QStringLiteral("Bytes per worker"));
    layout->addWidget(tile);
    tile->setValue(QStringLiteral("1.75"), QStringLiteral("GB"));
    tile->setDetail(QStringLiteral("2(N-1)/N x S"));
    CHECK(tile->accessibleName() == QStringLiteral("Bytes per worker: 1.75 GB"));
    tile->setStatus(Status::Congested);
    CHECK(tile->accessibleName() == QStringLiteral("Bytes per worker: 1.75 GB, congested"));
    CHECK(tile->status() == Status::Congested);
    auto* failed = new MetricTile(QStringLiteral("Links up"));
    failed->setValue(QStringLiteral("31 of 32"));
    failed->setStatus(Status::Failed);
    layout->addWidget(failed);
    row.show();
    REQUIRE(QTest::qWaitForWindowExposed(&row));
    // The status is shown in words, not only as colour.
    bool wordShown = false;
    for (QLabel* label : tile->findChildren<QLabel*>())
        wordShown |= label->isVisible() && label->text() == QStringLiteral("congested");
    CHECK(wordShown);
    ailab::tests::saveTestShot(&row, QStringLiteral("metric_tiles"));
    tile->clearStatus();
    CHECK(tile->accessibleName() == QStringLiteral("Bytes per worker: 1.75 GB"));
}

TEST_CASE("ExplainerPanel labels teaching assumptions", "[gui][explainer]")
{
    ExplainerPanel panel;
    ExplainerContent content;
    content.title = QStringLiteral("Ring all-reduce");
    content.conceptText =
        QStringLiteral("Each GPU sends and receives <i>2(N-1)/N</i> of the data.");
    content.formula = QStringLiteral("bytes = 2(N&minus;1)/N &times; S");
    content.inputs = {
        {QStringLiteral("GPUs N"), QStringLiteral("8"), QStringLiteral("scenario"), false},
        {QStringLiteral("Bandwidth per GPU"), QStringLiteral("20 Gb/s"), QStringLiteral("seed lab"),
         true},
    };
    content.sources = {QStringLiteral("Patarasuk and Yuan, 2009")};
    panel.setContent(content);
    panel.resize(420, 420);
    panel.show();
    REQUIRE(QTest::qWaitForWindowExposed(&panel));
    const QString text = panel.browser()->toPlainText();
    CHECK(text.count(QStringLiteral("teaching assumption")) == 1);
    CHECK(text.contains(QStringLiteral("Patarasuk and Yuan, 2009")));
    CHECK(text.contains(QStringLiteral("bytes = 2(N−1)/N × S")));
    CHECK_FALSE(panel.browser()->openLinks());
    CHECK_FALSE(panel.browser()->openExternalLinks());
    CHECK(panel.browser()->accessibleName() == QStringLiteral("Explanation: Ring all-reduce"));
    ailab::tests::saveTestShot(&panel, QStringLiteral("explainer"));
}

TEST_CASE("ChoiceDelegate changes a cell's choice from the keyboard", "[gui][choice]")
{
    using ailab::labs::ChoiceDelegate;
    constexpr int kValueRole = Qt::UserRole + 7;
    QTableWidget table(2, 2);
    auto* delegate = new ChoiceDelegate(kValueRole, &table);
    delegate->setChoices({{QStringLiteral("a fix"), 0}, {QStringLiteral("no effect"), 2}, {QStringLiteral("harmful"), 3}});
    table.setItemDelegateForColumn(1, delegate);
    for (int row = 0; row < 2; ++row) {
        auto* item = new QTableWidgetItem(delegate->textOf(2));
        item->setData(kValueRole, 2);
        table.setItem(row, 1, item);
    }
    CHECK(table.item(0, 1)->text() == QStringLiteral("no effect"));
    table.show();
    table.setFocus();
    table.setCurrentCell(1, 1);
    // F2 opens the drop-down on the current cell; an arrow key takes the next choice; Enter
    // closes it. No mouse.
    QTest::keyClick(&table, Qt::Key_F2);
    QCoreApplication::processEvents();
    auto* box = table.findChild<QComboBox*>();
    REQUIRE(box != nullptr);
    CHECK(box->currentText() == QStringLiteral("no effect"));
    QTest::keyClick(box, Qt::Key_Down);
    QTest::keyClick(box, Qt::Key_Return);
    QCoreApplication::processEvents();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    CHECK(table.findChild<QComboBox*>() == nullptr);
    CHECK(table.item(1, 1)->data(kValueRole).toInt() == 3);
    CHECK(table.item(1, 1)->text() == QStringLiteral("harmful"));
    CHECK(table.item(0, 1)->data(kValueRole).toInt() == 2);
    // Escape leaves a cell whose choice was not changed as it was.
    table.setCurrentCell(0, 1);
    QTest::keyClick(&table, Qt::Key_F2);
    QCoreApplication::processEvents();
    auto* second = table.findChild<QComboBox*>();
    REQUIRE(second != nullptr);
    QTest::keyClick(second, Qt::Key_Escape);
    CHECK(table.item(0, 1)->data(kValueRole).toInt() == 2);
}

TEST_CASE("fitColumnsWrapping wraps one column and never scrolls sideways", "[gui][table]")
{
    QTableWidget table(2, 3);
    table.setHorizontalHeaderLabels({QStringLiteral("Job"), QStringLiteral("Step time (baseline)"), QStringLiteral("Why")});
    for (int row = 0; row < 2; ++row) {
        table.setItem(row, 0, new QTableWidgetItem(QStringLiteral("llama-8b-pretrain")));
        table.setItem(row, 1, new QTableWidgetItem(QStringLiteral("4.05 s (4.05 s)")));
        table.setItem(row, 2, new QTableWidgetItem(QStringLiteral(
                                  "The job's communication takes longer than before, because a leaf-spine "
                                  "link of its all-reduce is out of service (caused by link-down on leaf0-spine1)")));
    }
    ailab::labs::fitColumnsWrapping(&table, 2);
    table.resize(table.minimumWidth(), 300);
    table.show();
    QCoreApplication::processEvents();
    QHeaderView* header = table.horizontalHeader();
    // The fitted columns keep their text's width; the sentence wraps in what is left.
    CHECK(header->sectionSize(0) >= table.fontMetrics().horizontalAdvance(QStringLiteral("llama-8b-pretrain")));
    CHECK(header->length() <= header->width() + 1);
    CHECK_FALSE(table.horizontalScrollBar()->isVisible());
    CHECK(table.rowHeight(0) > 2 * table.fontMetrics().height());
    // The table asks for the room its fitted columns need.
    CHECK(table.minimumWidth() > header->sectionSize(0) + header->sectionSize(1));
}

TEST_CASE("fitColumnsWrapping shares the width between several sentence columns", "[gui][table]")
{
    QTableWidget table(1, 3);
    table.setHorizontalHeaderLabels({QStringLiteral("Component"), QStringLiteral("Count"), QStringLiteral("Outcome")});
    table.setItem(0, 0, new QTableWidgetItem(QStringLiteral("a power feed of a rack of eight servers")));
    table.setItem(0, 1, new QTableWidgetItem(QStringLiteral("2048")));
    table.setItem(0, 2, new QTableWidgetItem(QStringLiteral("the training job restarts on spare servers")));
    ailab::labs::fitColumnsWrapping(&table, QList<int>{0, 2});
    table.resize(table.minimumWidth(), 300);
    table.show();
    QCoreApplication::processEvents();
    QHeaderView* header = table.horizontalHeader();
    // Both sentences wrap in what the count leaves; neither header title is cut.
    INFO("sections " << header->sectionSize(0) << " " << header->sectionSize(1) << " " << header->sectionSize(2)
                     << " in " << table.width());
    CHECK(header->length() <= header->width() + 1);
    CHECK(header->sectionSize(0) + 1 >= header->sectionSizeHint(0));
    CHECK(header->sectionSize(2) + 1 >= header->sectionSizeHint(2));
    QTRY_VERIFY(table.rowHeight(0) > 2 * table.fontMetrics().height());
    CHECK(table.minimumWidth() < table.fontMetrics().horizontalAdvance(
                                     QStringLiteral("a power feed of a rack of eight servers")) +
                                     table.fontMetrics().horizontalAdvance(
                                         QStringLiteral("the training job restarts on spare servers")));
}

TEST_CASE("stackedTitle breaks a title at its spaces and a long word after its hyphens",
          "[gui][table]")
{
    CHECK(stackedTitle(QStringLiteral("Memory bandwidth (TB/s)"), 8) ==
          QStringLiteral("Memory\nbandwidth\n(TB/s)"));
    CHECK(stackedTitle(QStringLiteral("GPU memory (GB)"), 12) == QStringLiteral("GPU memory\n(GB)"));
    // A hyphenated word longer than a line breaks after its hyphen, keeping it.
    CHECK(stackedTitle(QStringLiteral("Speicher-Bandbreite (TB/s)"), 8) ==
          QStringLiteral("Speicher-\nBandbreite\n(TB/s)"));
    // One that fits keeps its hyphen inside the line.
    CHECK(stackedTitle(QStringLiteral("Leaf-Spine links"), 12) == QStringLiteral("Leaf-Spine\nlinks"));
}

TEST_CASE("fitColumnsWhole asks for every column's width and never scrolls sideways", "[gui][table]")
{
    QTableWidget table(1, 3);
    table.setHorizontalHeaderLabels({QStringLiteral("Tenant"), QStringLiteral("Quota (GPUs)"),
                                     QStringLiteral("Share so far")});
    table.setItem(0, 0, new QTableWidgetItem(QStringLiteral("research-team-with-a-long-name")));
    fitColumnsWhole(&table);
    QHeaderView* header = table.horizontalHeader();
    CHECK(table.horizontalScrollBarPolicy() == Qt::ScrollBarAlwaysOff);
    CHECK(table.minimumWidth() >= header->sectionSize(0) + header->sectionSize(1) + header->sectionSize(2));
    // In a layout narrower than that, the table holds its width: the layout must wrap it.
    QWidget holder;
    auto* row = new QHBoxLayout(&holder);
    row->addWidget(&table);
    CHECK(holder.minimumSizeHint().width() >= table.minimumWidth());
    row->removeWidget(&table);
    table.setParent(nullptr);
}

TEST_CASE("SortableHeader keeps a sortable table's titles whole at their own width", "[gui][table]")
{
    QStandardItemModel model(2, 3);
    model.setHorizontalHeaderLabels({QStringLiteral("Memory\nbandwidth\n(TB/s)"), QStringLiteral("GPU"),
                                     QStringLiteral("Power\n(W)")});
    QTableView plain;
    plain.setModel(&model);
    plain.setSortingEnabled(true);
    QTableView sortable;
    sortable.setHorizontalHeader(new SortableHeader(&sortable));
    sortable.setModel(&model);
    sortable.setSortingEnabled(true);
    CHECK(sortable.horizontalHeader()->sectionsClickable());
    CHECK(sortable.horizontalHeader()->isSortIndicatorShown());
    const QFontMetrics metrics = sortable.horizontalHeader()->fontMetrics();
    for (int c = 0; c < 3; ++c) {
        INFO("column " << c);
        const int text = metrics.horizontalAdvance(
            model.headerData(c, Qt::Horizontal).toString().split(QLatin1Char('\n')).first());
        const int need = sortable.horizontalHeader()->sectionSizeHint(c);
        // Room for the title and the arrow beside it (half the header's height).
        CHECK(need > text + metrics.height() / 2);
    }
    // Less than QHeaderView's estimate of the title's whole height for the arrow, which made
    // the three-line title's column some 1.5 lines wider than it needs.
    CHECK(sortable.horizontalHeader()->sectionSizeHint(0) + metrics.height() <
          plain.horizontalHeader()->sectionSizeHint(0));
    // Clicking a title sorts by it.
    model.setItem(0, 1, new QStandardItem(QStringLiteral("b")));
    model.setItem(1, 1, new QStandardItem(QStringLiteral("a")));
    sortable.show();
    QTest::mouseClick(sortable.horizontalHeader()->viewport(), Qt::LeftButton, {},
                      QPoint(sortable.horizontalHeader()->sectionViewportPosition(1) + 5, 5));
    CHECK(sortable.horizontalHeader()->sortIndicatorSection() == 1);
}

TEST_CASE("labelledField keeps a label by its field and gives it the field as buddy", "[gui][table]")
{
    QWidget parent;
    auto* box = new QSpinBox;
    QWidget* pair = labelledField(QStringLiteral("&Replicas:"), box, &parent);
    CHECK(box->parentWidget() == pair);
    const auto labels = pair->findChildren<QLabel*>();
    REQUIRE(labels.size() == 1);
    CHECK(labels.first()->buddy() == box);
    // Widened, the pair keeps the label by its field and the room after them.
    pair->resize(pair->sizeHint().width() + 200, pair->sizeHint().height());
    parent.show();
    QCoreApplication::processEvents();
    CHECK(box->x() - labels.first()->geometry().right() < 20);
    CHECK(box->geometry().right() < pair->width() - 150);
}

TEST_CASE("ExplainerPanel is never narrower than a readable line", "[gui][explainer]")
{
    ExplainerPanel panel;
    const int line = panel.fontMetrics().averageCharWidth() * 20;
    CHECK(panel.minimumSizeHint().width() >= line);
    QFont larger = panel.font();
    larger.setPointSizeF(larger.pointSizeF() * 1.5);
    panel.setFont(larger);
    CHECK(panel.minimumSizeHint().width() >= QFontMetrics(larger).averageCharWidth() * 20);
}

TEST_CASE("WrappingSplitter stands its panes side by side only where they fit", "[gui][splitter]")
{
    QWidget window;
    auto* splitter = new WrappingSplitter(&window);
    auto* left = new QLabel(QStringLiteral("table"));
    auto* right = new QLabel(QStringLiteral("explainer"));
    left->setMinimumWidth(300);
    right->setMinimumWidth(300);
    splitter->addWidget(left);
    splitter->addWidget(right);
    window.resize(700, 400);
    splitter->setGeometry(0, 0, 700, 400);
    window.show();
    QCoreApplication::processEvents();
    CHECK(splitter->orientation() == Qt::Horizontal);
    CHECK(splitter->besideWidth() >= 600);
    // One under the other where the width is less than both need.
    splitter->setGeometry(0, 0, 500, 400);
    QCoreApplication::processEvents();
    CHECK(splitter->orientation() == Qt::Vertical);
    CHECK(splitter->minimumSizeHint().width() == 300);
    splitter->setGeometry(0, 0, 700, 400);
    QCoreApplication::processEvents();
    CHECK(splitter->orientation() == Qt::Horizontal);
    // A pane that comes to need more (a table's columns grown with its rows) puts the panes
    // one under the other at the same width, with no resize to say so.
    left->setMinimumWidth(500);
    QCoreApplication::processEvents();
    CHECK(splitter->orientation() == Qt::Vertical);
    CHECK(left->width() >= 500);
}

TEST_CASE("WrappingComboBox opens its list inside its window and wraps long items",
          "[gui][widgets]")
{
    QWidget window;
    window.resize(420, 300);
    auto* layout = new QHBoxLayout(&window);
    auto* box = new ailab::labs::WrappingComboBox(&window);
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(10);
    layout->addWidget(box);
    const QString longText = QStringLiteral(
        "A replica was lost with its server; the others cannot carry its share of the load, so "
        "their KV caches fill and requests queue behind them for many seconds.");
    box->addItem(longText);
    box->addItem(QStringLiteral("Short"));
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    // On one line the item is wider than the window.
    REQUIRE(box->fontMetrics().horizontalAdvance(longText) > window.width());

    box->showPopup();
    QWidget* popup = box->view()->window();
    REQUIRE(popup != &window);
    REQUIRE(popup->isVisible());
    const QRect room = window.frameGeometry();
    CHECK(popup->geometry().left() >= room.left());
    CHECK(popup->geometry().right() <= room.right());
    // The long item wraps: its row is taller than the short one's.
    CHECK(box->view()->sizeHintForRow(0) > box->view()->sizeHintForRow(1));
    box->hidePopup();
}

TEST_CASE("TabStrip gives its tabs the rows they wrap onto when their font grows",
          "[gui][tabs]")
{
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    auto* tabs = new StripTabWidget(&window);
    layout->addWidget(tabs->strip());
    layout->addWidget(tabs, 1);
    for (const char* title : {"Dashboard", "Failure injection", "Incidents", "Authoring",
                              "Power and cooling", "Resilience", "Security"})
        tabs->addTab(new QWidget, QString::fromLatin1(title));
    window.resize(700, 400);
    window.show();
    QCoreApplication::processEvents();
    // Presenter mode's larger text: the same tabs need more rows at the same width.
    QFont large = window.font();
    large.setPointSizeF(large.pointSizeF() * 1.5);
    window.setFont(large);
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    const TabStrip* strip = tabs->strip();
    REQUIRE(strip->heightForWidth(strip->width()) > strip->button(0)->height() * 3 / 2);
    for (int i = 0; i < strip->count(); ++i) {
        INFO(strip->button(i)->text().toStdString());
        CHECK(strip->rect().contains(strip->button(i)->geometry()));
    }
    CHECK(strip->height() >= strip->heightForWidth(strip->width()));
}
