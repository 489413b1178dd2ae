#include "labs/common/topology/topology_line_raster.h"

#include <QPainter>
#include <algorithm>
#include <cmath>
#include <cstring>

namespace ailab::labs {

void TopologyLineRaster::begin(const QSize& size, double devicePixelRatio)
{
    if (m_image.size() != size) {
        m_image = QImage(size, QImage::Format_ARGB32_Premultiplied);
        m_image.fill(Qt::transparent);
    } else if (!m_touched.isEmpty()) {
        const auto bytes = static_cast<std::size_t>(m_touched.width()) * sizeof(QRgb);
        for (int y = m_touched.top(); y <= m_touched.bottom(); ++y)
            std::memset(reinterpret_cast<QRgb*>(m_image.scanLine(y)) + m_touched.left(), 0, bytes);
    }
    m_image.setDevicePixelRatio(devicePixelRatio);
    m_touched = QRect();
    // No opaque runs yet (low above high).
    m_columnLow.assign(static_cast<std::size_t>(size.width()), 0);
    m_columnHigh.assign(static_cast<std::size_t>(size.width()), -1);
    m_rowLow.assign(static_cast<std::size_t>(size.height()), 0);
    m_rowHigh.assign(static_cast<std::size_t>(size.height()), -1);
}

void TopologyLineRaster::drawLine(const QPointF& a, const QPointF& b, double width, QRgb colour,
                                  const QList<double>& dashes, double phase)
{
    if (m_image.isNull() || !std::isfinite(a.x() + a.y() + b.x() + b.y()) || a == b)
        return;
    if (std::abs(b.x() - a.x()) >= std::abs(b.y() - a.y()))
        run<false>(a, b, width, colour, dashes, phase);
    else
        run<true>(a, b, width, colour, dashes, phase);
}

namespace {

// Lines are drawn front to back: `src` (premultiplied, opaque) covering `share` of 256 of
// a pixel goes under what is there already (Porter and Duff's "under").
// A pixel this opaque hides what would go under it (exact "under" blending approaches 255
// only slowly in 8 bits).
constexpr int kOpaque = 248;

QRgb under(QRgb dst, QRgb src, uint share)
{
    const uint a = (share * (255u - qAlpha(dst)) + 127u) / 255u;
    const uint rb = (dst & 0xff00ffu) + ((((src & 0xff00ffu) * a) >> 8) & 0xff00ffu);
    const uint ag = ((dst >> 8) & 0xff00ffu) + (((((src >> 8) & 0xff00ffu) * a) >> 8) & 0xff00ffu);
    return rb | (ag << 8);
}

} // namespace

// One column (or, for steep lines, one row) of pixels per step along the major axis u;
// across it, on the minor axis v, each pixel gets the share of it the line covers. Edges
// are stepped in 16.16 fixed point: a frame of a large fabric runs this a few hundred
// thousand times.
template <bool Steep>
void TopologyLineRaster::run(const QPointF& a, const QPointF& b, double width, QRgb colour,
                             const QList<double>& dashes, double phase)
{
    const double u0 = Steep ? a.y() : a.x();
    const double v0 = Steep ? a.x() : a.y();
    const double u1 = Steep ? b.y() : b.x();
    const double v1 = Steep ? b.x() : b.y();
    const int uSize = Steep ? m_image.height() : m_image.width();
    const int vSize = Steep ? m_image.width() : m_image.height();
    const double slope = (v1 - v0) / (u1 - u0);
    const double along = std::sqrt(1.0 + slope * slope); // distance on the line per unit of u
    const double thickness = width * along;              // across v
    const int first = std::max(0, static_cast<int>(std::ceil(std::min(u0, u1) - 0.5)));
    const int last = std::min(uSize - 1, static_cast<int>(std::floor(std::max(u0, u1) - 0.5)));
    if (first > last)
        return;
    constexpr double kOne = 65536.0;
    const double topAtFirst = v0 + slope * (first + 0.5 - u0) - thickness / 2.0;
    // Far off the image on the minor axis: the fixed-point values must not overflow.
    if (std::abs(topAtFirst) > 1e6 || std::abs(slope * (last - first)) > 1e6)
        return;
    auto top = static_cast<qint64>(std::llround(topAtFirst * kOne));
    const auto step = static_cast<qint64>(std::llround(slope * kOne));
    const auto thick = static_cast<qint64>(std::llround(thickness * kOne));
    // Dashes: the distance into the current dash or gap, stepped along with u.
    const qsizetype dashCount = dashes.size();
    qsizetype dash = 0;
    double into = 0.0;
    if (dashCount > 0) {
        double period = 0.0;
        for (const double d : dashes)
            period += d;
        if (period <= 0.0)
            return;
        into = std::fmod(phase + std::abs(first + 0.5 - u0) * along, period);
        while (into >= dashes[dash]) {
            into -= dashes[dash];
            dash = (dash + 1) % dashCount;
        }
    }
    uchar* bits = m_image.bits();
    const qsizetype stride = m_image.bytesPerLine();
    const auto pixelAt = [bits, stride](int u, int v) {
        return Steep ? reinterpret_cast<QRgb*>(bits + u * stride) + v
                     : reinterpret_cast<QRgb*>(bits + v * stride) + u;
    };
    const auto cover = [colour](QRgb* pixel, qint64 share) { // share of 65536
        if (qAlpha(*pixel) >= kOpaque || share <= 128)
            return;
        if (share >= 65536 - 128 && *pixel == 0)
            *pixel = colour;
        else
            *pixel =
                under(*pixel, colour, static_cast<uint>(std::min<qint64>(256, (share + 128) >> 8)));
    };
    // Per step of u, a run of v already opaque from lines in front: most of a dense bundle
    // is skipped a whole column at a time.
    int* const opaqueLow = (Steep ? m_rowLow : m_columnLow).data();
    int* const opaqueHigh = (Steep ? m_rowHigh : m_columnHigh).data();
    int vMin = vSize;
    int vMax = -1;
    for (int u = first; u <= last; ++u, top += step) {
        if (dashCount > 0) {
            const bool on = dash % 2 == 0;
            into += along;
            while (into >= dashes[dash]) {
                into -= dashes[dash];
                dash = (dash + 1) % dashCount;
            }
            if (!on)
                continue;
        }
        const qint64 bottom = top + thick;
        const int r0 = std::max(0, static_cast<int>(top >> 16));
        const int r1 = std::min(vSize - 1, static_cast<int>((bottom - 1) >> 16));
        if (r1 < r0)
            continue;
        const int low = opaqueLow[u];
        const int high = opaqueHigh[u];
        if (low <= r0 && r1 <= high)
            continue;
        for (int r = r0; r <= r1; ++r) {
            if (r >= low && r <= high) {
                r = high; // skip the opaque run
                continue;
            }
            // The share of this pixel's row inside [top, bottom).
            const qint64 rowTop = qint64(r) << 16;
            const qint64 share = std::min(rowTop + 65536, bottom) - std::max(rowTop, top);
            cover(pixelAt(u, r), share);
        }
        // Extend the opaque run by the rows now opaque next to it (or start a longer one).
        int f0 = r0;
        while (f0 <= r1 && qAlpha(*pixelAt(u, f0)) < kOpaque)
            ++f0;
        int f1 = f0;
        while (f1 + 1 <= r1 && qAlpha(*pixelAt(u, f1 + 1)) >= kOpaque)
            ++f1;
        if (f0 <= r1) {
            if (high >= low && f0 <= high + 1 && f1 >= low - 1) {
                opaqueLow[u] = std::min(low, f0);
                opaqueHigh[u] = std::max(high, f1);
            } else if (high < low || f1 - f0 > high - low) {
                opaqueLow[u] = f0;
                opaqueHigh[u] = f1;
            }
        }
        vMin = std::min(vMin, r0);
        vMax = std::max(vMax, r1);
    }
    if (vMax < vMin)
        return;
    const QRect touched = Steep ? QRect(QPoint(vMin, first), QPoint(vMax, last))
                                : QRect(QPoint(first, vMin), QPoint(last, vMax));
    m_touched = m_touched.united(touched);
}

void TopologyLineRaster::paintOnto(QPainter* painter) const
{
    if (m_touched.isEmpty())
        return;
    const double dpr = m_image.devicePixelRatio();
    const QRectF target(m_touched.x() / dpr, m_touched.y() / dpr, m_touched.width() / dpr,
                        m_touched.height() / dpr);
    if (dpr == 1.0)
        painter->drawImage(m_touched.topLeft(), m_image, m_touched);
    else
        painter->drawImage(target, m_image, QRectF(m_touched));
}

} // namespace ailab::labs
