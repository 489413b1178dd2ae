#include "labs/common/topology/topology_view.h"

#include "labs/common/topology/topology_flow_item.h"
#include "labs/common/topology/topology_graphics_view.h"
#include "labs/common/topology/topology_legend.h"
#include "labs/common/topology/topology_link_item.h"
#include "labs/common/topology/topology_metrics.h"
#include "labs/common/topology/topology_node_item.h"
#include "labs/common/widgets/data_table_toggle.h"

#include <QEvent>
#include <QResizeEvent>
#include <QGraphicsScene>
#include <QItemSelectionModel>
#include <QTableView>
#include <QStyle>
#include <QToolButton>
#include <algorithm>
#include <cmath>

namespace ailab::labs {

namespace {
constexpr double kMaxFitZoom = 1.5;
// Automatic fitting keeps labels at 7 pt or more (scrolling instead) for drawings small
// enough to read node by node; larger ones fit whole as an overview.
constexpr double kReadablePointSize = 7.0;
constexpr int kReadableFitMaxNodes = 64;

// How far `to` lies from `from` in the direction of an arrow key, counting sideways offset
// twice so the key prefers the node straight ahead; negative when it lies the other way.
double distanceToward(Qt::Key arrow, QPointF from, QPointF to)
{
    const QPointF d = to - from;
    double ahead = 0.0;
    double aside = 0.0;
    switch (arrow) {
    case Qt::Key_Left:
        ahead = -d.x();
        aside = d.y();
        break;
    case Qt::Key_Right:
        ahead = d.x();
        aside = d.y();
        break;
    case Qt::Key_Up:
        ahead = -d.y();
        aside = d.x();
        break;
    default:
        ahead = d.y();
        aside = d.x();
        break;
    }
    if (ahead < 0.5)
        return -1.0;
    return ahead + 2.0 * std::abs(aside);
}
} // namespace

TopologyView::TopologyView(QWidget* parent)
    : QWidget(parent)
    , m_metrics(std::make_unique<TopologyMetrics>())
{
    m_scene = new QGraphicsScene(this);
    // Tokens move and links restyle every frame: keeping a BSP tree up to date costs more
    // than testing a few thousand bounding rects when painting.
    m_scene->setItemIndexMethod(QGraphicsScene::NoIndex);
    m_view = new TopologyGraphicsView(m_scene, m_metrics.get());
    connect(m_view, &TopologyGraphicsView::zoomedByUser, this, [this] { m_autoFit = false; });
    connect(m_view, &TopologyGraphicsView::resized, this, &TopologyView::onViewResized);
    connect(m_view, &TopologyGraphicsView::arrowPressed, this, &TopologyView::selectNodeToward);
    m_model = new TopologyTableModel(this);
    m_frame = new DataTableToggle(m_view, m_model, this);
    m_frame->setSubjectName(tr("Topology"));
    m_legend = new TopologyLegend(m_view);

    auto makeTool = [this](const QString& text, const QString& name, const QString& tip) {
        auto* button = new QToolButton(this);
        button->setText(text);
        button->setAccessibleName(name);
        button->setToolTip(tip);
        button->setFocusPolicy(Qt::StrongFocus);
        m_frame->addTool(button);
        return button;
    };
    //: Zoom in button
    QToolButton* zoomInButton =
        makeTool(tr("+"), tr("Zoom in"), tr("Zoom in (Ctrl+wheel, or + on the drawing)"));
    //: Zoom out button
    QToolButton* zoomOutButton =
        makeTool(tr("−"), tr("Zoom out"), tr("Zoom out (Ctrl+wheel, or - on the drawing)"));
    QToolButton* fitButton = makeTool(tr("Fit"), tr("Fit to view"), tr("Show the whole drawing"));
    QToolButton* legendButton =
        makeTool(tr("Legend"), tr("Show legend"), tr("Show or hide the key to the colours"));
    legendButton->setCheckable(true);
    legendButton->setChecked(true);
    connect(zoomInButton, &QToolButton::clicked, this, &TopologyView::zoomIn);
    connect(zoomOutButton, &QToolButton::clicked, this, &TopologyView::zoomOut);
    connect(fitButton, &QToolButton::clicked, this, &TopologyView::fitToView);
    connect(legendButton, &QToolButton::toggled, this, &TopologyView::setLegendVisible);
    m_drawingTools = {zoomInButton, zoomOutButton, fitButton, legendButton};
    connect(m_frame, &DataTableToggle::tableVisibleChanged, this, [this](bool tableShown) {
        for (QToolButton* tool : std::as_const(m_drawingTools))
            tool->setVisible(!tableShown);
        updateGeometry(); // the table's height is not the drawing's
    });

    m_frame->setExporter([this] { return title().isEmpty() ? tr("topology") : title(); },
                         [this](ExportFormat format, const QString& path, QString* error) {
                             return exportTo(format, path, error);
                         });

    // The frame fills the view, placed by resizeEvent rather than by a layout: a layout's
    // height for a width would stand in for the view's own (see heightForWidth).
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);

