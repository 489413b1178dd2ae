#include "labs/common/topology/topology_legend.h"
#include "labs/common/topology/topology_link_item.h"
#include "labs/common/topology/topology_node_item.h"
#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/data_table_toggle.h"

#include <QGraphicsScene>
#include <QGraphicsView>
#include <QItemSelectionModel>
#include <QPainter>
#include <QTableView>
#include <cmath>

// What a TopologyView shares with the rest of the lab: the selection (kept in step with
// the table) and the exports (PNG, SVG, CSV); building and drawing are in topology_view.cpp.

namespace ailab::labs {

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
            graphicsView()->ensureVisible(target);
        }
    }
    onSceneSelectionChanged();
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

bool TopologyView::exportTo(ExportFormat format, const QString& path, QString* error) const
{
    const QSizeF sceneSize = m_scene->sceneRect().size();
    // The legend goes below the drawing so it covers nothing.
    const int width = std::max(static_cast<int>(std::ceil(sceneSize.width())), 320);
    const int legendHeight = isLegendVisible() ? m_legend->heightForWidth(width) : 0;
    const QSize size(width, static_cast<int>(std::ceil(sceneSize.height())) + legendHeight);
    auto paint = [this, legendHeight](QPainter& painter, const QSize& s) {
        const QSizeF drawing(s.width(), s.height() - legendHeight);
        m_scene->render(&painter, QRectF(QPointF(0, 0), drawing), m_scene->sceneRect(),
                        Qt::KeepAspectRatio);
        if (legendHeight > 0)
            m_legend->paintEntries(&painter,
                                   QRect(0, s.height() - legendHeight, s.width(), legendHeight));
    };
    switch (format) {
    case ExportFormat::Png:
        return chart_export::savePng(path, size, paint, 2.0, error);
    case ExportFormat::Svg:
        return chart_export::saveSvg(path, size, paint, title(), error);
    case ExportFormat::Csv:
        return chart_export::writeText(path, toCsv(), error);
    }
    return false;
}

bool TopologyView::savePng(const QString& path, QString* error) const
{
    return exportTo(ExportFormat::Png, path, error);
}

bool TopologyView::saveSvg(const QString& path, QString* error) const
{
    return exportTo(ExportFormat::Svg, path, error);
}

bool TopologyView::saveCsv(const QString& path, QString* error) const
{
    return exportTo(ExportFormat::Csv, path, error);
}

QString TopologyView::toCsv() const
{
    // The table's columns, plus ids and the raw load so the file is useful for analysis.
    QStringList header{tr("id")};
    for (int c = 0; c < TopologyTableModel::ColumnCount; ++c)
        header << m_model->headerData(c, Qt::Horizontal).toString();
    header << tr("utilisation (fraction)");
    QList<QStringList> rows;
    const int nodeCount = static_cast<int>(m_snapshot.nodes.size());
    for (int r = 0; r < m_model->rowCount(); ++r) {
        QStringList row{m_model->idAt(r)};
        for (int c = 0; c < TopologyTableModel::ColumnCount; ++c)
            row << m_model->data(m_model->index(r, c)).toString();
        const double utilisation = r < nodeCount ? m_snapshot.nodes[r].utilisation
                                                 : m_snapshot.links[r - nodeCount].utilisation;
        row << (utilisation >= 0.0 ? QString::number(utilisation, 'g', 6) : QString());
        rows << row;
    }
    return chart_export::toCsv(header, rows);
}

} // namespace ailab::labs
