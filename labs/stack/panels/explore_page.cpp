#include "labs/stack/panels/explore_page.h"

#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/sortable_header.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/common/widgets/wrapped_label.h"
#include "labs/stack/stack_layers.h"
#include "labs/stack/views/catalog_table_model.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTreeWidgetItemIterator>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace ailab::labs::stack {

namespace {
constexpr int kIdRole = Qt::UserRole + 1;

QLabel* wrappingLabel(QWidget* parent)
{
    QLabel* label = wrappedLabel(parent);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}
} // namespace

ExplorePage::ExplorePage(QWidget* parent)
    : LabPage(parent)
{
    m_tree = new QTreeWidget(this);
    m_tree->setHeaderHidden(true);
    m_tree->setAccessibleName(tr("Infrastructure layers"));
    m_tree->setTextElideMode(Qt::ElideNone);
    // As wide and as tall as its names (fitTreeSize): it never scrolls.
    m_tree->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_tree->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* blocks = new QTreeWidgetItem(m_tree, {tr("Six building blocks")});
    auto* physical = new QTreeWidgetItem(m_tree, {tr("Five physical layers")});
    for (auto* group : {blocks, physical}) {
        group->setFlags(Qt::ItemIsEnabled);
        QFont bold = group->font(0);
        bold.setBold(true);
        group->setFont(0, bold);
    }
    int blockNumber = 0;
    int layerNumber = 0;
    for (const StackLayer& layer : StackLayers::all()) {
        auto* item = new QTreeWidgetItem(layer.physical ? physical : blocks);
        item->setText(0, layer.physical ? tr("%1. %2").arg(++layerNumber).arg(layer.title)
                                        : tr("%1. %2").arg(++blockNumber).arg(layer.title));
        item->setData(0, kIdRole, layer.id);
        item->setToolTip(0, layer.role);
    }
    m_tree->expandAll();

    // The page scrolls downwards: the layers beside their description, then the course's
    // table, then the explainer. Nothing scrolls sideways.
    auto* content = new QWidget(this);
    auto* detail = new QWidget(content);
    auto* detailLayout = new QVBoxLayout(detail);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    // Sizes by markup rather than by a fixed font, so that the presenter's larger
    // application font reaches the title too.
    m_title = wrappingLabel(detail);
    m_title->setTextFormat(Qt::RichText);
    m_role = wrappingLabel(detail);
    m_technologies = wrappingLabel(detail);
    m_insight = wrappingLabel(detail);
    m_insight->setFrameShape(QFrame::StyledPanel);
    m_insight->setMargin(8);
    detailLayout->addWidget(m_title);
    detailLayout->addWidget(m_role);
    detailLayout->addWidget(m_technologies);
    detailLayout->addWidget(m_insight);
    detailLayout->addStretch(1);
    m_tableTitle = wrappingLabel(content);

    m_model = new CatalogTableModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(CatalogTableModel::SortRole);
    m_table = new QTableView(content);
    m_table->setHorizontalHeader(new SortableHeader(m_table));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->setVisible(false);
    // As wide and as tall as its columns and rows: the page scrolls, the table does not.
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_table->setAccessibleName(tr("Course table of the selected layer"));

    m_explainer = new ExplainerPanel(content);

    // The list of layers keeps the width of its longest name; the description wraps beside it.
    auto* top = new QHBoxLayout;
    top->addWidget(m_tree);
    top->addWidget(detail, 1);
    fitTreeSize();
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_tableTitle);
    layout->addWidget(m_table);
    layout->addWidget(m_explainer, 1);
    hostInVerticalScroll(this, content);

    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* current) {
        if (current == nullptr)
            return;
        const QString id = current->data(0, kIdRole).toString();
        if (!id.isEmpty() && id != m_selected) {
            showLayer(id);
            emit layerSelected(id);
        }
    });
    selectLayer(StackLayers::all().front().id);
}

