// Every number a learner reads follows the chosen language, and German words fit: every
// page of every lab, with every preset loaded and run for a while, is read in German
// (labels, buttons, lists, tables, explainers, drawings, chart axes and chart labels); no
// number may be written with a decimal point ("0.5", "60.9 ms", "307.2 GB/s"; German
// writes "0,5"), and no button may show less than its whole text.
#include "app/lab_registry.h"
#include "labs/common/skeleton/lab.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/skeleton/tabbed_lab.h"
#include "tests/labs/german_scope.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPieSeries>
#include <QPieSlice>
#include <QRegularExpression>
#include <QScrollArea>
#include <QTabBar>
#include <QTextDocument>
#include <QTextEdit>
#include <QValueAxis>
#include <catch2/catch.hpp>
#include <qcustomplot.h>

using ailab::labs::TabbedLab;

namespace {

QString plain(const QString& text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument document;
    document.setHtml(text);
    return document.toPlainText();
}

void addModelTexts(const QAbstractItemModel* model, const QModelIndex& parent, QStringList& out,
                   int& budget)
{
    if (!model)
        return;
    for (int r = 0; r < model->rowCount(parent) && budget > 0; ++r) {
        for (int c = 0; c < model->columnCount(parent); ++c, --budget) {
            const QModelIndex index = model->index(r, c, parent);
            out << model->data(index, Qt::DisplayRole).toString()
                << model->data(index, Qt::ToolTipRole).toString();
            if (c == 0 && model->hasChildren(index))
                addModelTexts(model, index, out, budget);
        }
    }
    if (!parent.isValid()) {
        for (int c = 0; c < model->columnCount(); ++c)
            out << model->headerData(c, Qt::Horizontal).toString();
    }
}

void addPlotTexts(QCustomPlot* plot, QStringList& out)
{
    plot->replot(QCustomPlot::rpImmediateRefresh); // the ticks are computed while drawing
    for (QCPAxisRect* rect : plot->axisRects()) {
        for (QCPAxis* axis : rect->axes()) {
            if (!axis->visible())
                continue;
            out << axis->label();
            if (axis->tickLabels())
                out << axis->tickVectorLabels().toList();
        }
    }
    for (int i = 0; i < plot->itemCount(); ++i) {
        if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)); text && text->visible())
            out << text->text();
    }
    for (int i = 0; i < plot->plottableCount(); ++i)
        out << plot->plottable(i)->name();
}

void addChartTexts(QChart* chart, QStringList& out, QStringList& problems)
{
    out << chart->title();
    for (QAbstractAxis* axis : chart->axes()) {
        out << axis->titleText();
        if (auto* categories = qobject_cast<QBarCategoryAxis*>(axis))
            out << categories->categories();
        // Qt Charts writes a value axis's labels with a decimal point unless told otherwise.
        if (qobject_cast<QValueAxis*>(axis) && axis->labelsVisible() &&
            (!chart->localizeNumbers() || chart->locale().decimalPoint() != QLatin1String(",")))
            problems << QStringLiteral("a value axis of the chart \"%1\" writes its numbers in "
                                       "English")
                            .arg(chart->title());
    }
    for (QAbstractSeries* series : chart->series()) {
        out << series->name();
        if (auto* pie = qobject_cast<QPieSeries*>(series)) {
            for (const QPieSlice* slice : pie->slices())
                out << slice->label();
        }
    }
}

void addSceneTexts(QGraphicsScene* scene, QStringList& out)
{
    if (!scene)
        return;
    for (QGraphicsItem* item : scene->items()) {
        if (!item->isVisible())
            continue;
        out << item->toolTip();
        if (auto* simple = dynamic_cast<QGraphicsSimpleTextItem*>(item))
            out << simple->text();
        else if (auto* text = dynamic_cast<QGraphicsTextItem*>(item))
            out << text->toPlainText();
    }
}

// Every text the page shows, or shows on hover.
QStringList visibleTexts(QWidget* page, QStringList& problems)
{
    QStringList out;
    QList<QWidget*> widgets = page->findChildren<QWidget*>();
    widgets.prepend(page);
    for (QWidget* w : widgets) {
        if (!w->isVisibleTo(page) && w != page)
            continue;
        out << w->toolTip() << w->accessibleName();
        if (auto* label = qobject_cast<QLabel*>(w))
            out << plain(label->text());
        else if (auto* button = qobject_cast<QAbstractButton*>(w))
            out << button->text();
        else if (auto* combo = qobject_cast<QComboBox*>(w)) {
            for (int i = 0; i < combo->count(); ++i)
                out << combo->itemText(i);
        } else if (auto* box = qobject_cast<QGroupBox*>(w))
            out << box->title();
        else if (auto* tabs = qobject_cast<QTabBar*>(w)) {
            for (int i = 0; i < tabs->count(); ++i)
                out << tabs->tabText(i) << tabs->tabToolTip(i);
        } else if (auto* line = qobject_cast<QLineEdit*>(w))
            out << line->text();
        else if (auto* spin = qobject_cast<QAbstractSpinBox*>(w))
            out << spin->text();
        else if (auto* edit = qobject_cast<QTextEdit*>(w))
            out << edit->toPlainText();
        else if (auto* plot = qobject_cast<QCustomPlot*>(w))
            addPlotTexts(plot, out);
        else if (auto* chartView = qobject_cast<QChartView*>(w))
            addChartTexts(chartView->chart(), out, problems);
        else if (auto* view = qobject_cast<QAbstractItemView*>(w)) {
            int budget = 4000;
            addModelTexts(view->model(), QModelIndex(), out, budget);
        } else if (auto* graphics = qobject_cast<QGraphicsView*>(w))
            addSceneTexts(graphics->scene(), out);
    }
    return out;
}