    connect(m_scene, &QGraphicsScene::selectionChanged, this,
            &TopologyView::onSceneSelectionChanged);
    connect(m_frame->tableView()->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &TopologyView::onTableCurrentChanged);

    m_view->setAccessibleName(tr("Topology drawing"));
    m_view->setToolTip(QString());
    updateMetrics();
}

TopologyView::~TopologyView()
{
    // The scene, a child, deletes its items after this object is gone: selection changes
    // from that must not reach slots of a half-destroyed view (or of its lab).
    disconnect(m_scene, nullptr, this, nullptr);
}

void TopologyView::setTitle(const QString& title)
{
    m_frame->setTitle(title);
}

QString TopologyView::title() const
{
    return m_frame->title();
}

double TopologyView::pitch() const
{
    return m_metrics->pitch.x();
}

void TopologyView::updateMetrics()
{
    TopologyMetrics& m = *m_metrics;
    m.font = font();
    const QFontMetricsF fm(m.font);
    const double h = fm.height() * 2.6;
    // A box grows with its label from about 7 characters beside its glyph up to 14, then
    // the label wraps to a second line.
    const double chrome = h * (4 * 0.12 + 0.5 + 0.3);
    m.box = QSizeF(chrome + fm.averageCharWidth() * 7.0, h);
    m.maxTextWidth = fm.averageCharWidth() * 14.0;
    m.pitch = QPointF(m.box.width() * 1.25, m.box.height() * 1.9);
    m.lineWidth = std::max(1.5, fm.height() / 8.0);
    m.palette = palette();
    m.refreshStyles();
    m_legend->setFont(font());
    m_legend->adjustSize();
    placeLegend();
}

void TopologyView::updatePitch()
{
    // One layout unit holds the widest (and tallest) box plus a gap that keeps links
    // visible, so neighbours never overlap whatever their labels.
    const QSizeF box = m_metrics->box;
    QSizeF widest = box;
    for (const TopologyNodeItem* item : std::as_const(m_nodeItems))
        widest = widest.expandedTo(item->boxSize());
    m_metrics->pitch =
        QPointF(widest.width() + box.height() * 0.8, widest.height() + box.height() * 0.9);
}

void TopologyView::placeLegend()
{
    // A strip along the bottom left, as wide as its entries need (wrapping when narrow).
    const QRect area = m_view->viewport()->geometry();
    const int width = std::max(40, std::min(area.width() - 8, m_legend->sizeHint().width()));
    const int height = m_legend->heightForWidth(width);
    m_legend->setGeometry(area.left() + 4, area.bottom() - height - 3, width, height);
}

void TopologyView::onViewResized()
{
    placeLegend();
    if (m_autoFit)
        fit(m_fitMode);
}

