#include "labs/common/topology/topology_metrics.h"

#include "labs/common/topology/topology_link_item.h"

#include <QFontMetricsF>
#include <algorithm>

namespace ailab::labs {

void TopologyMetrics::refreshStyles()
{
    // A utilisation inside each load band, in LoadBand order.
    static constexpr std::array<double, kBandCount> bandLoad = {0.0, 0.2, 0.5, 0.8, 0.95};
    for (int s = 0; s < kStatusCount; ++s) {
        for (int b = 0; b < kBandCount; ++b)
            m_linkPens[static_cast<std::size_t>(s * kBandCount + b)] = TopologyLinkItem::pen(
                static_cast<Status>(s), bandLoad[static_cast<std::size_t>(b)], lineWidth, palette);
    }
    for (int b = 0; b < kBandCount; ++b)
        loadColours[static_cast<std::size_t>(b)] =
            style::loadBandColor(static_cast<LoadBand>(b), palette);
    smallFont = font;
    smallFont.setPointSizeF(font.pointSizeF() > 0 ? font.pointSizeF() * 0.85 : 8.0);
    smallHeight = QFontMetricsF(smallFont).height();
    m_labels.clear();
    labelMargin = QFontMetricsF(font).horizontalAdvance(TopologyLinkItem::loadLabel(100)) * 0.5;
    tokenColours.clear();
    for (int i = 0; i < 7; ++i) // the length of the series colour cycle
        tokenColours.append(style::seriesColor(i, palette));
    tokenPen = QPen(palette.color(QPalette::Base), 2.0);
    // Where lines overlap, the busier and the failed ones go on top.
    const auto rank = [](int index) {
        const auto status = static_cast<Status>(index / kBandCount);
        const int tier = status == Status::Failed      ? 3
                         : status == Status::Congested ? 2
                         : status == Status::Idle      ? 0
                                                       : 1;
        return tier * kBandCount + index % kBandCount;
    };
    for (int i = 0; i < kLinkPenCount; ++i)
        m_linkDrawOrder[static_cast<std::size_t>(i)] = i;
    std::stable_sort(m_linkDrawOrder.begin(), m_linkDrawOrder.end(),
                     [&rank](int x, int y) { return rank(x) < rank(y); });
    ++generation;
}

const TopologyMetrics::Label& TopologyMetrics::label(const QString& text) const
{
    auto found = m_labels.find(text);
    if (found == m_labels.end()) {
        if (m_labels.size() > 1024) // load figures and capacities: a few hundred at most
            m_labels.clear();
        Label label;
        label.text = QStaticText(text);
        label.text.setTextFormat(Qt::PlainText);
        label.text.prepare(QTransform(), smallFont);
        label.width = QFontMetricsF(smallFont).horizontalAdvance(text);
        found = m_labels.insert(text, label);
    }
    return *found;
}

int TopologyMetrics::linkPenIndex(Status status, double utilisation)
{
    return static_cast<int>(status) * kBandCount + static_cast<int>(style::loadBand(utilisation));
}

const QPen& TopologyMetrics::linkPen(Status status, double utilisation) const
{
    return m_linkPens[static_cast<std::size_t>(linkPenIndex(status, utilisation))];
}

} // namespace ailab::labs
