#pragma once

#include "labs/common/topology/topology_model.h"

#include <QFrame>
#include <QList>
#include <QRect>

namespace ailab::labs {

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
