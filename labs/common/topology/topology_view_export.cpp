// TopologyView's exports: the drawing with its legend as PNG or SVG, the table as CSV.
#include "labs/common/topology/topology_legend.h"
#include "labs/common/topology/topology_view.h"

#include <QGraphicsScene>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace ailab::labs {

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
