#pragma once

#include "labs/common/topology/topology_line_raster.h"

#include <QList>
#include <QRect>
#include <QRectF>

class QPainter;

namespace ailab::labs {

class TopologyLinkItem;
struct TopologyMetrics;

// Draws the links of a view on screen in one pass, with the lines in device pixels grouped
// by pen: lines thinner than a pixel become 1-pixel lines, only the stretch inside the
// exposed area is drawn, failure marks and labels go over all lines, and labels that would
// overlap one already drawn are left out.
class TopologyLinkPainter
{
public:
    void paint(QPainter* painter, const QRectF& exposed, const QList<TopologyLinkItem*>& links,
               const TopologyMetrics& metrics, const QRect& viewport);
    // The boxes of the labels the last paint placed, in scene coordinates.
    const QList<QRectF>& placedLabels() const { return m_placed; }

private:
    TopologyLineRaster m_raster;
    QList<QRectF> m_placed; // kept: no allocation per frame
};

} // namespace ailab::labs