// The numbers of a text that are written with a decimal point. Not numbers: names with a
// version ("PCIe 5.0", "NVLink 4.0", "UPI 2.0"), standards ("IEEE 802.3bs", "802.1Q"),
// the course's sections ("section 05.5", "Abschnitt 04.4"), a specification's
// ("IBTA Vol. 1, 9.2"), papers ("arXiv:2205.05198"), dotted addresses and paragraphs
// ("10.0.0.1", "4.2.3.2"), technical committees ("ASHRAE TC 9.9"). German groups thousands with a
// point ("7.472"), which is one to three digits, a point and three digits.
QStringList decimalPointNumbers(const QString& text)
{
    static const QRegularExpression number(
        QStringLiteral("(?<![\\w.,])(\\d+)\\.(\\d+)(?![\\w.]|,\\d)"));
    static const QRegularExpression name(
        QStringLiteral("(PCIe|PCI Express|NVLink|UPI|IEEE|RFC|DDR\\d|Gen|Vol\\.|[Ss]ection|"
                       "[Ss]ections|Abschnitte?|Abschnitten|Fallstudie|[Cc]ase study|[Vv]ersion|"
                       "802|Vol\\.\\s*\\d+,|arXiv:|TC)[\\s-]*$"));
    QStringList out;
    auto it = number.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        if (m.captured(1).size() <= 3 && m.captured(2).size() == 3)
            continue; // a German thousands group
        if (m.captured(1).size() == 2 && m.captured(1).front() == QLatin1Char('0'))
            continue; // a section of the course, "05.3"
        if (name.match(text.left(m.capturedStart())).hasMatch())
            continue;
        out << m.captured(0);
    }
    return out;
}

} // namespace

TEST_CASE("German numbers: the rule finds decimal points, not names", "[gui][i18n][locale]")
{
    CHECK(decimalPointNumbers(QStringLiteral("60.9 ms")) == QStringList{QStringLiteral("60.9")});
    CHECK(decimalPointNumbers(QStringLiteral("307.2 GB/s und 0.5")).size() == 2);
    CHECK(decimalPointNumbers(QStringLiteral("60,9 ms; 7.472 KB; 1.024 Server")).isEmpty());
    CHECK(
        decimalPointNumbers(QStringLiteral("PCIe 5.0 x16, NVLink 4.0, Abschnitt 05.5")).isEmpty());
    CHECK(decimalPointNumbers(QStringLiteral("10.0.0.1 und 802.1Q")).isEmpty());
    CHECK(decimalPointNumbers(QStringLiteral("IBTA Vol. 1, 9.2; arXiv:2205.05198")).isEmpty());
    CHECK(decimalPointNumbers(QStringLiteral("ASHRAE TC 9.9 (2021), Klassen A1 bis A4")).isEmpty());
}

TEST_CASE("German pages: every page of every lab writes its numbers in German, buttons whole",
          "[gui][i18n][locale]")
{
    ailab::tests::GermanForScope german;
    for (const ailab::app::LabFactory& make : ailab::app::builtInLabFactories()) {
        ailab::tests::TestLabContext context;
        std::unique_ptr<ailab::labs::Lab> made = make();
        auto* lab = dynamic_cast<TabbedLab*>(made.get());
        REQUIRE(lab != nullptr);
        QScrollArea host;
        host.setWidgetResizable(true);
        host.setWidget(lab->createWorkspace(context, nullptr));
        host.resize(1280, 800);
        host.show();
        for (const QString& preset : lab->presets()) {
            lab->loadScenario(TabbedLab::readPreset(preset));
            for (int i = 0; i < 40; ++i)
                lab->driver()->step();
            for (const QString& mode : lab->modeIds()) {
                lab->setMode(mode);
                QCoreApplication::processEvents();
                QStringList problems;
                const QStringList texts = visibleTexts(lab->tabs()->currentWidget(), problems);
                for (const QString& text : texts) {
                    const QStringList found = decimalPointNumbers(text);
                    if (!found.isEmpty())
                        problems << QStringLiteral("%1 in \"%2\"")
                                        .arg(found.join(QStringLiteral(", ")),
                                             text.simplified().left(160));
                }
                // German words are longer: a check box, radio button or push button shows
                // its whole text ("Kmin, Kmax pro 25 Gb/s Link-Geschwindig" was cut).
                for (QAbstractButton* button :
                     lab->tabs()->currentWidget()->findChildren<QAbstractButton*>()) {
                    if (button->isVisible() && !button->text().isEmpty() &&
                        button->width() < button->sizeHint().width())
                        problems << QStringLiteral("\"%1\" is cut: %2 of %3 pixels")
                                        .arg(button->text())
                                        .arg(button->width())
                                        .arg(button->sizeHint().width());
                }
                problems.removeDuplicates();
                INFO(lab->info().id.toStdString()
                     << " " << preset.toStdString() << " " << mode.toStdString() << ":\n  "
                     << problems.join(QStringLiteral("\n  ")).toStdString());
                CHECK(problems.isEmpty());
                CHECK(texts.size() > 20);
                ailab::tests::saveTestShot(&host, QStringLiteral("german-%1-%2-%3")
                                                      .arg(lab->info().id)
                                                      .arg(lab->presets().indexOf(preset))
                                                      .arg(mode));
            }
        }
        host.takeWidget(); // the lab deletes its workspace
    }
}