void TopologyView::setTopology(const TopologySnapshot& snapshot)
{
    const QString previous = m_selected;
    m_view->setLinks({});
    {
        const QSignalBlocker blocker(m_scene);
        m_scene->clear(); // deletes every item
    }
    m_nodeItems.clear();
    m_linkItems.clear();
    m_flowItems.clear();
    m_snapshot = snapshot;
    m_nodeItems.reserve(snapshot.nodes.size());
    for (const TopologyNode& node : snapshot.nodes) {
        auto* item = new TopologyNodeItem(node, m_metrics.get());
        m_scene->addItem(item);
        m_nodeItems.insert(node.id, item);
    }
    m_linkItems.reserve(snapshot.links.size());
    QList<TopologyLinkItem*> linkOrder; // as in the snapshot: the order they are drawn in
    linkOrder.reserve(snapshot.links.size());
    for (const TopologyLink& link : snapshot.links) {
        auto* item = new TopologyLinkItem(link, m_nodeItems.value(link.from),
                                          m_nodeItems.value(link.to), m_metrics.get());
        m_scene->addItem(item);
        m_linkItems.insert(link.id, item);
        linkOrder.append(item);
    }
    m_view->setLinks(linkOrder);
    updatePitch();
    for (TopologyNodeItem* item : std::as_const(m_nodeItems))
        item->relayout();
    for (TopologyLinkItem* item : std::as_const(m_linkItems))
        item->relayout();
    m_model->setTopology(snapshot);
    m_frame->tableView()->resizeColumnsToContents();
    updateFlows();
    m_scene->setSceneRect(m_scene->itemsBoundingRect().adjusted(-20, -20, 20, 20));
    fit(m_autoFitMode);
    if (hasHeightForWidth())
        updateGeometry(); // another drawing, another height
    m_selected.clear();
    if (!previous.isEmpty() && (m_nodeItems.contains(previous) || m_linkItems.contains(previous)))
        selectElement(previous);
    else if (!previous.isEmpty())
        emit elementSelected(QString());
}

void TopologyView::updateState(const TopologySnapshot& snapshot)
{
    // Fast path: the lab sends elements in the order of setTopology(), so compare by index.
    for (qsizetype i = 0; i < snapshot.nodes.size(); ++i) {
        const TopologyNode& node = snapshot.nodes[i];
        TopologyNodeItem* item = m_nodeItems.value(node.id);
        if (!item)
            continue;
        item->setState(node);
        const qsizetype at = i < m_snapshot.nodes.size() && m_snapshot.nodes[i].id == node.id
                                 ? i
                                 : m_model->rowOf(node.id);
        m_snapshot.nodes[at] = item->node();
    }
    for (qsizetype i = 0; i < snapshot.links.size(); ++i) {
        const TopologyLink& link = snapshot.links[i];
        TopologyLinkItem* item = m_linkItems.value(link.id);
        if (!item)
            continue;
        item->setState(link);
        const qsizetype at = i < m_snapshot.links.size() && m_snapshot.links[i].id == link.id
                                 ? i
                                 : m_model->rowOf(link.id) - m_snapshot.nodes.size();
        m_snapshot.links[at] = item->link();
    }
    m_snapshot.flows = snapshot.flows;
    m_model->updateState(snapshot);
    updateFlows();
}

void TopologyView::updateFlows()
{
    // Flow tokens are pooled: only positions change from frame to frame.
    while (m_flowItems.size() < m_snapshot.flows.size()) {
        auto* item = new TopologyFlowItem(m_metrics.get());
        m_scene->addItem(item);
        m_flowItems.append(item);
    }
    QList<QPointF> points;
    for (qsizetype i = 0; i < m_flowItems.size(); ++i) {
        if (i >= m_snapshot.flows.size()) {
            m_flowItems[i]->setVisible(false);
            continue;
        }
        const TopologyFlow& flow = m_snapshot.flows[i];
        points.clear();
        for (const QString& nodeId : flow.path) {
            if (const TopologyNodeItem* node = m_nodeItems.value(nodeId))
                points.append(node->pos());
        }
        m_flowItems[i]->setFlow(flow, points);
    }
}

