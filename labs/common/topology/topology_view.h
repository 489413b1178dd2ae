#pragma once

#include "labs/common/charts/chart_export.h"
#include "labs/common/topology/topology_model.h"

#include <QHash>
#include <QWidget>
#include <memory>

class QGraphicsScene;
class QGraphicsView;
class QTableView;
class QToolButton;

namespace ailab::labs {

class DataTableToggle;
class TopologyGraphicsView;
class TopologyNodeItem;
class TopologyLinkItem;
class TopologyFlowItem;
class TopologyLegend;
struct TopologyMetrics;

// A generic drawing of a graph (server internals, leaf-spine fabrics, workload journeys):
// nodes as boxes shaped by kind, links coloured AND patterned by load (failed: red dashed
// with a cross), flows as tokens moving along their paths, a legend, zoom (Ctrl+wheel,
// +/-, fit) and pan (drag), click or arrow keys to select, hover for detail, and a table of the
// same data. setTopology() builds the items once; updateState() only restyles them, so it is cheap
// enough to call every frame, even for a thousand nodes.
class TopologyView : public QWidget
{
    Q_OBJECT
public:
    explicit TopologyView(QWidget* parent = nullptr);
    ~TopologyView() override;

    void setTitle(const QString& title);
    QString title() const;

    // Builds the scene from scratch (elements added or removed) and fits it to the view.
    void setTopology(const TopologySnapshot& snapshot);
    // Same node and link ids as the last setTopology(): updates status, load, detail and
    // flows. Unknown ids are ignored; flows may appear and disappear freely.
    void updateState(const TopologySnapshot& snapshot);
    const TopologySnapshot& snapshot() const { return m_snapshot; }

    // Selection by id ("" clears); emits elementSelected when it changes.
    void selectElement(const QString& id);
    QString selectedElement() const { return m_selected; }
    // The arrow keys on the drawing: selects the node nearest the selection in the
    // arrow's direction (the first node when nothing is selected). False when no node lies
    // that way, and the selection stays.
    bool selectNodeToward(Qt::Key arrow);

    void zoomIn();
    void zoomOut();
    // Shows the whole drawing (the Fit button), however small that makes its text. The
    // automatic fit after setTopology() and on resizing keeps small drawings readable
    // instead and lets them scroll (AutoFit::Readable), or shows the drawing's whole width
    // and lets it scroll downwards only (AutoFit::Width: for a drawing wider than tall on a
    // page held to presenter mode's rule that nothing scrolls sideways).
    // With AutoFit::Width the view asks for the height its drawing and legend need at its
    // width, so a page that scrolls downwards gives it that room instead of covering the
    // drawing's lower rows with the legend.
    void fitToView();
    enum class AutoFit { Readable, Width };
    void setAutoFit(AutoFit fit);
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    double zoomFactor() const;

    // Percent labels on loaded links (and capacity labels on idle ones); on by default.
    void setShowLoadLabels(bool show);
    bool showLoadLabels() const;

    void setLegendVisible(bool visible);
    bool isLegendVisible() const;
    void setTableVisible(bool visible);
    bool isTableVisible() const;

    // Where an element's centre (a node's box, a link's midpoint) is in viewport
    // coordinates; invalid point when unknown. For tests and for guided tours.
    QPoint viewportPositionOf(const QString& id) const;
    // The link labels the drawing showed when it was last painted, in scene coordinates
    // (a label that would overlap another is left out): for tests.
    QList<QRectF> linkLabelRects() const;

    bool savePng(const QString& path, QString* error = nullptr) const;
    bool saveSvg(const QString& path, QString* error = nullptr) const;
    bool saveCsv(const QString& path, QString* error = nullptr) const;
    QString toCsv() const;

    QGraphicsView* graphicsView() const;
    QGraphicsScene* scene() const { return m_scene; }
    QTableView* tableView() const;
    TopologyTableModel* tableModel() const { return m_model; }
    DataTableToggle* frame() const { return m_frame; }

Q_SIGNALS:
    // A node or link id, or "" when the selection was cleared.
    void elementSelected(const QString& id);

protected:
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void onSceneSelectionChanged();
    void onTableCurrentChanged(const QModelIndex& current);
    void relayout();
    void updateMetrics();
    void placeLegend();
    void onViewResized();
    enum class FitMode { WholeDrawing, Readable, Width };
    void fit(FitMode mode);
    void updateFlows();
    void restyle();
    bool exportTo(ExportFormat format, const QString& path, QString* error) const;
    double pitch() const;
    void updatePitch();

    TopologySnapshot m_snapshot;
    QGraphicsScene* m_scene = nullptr;
    TopologyGraphicsView* m_view = nullptr;
    TopologyTableModel* m_model = nullptr;
    DataTableToggle* m_frame = nullptr;
    std::unique_ptr<TopologyMetrics> m_metrics;
    TopologyLegend* m_legend = nullptr;
    QHash<QString, TopologyNodeItem*> m_nodeItems;
    QHash<QString, TopologyLinkItem*> m_linkItems;
    QList<TopologyFlowItem*> m_flowItems;
    QList<QToolButton*> m_drawingTools; // hidden while the table replaces the drawing
    QString m_selected;
    bool m_syncingSelection = false;
    bool m_autoFit = true; // refit on resize until the user zooms
    FitMode m_fitMode = FitMode::Readable;
    FitMode m_autoFitMode = FitMode::Readable; // the fit after setTopology and relayout
    QSize m_chrome;        // the header and frames around the drawing, as last laid out
    int m_settledWidth = 0; // the width the height for a width was last measured at
};

} // namespace ailab::labs