void ExplorePage::fitTreeSize()
{
    // Wide enough for the longest label and tall enough for every layer at the current font:
    // the names are never elided, the list never scrolls.
    m_tree->resizeColumnToContents(0);
    m_tree->setMinimumWidth(m_tree->columnWidth(0) + 2 * m_tree->frameWidth() + 8);
    int rows = 0;
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
        ++rows;
    m_tree->setMinimumHeight(rows * m_tree->sizeHintForRow(0) + 2 * m_tree->frameWidth() + 4);
    if (m_explainer != nullptr)
        m_explainer->setMinimumHeight(fontMetrics().height() * 14);
}

void ExplorePage::fitTableColumns()
{
    // Long cells wrap in columns of at most 14 characters (the titles stand on several lines),
    // and a column is never narrower than its header's title, whatever the font; the table
    // is as wide as its columns and as tall as its rows.
    m_table->resizeColumnsToContents();
    QHeaderView* header = m_table->horizontalHeader();
    const int widest = m_table->fontMetrics().averageCharWidth() * 14;
    int width = 2 * m_table->frameWidth();
    for (int c = 0; c < m_model->columnCount(); ++c) {
        m_table->setColumnWidth(
            c, std::max(header->sectionSizeHint(c), std::min(m_table->columnWidth(c), widest)));
        width += m_table->columnWidth(c);
    }
    m_table->setFixedWidth(width);
    m_table->resizeRowsToContents();
    int height = 2 * m_table->frameWidth() + header->sizeHint().height();
    for (int r = 0; r < m_proxy->rowCount(); ++r)
        height += m_table->rowHeight(r);
    m_table->setFixedHeight(height);
}

void ExplorePage::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange && m_tree != nullptr) {
        fitTreeSize();
        if (m_table->isVisibleTo(this))
            fitTableColumns();
    }
}

void ExplorePage::selectLayer(const QString& id)
{
    QTreeWidgetItemIterator it(m_tree);
    for (; *it; ++it) {
        if ((*it)->data(0, kIdRole).toString() == id) {
            m_tree->setCurrentItem(*it); // emits through currentItemChanged
            if (m_selected != id)
                showLayer(id);
            return;
        }
    }
}

void ExplorePage::showLayer(const QString& id)
{
    const StackLayer layer = StackLayers::byId(id);
    m_selected = layer.id;
    m_title->setText(QStringLiteral("<span style=\"font-size:x-large; font-weight:600\">%1</span>")
                         .arg(layer.title.toHtmlEscaped()));
    m_role->setText(tr("<b>Role.</b> %1").arg(layer.role.toHtmlEscaped()));
    m_technologies->setText(
        tr("<b>Key technologies:</b> %1").arg(layer.technologies.join(QStringLiteral(" · "))));
    m_insight->setText(tr("<b>Engineering insight.</b> %1").arg(layer.insight.toHtmlEscaped()));

    m_model->setTable(layer.table);
    m_proxy->sort(-1);
    const bool hasTable = layer.table != CatalogTable::None;
    m_tableTitle->setVisible(hasTable);
    m_table->setVisible(hasTable);
    m_tableTitle->setText(
        QStringLiteral("<b>%1</b>")
            .arg(tr("%1 (click a column header to sort)").arg(layer.tableTitle).toHtmlEscaped()));
    if (hasTable)
        fitTableColumns();

    ExplainerContent content;
    content.title = layer.title;
    content.conceptText =
        tr("<p>%1</p><p>The stack is only as fast as its slowest layer: a powerful GPU cluster "
           "still idles when the network is congested or storage cannot deliver data fast "
           "enough. Open the workload journey to weaken a layer and watch the whole job slow "
           "down.</p>")
            .arg(layer.insight.toHtmlEscaped());
    if (hasTable) {
        for (const QString& difference : m_model->courseDifferences())
            content.inputs << ExplainerInput{tr("Course and vendor differ"), difference,
                                             tr("hardware catalog"), false};
        content.sources = m_model->sources();
    } else {
        content.sources = {tr("AI Infrastructure Explained, section 01.2")};
    }
    m_explainer->setContent(content);
}

} // namespace ailab::labs::stack