void TopologyView::relayout()
{
    for (TopologyNodeItem* item : std::as_const(m_nodeItems))
        item->relayout(); // new sizes for the new font
    updatePitch();
    for (TopologyNodeItem* item : std::as_const(m_nodeItems))
        item->relayout();
    for (TopologyLinkItem* item : std::as_const(m_linkItems))
        item->relayout();
    updateFlows();
    m_scene->setSceneRect(m_scene->itemsBoundingRect().adjusted(-20, -20, 20, 20));
    fit(m_autoFitMode);
    if (hasHeightForWidth())
        updateGeometry(); // another drawing, another height
}

void TopologyView::restyle()
{
    // Cached item pictures must be redrawn with the new palette.
    m_metrics->palette = palette();
    m_metrics->refreshStyles();
    for (QGraphicsItem* item : m_scene->items())
        item->update();
    m_legend->update();
}

void TopologyView::selectElement(const QString& id)
{
    QGraphicsItem* target = nullptr;
    if (TopologyNodeItem* node = m_nodeItems.value(id))
        target = node;
    else if (TopologyLinkItem* link = m_linkItems.value(id))
        target = link;
    if (!id.isEmpty() && !target)
        return;
    {
        const QSignalBlocker blocker(m_scene);
        m_scene->clearSelection();
        if (target) {
            target->setSelected(true);
            m_view->ensureVisible(target);
        }
    }
    onSceneSelectionChanged();
}

bool TopologyView::selectNodeToward(Qt::Key arrow)
{
    QPointF from;
    if (const TopologyNodeItem* node = m_nodeItems.value(m_selected))
        from = node->pos();
    else if (const TopologyLinkItem* link = m_linkItems.value(m_selected))
        from = link->midpoint();
    else if (!m_snapshot.nodes.isEmpty()) {
        selectElement(m_snapshot.nodes.front().id);
        return true;
    } else
        return false;
    // In the snapshot's order, so that ties go the same way every time.
    QString best;
    double bestDistance = 0.0;
    for (const TopologyNode& node : std::as_const(m_snapshot.nodes)) {
        const TopologyNodeItem* item = m_nodeItems.value(node.id);
        if (item == nullptr || node.id == m_selected)
            continue;
        const double distance = distanceToward(arrow, from, item->pos());
        if (distance >= 0.0 && (best.isEmpty() || distance < bestDistance)) {
            best = node.id;
            bestDistance = distance;
        }
    }
    if (best.isEmpty())
        return false;
    selectElement(best);
    return true;
}

void TopologyView::onSceneSelectionChanged()
{
    QString id;
    const QList<QGraphicsItem*> selected = m_scene->selectedItems();
    if (!selected.isEmpty()) {
        if (auto* node = dynamic_cast<TopologyNodeItem*>(selected.front()))
            id = node->id();
        else if (auto* link = dynamic_cast<TopologyLinkItem*>(selected.front()))
            id = link->id();
    }
    if (!m_syncingSelection) {
        m_syncingSelection = true;
        QTableView* table = m_frame->tableView();
        const int row = id.isEmpty() ? -1 : m_model->rowOf(id);
        if (row >= 0)
            table->selectionModel()->setCurrentIndex(m_model->index(row, 0),
                                                     QItemSelectionModel::ClearAndSelect |
                                                         QItemSelectionModel::Rows);
        else
            table->selectionModel()->clearSelection();
        m_syncingSelection = false;
    }
    if (id == m_selected)
        return;
    m_selected = id;
    emit elementSelected(id);
}

void TopologyView::onTableCurrentChanged(const QModelIndex& current)
{
    if (m_syncingSelection)
        return;
    m_syncingSelection = true;
    selectElement(current.isValid() ? m_model->idAt(current.row()) : QString());
    m_syncingSelection = false;
}

