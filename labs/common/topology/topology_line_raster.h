#pragma once

#include <QImage>
#include <QList>
#include <QPointF>
#include <QRect>
#include <vector>

class QPainter;

namespace ailab::labs {

// Straight lines rasterised by hand into a transparent device image, front to back: for the
// long, mostly overlapping lines of a large fabric this is several times cheaper than
// QPainter's antialiased stroker (pixels hidden by lines in front are skipped), with the
// same look (edges across a line are antialiased; dashes are cut square).
class TopologyLineRaster
{
public:
    // Starts a frame of `size` device pixels, clearing what the last one drew.
    void begin(const QSize& size, double devicePixelRatio);
    // A line `width` device pixels wide in an opaque premultiplied colour, under the lines
    // drawn before it. `dashes` (on, off, ... in pixels; empty for a solid line) start
    // `phase` pixels into the pattern at a.
    void drawLine(const QPointF& a, const QPointF& b, double width, QRgb colour,
                  const QList<double>& dashes, double phase);
    // Blits what was drawn; the painter must have no world transform.
    void paintOnto(QPainter* painter) const;

private:
    template <bool Steep>
    void run(const QPointF& a, const QPointF& b, double width, QRgb colour,
             const QList<double>& dashes, double phase);

    QImage m_image;
    QRect m_touched;
    // Per column (and per row, for steep lines): the run of pixels already opaque.
    std::vector<int> m_columnLow;
    std::vector<int> m_columnHigh;
    std::vector<int> m_rowLow;
    std::vector<int> m_rowHigh;
};

} // namespace ailab::labs
