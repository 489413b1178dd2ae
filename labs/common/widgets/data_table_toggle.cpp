#include "labs/common/widgets/data_table_toggle.h"

#include "labs/common/widgets/table_columns.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QStackedWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace ailab::labs {

DataTableToggle::DataTableToggle(QWidget* drawing, QAbstractItemModel* model, QWidget* parent)
    : QWidget(parent)
    , m_drawing(drawing)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);

    m_header = new QHBoxLayout;
    m_header->setContentsMargins(0, 0, 0, 0);
    m_title = new QLabel(this);
    m_title->setTextFormat(Qt::PlainText);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    // A long title wraps rather than widening the drawing (presenter mode's larger font).
    m_title->setWordWrap(true);
    m_header->addWidget(m_title, 1);

    m_toggle = new QToolButton(this);
    m_toggle->setCheckable(true);
    m_toggle->setFocusPolicy(Qt::StrongFocus);
    m_header->addWidget(m_toggle);

    m_export = new QToolButton(this);
    m_export->setVisible(false);
    m_header->addWidget(m_export);
    layout->addLayout(m_header);

    m_table = new QTableView(this);
    m_table->setModel(model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setTabKeyNavigation(false); // Tab leaves the table; arrows move inside it
    m_table->setWordWrap(false);
    fitColumnsToContents(m_table);
    m_table->verticalHeader()->setVisible(false);
    m_table->setSortingEnabled(false);

    m_stack = new QStackedWidget(this);
    m_drawing->setParent(m_stack);
    m_stack->addWidget(m_drawing);
    m_stack->addWidget(m_table);
    layout->addWidget(m_stack, 1);

    connect(m_toggle, &QToolButton::toggled, this, &DataTableToggle::setTableVisible);
    retranslate();
}

void DataTableToggle::setTitle(const QString& title)
{
    m_title->setText(title);
    m_title->setVisible(!title.isEmpty());
    if (m_subject.isEmpty())
        retranslate();
}

QString DataTableToggle::title() const
{
    return m_title->text();
}

void DataTableToggle::setSubjectName(const QString& name)
{
    m_subject = name;
    retranslate();
}

void DataTableToggle::setTableVisible(bool visible)
{
    if (visible == isTableVisible())
        return;
    m_stack->setCurrentWidget(visible ? static_cast<QWidget*>(m_table) : m_drawing);
    {
        const QSignalBlocker blocker(m_toggle);
        m_toggle->setChecked(visible);
    }
    retranslate();
    emit tableVisibleChanged(visible);
}

bool DataTableToggle::isTableVisible() const
{
    return m_stack->currentWidget() == m_table;
}

void DataTableToggle::setExporter(std::function<QString()> baseName,
                                  chart_export::Exporter exporter)
{
    QToolButton* button =
        chart_export::createExportButton(this, std::move(baseName), std::move(exporter));
    // The layout hands back the old widget's item, which it no longer owns (the 1,056
    // bytes LeakSanitizer found in the GUI tests: 12 of them).
    delete m_header->replaceWidget(m_export, button);
    delete m_export;
    m_export = button;
    setTabOrder(m_toggle, m_export);
}

void DataTableToggle::addTool(QWidget* tool)
{
    m_header->insertWidget(m_header->indexOf(m_toggle), tool);
}

void DataTableToggle::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DataTableToggle::retranslate()
{
    const QString subject = !m_subject.isEmpty()         ? m_subject
                            : !m_title->text().isEmpty() ? m_title->text()
                                                         : tr("Drawing");
    // The text stays "Table"; the checked state says which view is shown.
    m_toggle->setText(tr("Table"));
    m_toggle->setToolTip(isTableVisible() ? tr("Show the drawing again")
                                          : tr("Show the same data as a table"));
    //: %1 names the drawing, e.g. "GPU utilisation"
    m_toggle->setAccessibleName(tr("Show %1 as a table").arg(subject));
    m_table->setAccessibleName(tr("Table of %1").arg(subject));
    m_drawing->setAccessibleName(subject);
    if (m_export)
        m_export->setAccessibleName(tr("Export %1").arg(subject));
}

} // namespace ailab::labs
