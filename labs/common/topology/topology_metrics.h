#pragma once

#include "labs/common/topology/topology_model.h"

#include <QColor>
#include <QFont>
#include <QHash>
#include <QList>
#include <QPalette>
#include <QPen>
#include <QPointF>
#include <QSizeF>
#include <QStaticText>
#include <array>

namespace ailab::labs {

// Sizes derived from the font, so drawings follow presenter mode, and the styles every item
// of a TopologyView paints with.
struct TopologyMetrics
{
    QFont font;
    QSizeF box;                  // the smallest box of a node (height of a one-line label)
    double maxTextWidth = 120.0; // wider labels wrap to two lines
    QPointF pitch;               // one layout unit in scene pixels, from the widest box
    bool showLoadLabels = true;
    double lineWidth = 2.0;
    QPalette palette; // the view's, also used when exporting without a widget

    // Styles resolved once per palette or font instead of once per item and frame (colour
    // contrast checks and font copies are too slow for thousands of items at 60 frames).
    // refreshStyles() after any change above.
    void refreshStyles();
    const QPen& linkPen(Status status, double utilisation) const;
    static int linkPenIndex(Status status, double utilisation);
    const QPen& linkPen(int index) const { return m_linkPens[static_cast<std::size_t>(index)]; }
    static constexpr int kLinkPenCount = 25; // status x load band
    // Pen indices in the order lines are stroked (the busiest and failed ones last).
    const std::array<int, kLinkPenCount>& linkDrawOrder() const { return m_linkDrawOrder; }
    QFont smallFont; // link labels
    double smallHeight = 0;
    struct Label
    {
        QStaticText text; // laid out in smallFont
        double width = 0;
    };
    const Label& label(const QString& text) const;
    double labelMargin = 0;            // half the widest link label, in the normal font
    std::array<QColor, 5> loadColours; // by LoadBand
    QList<QColor> tokenColours;
    QPen tokenPen;
    int generation = 0; // bumped by refreshStyles(): cached pictures are stale

private:
    static constexpr int kStatusCount = 5;
    static constexpr int kBandCount = 5;
    std::array<QPen, kLinkPenCount> m_linkPens;
    std::array<int, kLinkPenCount> m_linkDrawOrder{};
    mutable QHash<QString, Label> m_labels;
};

} // namespace ailab::labs