void TopologyView::zoomIn()
{
    m_autoFit = false;
    m_view->zoomBy(TopologyGraphicsView::kZoomStep);
}

void TopologyView::zoomOut()
{
    m_autoFit = false;
    m_view->zoomBy(1.0 / TopologyGraphicsView::kZoomStep);
}

void TopologyView::fitToView()
{
    fit(FitMode::WholeDrawing);
}

void TopologyView::setAutoFit(AutoFit fit)
{
    m_autoFitMode = fit == AutoFit::Width ? FitMode::Width : FitMode::Readable;
    updateGeometry();
    if (m_autoFit)
        this->fit(m_autoFitMode);
}

bool TopologyView::hasHeightForWidth() const
{
    return m_autoFitMode == FitMode::Width;
}

int TopologyView::heightForWidth(int width) const
{
    const int least = std::max(minimumHeight(), minimumSizeHint().height());
    const QRectF bounds = m_scene->sceneRect();
    if (m_autoFitMode != FitMode::Width || bounds.isEmpty() || isTableVisible() ||
        m_chrome.isEmpty())
        return least;
    // A page's scroll bar coming or going changes the width a little: the height stays,
    // or the two would chase each other (a shorter drawing, no scroll bar, a wider and
    // taller drawing, a scroll bar, ...).
    if (std::abs(width - m_settledWidth) <= style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 4)
        width = m_settledWidth;
    // The whole width of the drawing, scaled as fit() scales it, and the legend's strip under it.
    const int viewportWidth = width - m_chrome.width();
    const double scale = std::clamp((viewportWidth - 8.0) / bounds.width(),
                                    TopologyGraphicsView::kMinZoom, kMaxFitZoom);
    int height = int(std::ceil(bounds.height() * scale)) + 8;
    if (isLegendVisible()) {
        const int legendWidth =
            std::max(40, std::min(viewportWidth - 8, m_legend->sizeHint().width()));
        height += m_legend->heightForWidth(legendWidth) + 6;
    }
    return std::max(least, height + m_chrome.height());
}

QSize TopologyView::sizeHint() const
{
    return m_frame->sizeHint();
}

QSize TopologyView::minimumSizeHint() const
{
    return m_frame->minimumSizeHint();
}

bool TopologyView::event(QEvent* event)
{
    // The frame's needs changed (a longer title, the table shown): tell the layouts around.
    if (event->type() == QEvent::LayoutRequest)
        updateGeometry();
    return QWidget::event(event);
}

void TopologyView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    m_frame->setGeometry(rect());
    if (!hasHeightForWidth())
        return;
    // The header wraps its title at another width, and the drawing scales with the width:
    // the height for a width is measured again, except for a page's scroll bar (see above).
    const QSize viewport = m_view->viewport()->size();
    const QSize chrome(width() - viewport.width(), height() - viewport.height());
    const bool moved = std::abs(width() - m_settledWidth) >
                       style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 4;
    if (moved)
        m_settledWidth = width();
    if (viewport.isValid() && (chrome != m_chrome || moved)) {
        m_chrome = chrome;
        updateGeometry();
    }
}

