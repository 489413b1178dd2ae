#include "labs/stack/panels/explore_page.h"

#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/common/widgets/wrapped_label.h"
#include "labs/stack/stack_layers.h"
#include "labs/stack/views/catalog_table_model.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

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

    auto* detail = new QWidget(this);
    auto* detailLayout = new QVBoxLayout(detail);
    // Sizes by markup rather than by a fixed font, so that the presenter's larger
    // application font reaches the title too.
    m_title = wrappingLabel(detail);
    m_title->setTextFormat(Qt::RichText);
    m_role = wrappingLabel(detail);
    m_technologies = wrappingLabel(detail);
    m_insight = wrappingLabel(detail);
    m_insight->setFrameShape(QFrame::StyledPanel);
    m_insight->setMargin(8);
    m_tableTitle = wrappingLabel(detail);

    m_model = new CatalogTableModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(CatalogTableModel::SortRole);
    m_table = new QTableView(detail);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    // A wide catalog table scrolls inside itself instead of widening the page.
    m_table->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_table->setAccessibleName(tr("Course table of the selected layer"));

    detailLayout->addWidget(m_title);
    detailLayout->addWidget(m_role);
    detailLayout->addWidget(m_technologies);
    detailLayout->addWidget(m_insight);
    detailLayout->addWidget(m_tableTitle);
    detailLayout->addWidget(m_table, 1);

    m_explainer = new ExplainerPanel(this);
    m_explainer->setMinimumHeight(100);

    // The explainer goes under the detail (it can be dragged smaller or closed), so that
    // the page fits beside the shell's navigator at any font size.
    // The detail scrolls downwards when the splitter leaves it less than its texts need
    // (presenter mode on a projector), rather than squeezing them.
    auto* detailScroll = new VerticalScrollArea(this);
    detailScroll->setWidget(detail);
    auto* right = new QSplitter(Qt::Vertical, this);
    right->addWidget(detailScroll);
    right->addWidget(m_explainer);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    right->setCollapsible(0, false);
    right->setSizes({360, 260}); // the catalog tables have four to eight rows
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_tree);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setCollapsible(0, false);
    splitter->setCollapsible(1, false);
    fitTreeWidth();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

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

void ExplorePage::fitTreeWidth()
{
    // Wide enough for the longest label at the current font: the names are never elided.
    m_tree->resizeColumnToContents(0);
    const int width = m_tree->columnWidth(0) + 2 * m_tree->frameWidth() + 8;
    m_tree->setMinimumWidth(width);
}

void ExplorePage::fitTableColumns()
{
    // Long cells wrap in columns of at most 36 characters, and a column is never narrower
    // than its header's title, whatever the font.
    m_table->resizeColumnsToContents();
    QHeaderView* header = m_table->horizontalHeader();
    const int widest = m_table->fontMetrics().averageCharWidth() * 36;
    for (int c = 0; c < m_model->columnCount(); ++c)
        m_table->setColumnWidth(
            c, std::max(header->sectionSizeHint(c), std::min(m_table->columnWidth(c), widest)));
    m_table->resizeRowsToContents();
}

void ExplorePage::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange && m_tree != nullptr) {
        fitTreeWidth();
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
