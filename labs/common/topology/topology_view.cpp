#include "labs/common/topology/topology_view.h"

#include "labs/common/topology/topology_flow_item.h"
#include "labs/common/topology/topology_legend.h"
#include "labs/common/topology/topology_link_item.h"
#include "labs/common/topology/topology_link_painter.h"
#include "labs/common/topology/topology_metrics.h"
#include "labs/common/topology/topology_node_item.h"
#include "labs/common/widgets/data_table_toggle.h"

#include <QEvent>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QHeaderView>
#include <QHelpEvent>
#include <QItemSelectionModel>
#include <QPainter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <cmath>

namespace ailab::labs {

namespace {
constexpr double kZoomStep = 1.25;
constexpr double kMinZoom = 0.02;
constexpr double kMaxZoom = 8.0;
constexpr double kMaxFitZoom = 1.5;
// Automatic fitting keeps labels at 7 pt or more (scrolling instead) for drawings small
// enough to read node by node; larger ones fit whole as an overview.
constexpr double kReadablePointSize = 7.0;
constexpr int kReadableFitMaxNodes = 64;
} // namespace

// Ctrl+wheel zooms around the mouse; drag on the background pans.
class TopologyGraphicsView : public QGraphicsView
{
public:
    TopologyGraphicsView(QGraphicsScene* scene, TopologyView* owner)
        : QGraphicsView(scene)
        , m_owner(owner)
    {
        setDragMode(QGraphicsView::ScrollHandDrag);
        setRenderHint(QPainter::Antialiasing);
        setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
        setResizeAnchor(QGraphicsView::AnchorViewCenter);
        setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
        setOptimizationFlag(QGraphicsView::DontAdjustForAntialiasing);
        // Every item sets the pen, brush, font and hints it paints with, so saving and
        // restoring the painter around each of a few thousand items is not needed.
        setOptimizationFlag(QGraphicsView::DontSavePainterState);
        setFocusPolicy(Qt::StrongFocus);
    }

    void zoomBy(double factor)
    {
        const double current = transform().m11();
        const double target = std::clamp(current * factor, kMinZoom, kMaxZoom);
        scale(target / current, target / current);
    }

protected:
    // The links, under every item: all of them in a few batched strokes per frame, which is
    // much cheaper than a thousand items painting one line each.
    void drawBackground(QPainter* painter, const QRectF& rect) override
    {
        QGraphicsView::drawBackground(painter, rect);
        m_links.paint(painter, rect, m_owner->m_linkOrder, *m_owner->m_metrics, viewport()->rect());
    }

    void wheelEvent(QWheelEvent* event) override
    {
        if (event->modifiers() & Qt::ControlModifier) {
            const double steps = event->angleDelta().y() / 120.0;
            zoomBy(std::pow(kZoomStep, steps));
            m_owner->m_autoFit = false;
            event->accept();
            return;
        }
        QGraphicsView::wheelEvent(event);
    }

    void keyPressEvent(QKeyEvent* event) override
    {
        // Keyboard zoom while the drawing has focus (the standard zoom keys).
        if (event->matches(QKeySequence::ZoomIn) || event->key() == Qt::Key_Plus) {
            zoomBy(kZoomStep);
            m_owner->m_autoFit = false;
            return;
        }
        if (event->matches(QKeySequence::ZoomOut) || event->key() == Qt::Key_Minus) {
            zoomBy(1.0 / kZoomStep);
            m_owner->m_autoFit = false;
            return;
        }
        QGraphicsView::keyPressEvent(event);
    }

    bool viewportEvent(QEvent* event) override
    {
        // Tooltips follow the state of the moment they show, not of every frame.
        if (event->type() == QEvent::ToolTip) {
            const QPoint at = static_cast<QHelpEvent*>(event)->pos();
            for (QGraphicsItem* item : items(at)) {
                if (auto* node = dynamic_cast<TopologyNodeItem*>(item))
                    node->refreshToolTip();
                else if (auto* link = dynamic_cast<TopologyLinkItem*>(item))
                    link->refreshToolTip();
            }
        }
        return QGraphicsView::viewportEvent(event);
    }

    void resizeEvent(QResizeEvent* event) override
    {
        QGraphicsView::resizeEvent(event);
        m_owner->onViewResized();
    }

private:
    TopologyView* m_owner;
    TopologyLinkPainter m_links;
};

TopologyView::TopologyView(QWidget* parent)
    : QWidget(parent)
    , m_metrics(std::make_unique<TopologyMetrics>())
{
    m_scene = new QGraphicsScene(this);
    // Tokens move and links restyle every frame: keeping a BSP tree up to date costs more
    // than testing a few thousand bounding rects when painting.
    m_scene->setItemIndexMethod(QGraphicsScene::NoIndex);
    m_view = new TopologyGraphicsView(m_scene, this);
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
    });

    m_frame->setExporter([this] { return title().isEmpty() ? tr("topology") : title(); },
                         [this](ExportFormat format, const QString& path, QString* error) {
                             return exportTo(format, path, error);
                         });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_frame);

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
        fitToView();
}

void TopologyView::setTopology(const TopologySnapshot& snapshot)
{
    const QString previous = m_selected;
    {
        const QSignalBlocker blocker(m_scene);
        m_scene->clear(); // deletes every item
    }
    m_nodeItems.clear();
    m_linkItems.clear();
    m_linkOrder.clear();
    m_flowItems.clear();
    m_snapshot = snapshot;
    m_nodeItems.reserve(snapshot.nodes.size());
    for (const TopologyNode& node : snapshot.nodes) {
        auto* item = new TopologyNodeItem(node, m_metrics.get());
        m_scene->addItem(item);
        m_nodeItems.insert(node.id, item);
    }
    m_linkItems.reserve(snapshot.links.size());
    for (const TopologyLink& link : snapshot.links) {
        auto* item = new TopologyLinkItem(link, m_nodeItems.value(link.from),
                                          m_nodeItems.value(link.to), m_metrics.get());
        m_scene->addItem(item);
        m_linkItems.insert(link.id, item);
        m_linkOrder.append(item);
    }
    updatePitch();
    for (TopologyNodeItem* item : std::as_const(m_nodeItems))
        item->relayout();
    for (TopologyLinkItem* item : std::as_const(m_linkItems))
        item->relayout();
    m_model->setTopology(snapshot);
    m_frame->tableView()->resizeColumnsToContents();
    updateFlows();
    m_scene->setSceneRect(m_scene->itemsBoundingRect().adjusted(-20, -20, 20, 20));
    fitToView();
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
    fitToView();
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

void TopologyView::zoomIn()
{
    m_autoFit = false;
    m_view->zoomBy(kZoomStep);
}

void TopologyView::zoomOut()
{
    m_autoFit = false;
    m_view->zoomBy(1.0 / kZoomStep);
}

void TopologyView::fitToView()
{
    m_autoFit = true;
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
    double scale = std::clamp(std::min(sx, sy), kMinZoom, kMaxFitZoom);
    const double points = QFontInfo(font()).pointSizeF();
    if (m_nodeItems.size() <= kReadableFitMaxNodes && points > 0.0)
        scale = std::max(scale, std::min(1.0, kReadablePointSize / points));
    m_view->setTransform(QTransform::fromScale(scale, scale));
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
    if (m_autoFit)
        fitToView();
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