void TopologyView::fit(FitMode mode)
{
    m_autoFit = true;
    m_fitMode = mode;
    const QRectF bounds = m_scene->sceneRect();
    const QSize viewport = m_view->viewport()->size();
    if (bounds.isEmpty() || viewport.isEmpty())
        return;
    placeLegend();
    // Keep the legend's strip free when there is room for it below the drawing.
    int reserved = isLegendVisible() ? m_legend->height() + 6 : 0;
    if (viewport.height() - reserved < viewport.height() / 2)
        reserved = 0;
    const double availableWidth = viewport.width() - 8.0;
    const double availableHeight = viewport.height() - reserved - 8.0;
    const double sx = availableWidth / bounds.width();
    const double sy = availableHeight / bounds.height();
    // Small drawings grow a little, but not beyond 1.5x: boxes are sized for the font.
    double scale = std::clamp(std::min(sx, sy), TopologyGraphicsView::kMinZoom, kMaxFitZoom);
    if (mode == FitMode::Width) {
        // The whole width; a drawing taller than the view then scrolls downwards, and its
        // vertical scroll bar takes its share of the width.
        scale = sx;
        if (bounds.height() * scale > availableHeight)
            scale = (availableWidth - m_view->style()->pixelMetric(QStyle::PM_ScrollBarExtent)) / bounds.width();
        scale = std::clamp(scale, TopologyGraphicsView::kMinZoom, kMaxFitZoom);
    }
    const double points = QFontInfo(font()).pointSizeF();
    if (mode == FitMode::Readable && m_nodeItems.size() <= kReadableFitMaxNodes && points > 0.0)
        scale = std::max(scale, std::min(1.0, kReadablePointSize / points));
    m_view->setTransform(QTransform::fromScale(scale, scale));
    // The legend's strip belongs to what the view shows under the drawing: a drawing that
    // fits is centred above the legend (a view centres a scene smaller than itself whatever
    // it is told to centre on, which put the lowest row under the legend), and one that
    // does not scrolls far enough for its lowest row to clear it.
    m_view->setSceneRect(bounds.adjusted(0, 0, 0, reserved / scale));
    // Centred when it fits; otherwise the top left shows and the rest scrolls.
    const double cx = bounds.width() * scale <= availableWidth
                          ? bounds.center().x()
                          : bounds.left() + availableWidth / 2.0 / scale;
    const double cy = bounds.height() * scale <= availableHeight
                          ? bounds.center().y() + reserved / 2.0 / scale
                          : bounds.top() + viewport.height() / 2.0 / scale;
    m_view->centerOn(QPointF(cx, cy));
}

double TopologyView::zoomFactor() const
{
    return m_view->transform().m11();
}

void TopologyView::setShowLoadLabels(bool show)
{
    if (m_metrics->showLoadLabels == show)
        return;
    m_metrics->showLoadLabels = show;
    for (TopologyLinkItem* item : std::as_const(m_linkItems))
        item->relayout(); // the bounding rect follows the label
}

bool TopologyView::showLoadLabels() const
{
    return m_metrics->showLoadLabels;
}

void TopologyView::setLegendVisible(bool visible)
{
    if (QToolButton* button = m_drawingTools.value(3)) { // the Legend toggle shows the state
        const QSignalBlocker blocker(button);
        button->setChecked(visible);
    }
    m_legend->setVisible(visible);
    updateGeometry();
    if (m_autoFit)
        fit(m_fitMode);
}

bool TopologyView::isLegendVisible() const
{
    return !m_legend->isHidden();
}

void TopologyView::setTableVisible(bool visible)
{
    m_frame->setTableVisible(visible);
}

bool TopologyView::isTableVisible() const
{
    return m_frame->isTableVisible();
}

QPoint TopologyView::viewportPositionOf(const QString& id) const
{
    if (const TopologyNodeItem* node = m_nodeItems.value(id))
        return m_view->mapFromScene(node->pos());
    if (const TopologyLinkItem* link = m_linkItems.value(id))
        return m_view->mapFromScene(link->midpoint());
    return QPoint(-1, -1);
}

QList<QRectF> TopologyView::linkLabelRects() const
{
    return m_view->placedLinkLabels();
}

QGraphicsView* TopologyView::graphicsView() const
{
    return m_view;
}

QTableView* TopologyView::tableView() const
{
    return m_frame->tableView();
}

void TopologyView::changeEvent(QEvent* event)
{
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::ApplicationFontChange:
        updateMetrics();
        relayout();
        break;
    case QEvent::PaletteChange:
    case QEvent::ApplicationPaletteChange:
        restyle();
        break;
    case QEvent::LanguageChange:
        m_frame->setSubjectName(tr("Topology"));
        break;
    default:
        break;
    }
    QWidget::changeEvent(event);
}

} // namespace ailab::labs
