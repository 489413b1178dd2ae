#pragma once

// Scene items of TopologyView (private to labs/common).

#include "labs/common/topology/topology_model.h"

#include <QCoreApplication>
#include <QFont>
#include <QFrame>
#include <QGraphicsItem>
#include <QHash>
#include <QImage>
#include <QPen>
#include <QPixmap>
#include <QStaticText>
#include <QStringList>
#include <array>
#include <vector>

namespace ailab::labs {

// The cross on a failed link, in the drawing and in the legend.
void drawFailureCross(QPainter* painter, const QPointF& centre, double half, const QColor& colour,
                      double width);

// Sizes derived from the font, so drawings follow presenter mode.
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

class TopologyNodeItem : public QGraphicsItem
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::TopologyNodeItem)

public:
    TopologyNodeItem(const TopologyNode& node, const TopologyMetrics* metrics);

    const QString& id() const { return m_node.id; }
    const TopologyNode& node() const { return m_node; }
    // True when something visible changed (then the item repaints).
    bool setState(const TopologyNode& node);
    // setState() leaves the tooltip to be written when one is about to show.
    void refreshToolTip();
    void relayout(); // after the metrics changed
    // The box (sized to the label) and the label's lines, one or two, never elided when
    // a line break can make it fit.
    QSizeF boxSize() const { return m_size; }
    const QStringList& labelLines() const { return m_lines; }
    QRectF labelRect() const; // where the lines are drawn, in item coordinates

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void updateToolTip();
    void paintGlyph(QPainter* painter, const QRectF& area, const QColor& colour) const;
    void paintBox(QPainter* painter) const; // all but the load bar
    void paintLoadBar(QPainter* painter) const;
    void computeSize();

    TopologyNode m_node;
    const TopologyMetrics* m_metrics;
    QSizeF m_size;
    QStringList m_lines;
    bool m_toolTipStale = false;
    // The box as last drawn on screen, in device pixels (the load bar, which changes every
    // frame, is drawn over it): redrawn only when its look or the view's scale changes.
    QPixmap m_picture;
    QTransform m_pictureTransform; // the device transform it was drawn for, offset < 1 px
    int m_pictureGeneration = -1;
    bool m_pictureSelected = false;
    bool m_pictureValid = false;
};

class TopologyLinkItem : public QGraphicsItem
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::TopologyLinkItem)

public:
    TopologyLinkItem(const TopologyLink& link, TopologyNodeItem* from, TopologyNodeItem* to,
                     const TopologyMetrics* metrics);

    const QString& id() const { return m_link.id; }
    const TopologyLink& link() const { return m_link; }
    bool setState(const TopologyLink& link);
    void refreshToolTip(); // as for nodes
    void relayout();
    QPointF midpoint() const { return (m_a + m_b) / 2.0; }
    // The label on the line: the load when it carries some (5 % or more), else its
    // capacity, else nothing; empty when labels are switched off or the link failed.
    QString labelText() const;

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    // The pen a link of this state is drawn with (shared with the legend).
    static QPen pen(Status status, double utilisation, double baseWidth, const QPalette& palette);

private:
    friend class TopologyLinkPainter;
    void updateToolTip();
    void updateLabel();
    // Whether the stretch of line between the two boxes holds the label.
    bool labelFits() const;
    QRectF labelBox() const; // in scene coordinates, centred on the midpoint
    void paintLabel(QPainter* painter, const QRectF& box, const TopologyMetrics& metrics) const;
    static void paintFailureMark(QPainter* painter, const QPointF& centre, double half,
                                 double width, const TopologyMetrics& metrics);

    TopologyLink m_link;
    bool m_toolTipStale = false;
    QString m_label;        // labelText(), kept because the load changes every frame
    double m_labelHalf = 0; // half the widest label this link can show
    TopologyNodeItem* m_from;
    TopologyNodeItem* m_to;
    const TopologyMetrics* m_metrics;
    QPointF m_a;
    QPointF m_b;
};

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

// Draws the links of a view on screen, with the lines in device pixels grouped by pen:
// lines thinner than a pixel become 1-pixel lines, only the stretch inside the exposed
// area is drawn, failure marks and labels go over all lines, and labels that would
// overlap one already drawn are left out.
class TopologyLinkPainter
{
public:
    void paint(QPainter* painter, const QRectF& exposed, const QList<TopologyLinkItem*>& links,
               const TopologyMetrics& metrics, const QRect& viewport);

private:
    TopologyLineRaster m_raster;
};

class TopologyFlowItem : public QGraphicsItem
{
public:
    explicit TopologyFlowItem(const TopologyMetrics* metrics);

    void setFlow(const TopologyFlow& flow, const QList<QPointF>& pathPoints);
    const QString& id() const { return m_flow.id; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    TopologyFlow m_flow;
    const TopologyMetrics* m_metrics;
};

// The key to link colours and patterns: a strip along the bottom of the view whose
// entries flow into as many rows as the width needs.
class TopologyLegend : public QFrame
{
    Q_OBJECT
public:
    explicit TopologyLegend(QWidget* parent = nullptr);
    QSize sizeHint() const override; // all entries in one row
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    // Draws the entries into `area` (also used by exports, without a widget).
    void paintEntries(QPainter* painter, const QRect& area) const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Row
    {
        Status status;
        double utilisation;
        QString text;
        bool cross;
    };
    QList<Row> rows() const;
    // Entry rectangles for a given width, relative to the top left of the content.
    QList<QRect> flow(int width) const;
};

} // namespace ailab::labs
