#pragma once

#include "labs/common/widgets/palette.h"

#include <QBrush>
#include <QColor>
#include <QPalette>
#include <cstddef>

namespace ailab::labs::scheduler {

// The cues of one job in every drawing of the lab: a colour and, never colour alone, a
// brush pattern (docs/architecture.md, "What users can expect", 5); the drawings also write
// the job's name.
inline QColor jobColour(std::size_t job, const QPalette& palette)
{
    QColor c = style::seriesColor(int(job % 8), palette);
    c.setAlpha(110);
    return c;
}

inline QBrush jobPattern(std::size_t job, const QPalette& palette)
{
    // Eight colours, then the next pattern: jobs 0..7 and 8..15 never look alike.
    static constexpr Qt::BrushStyle kPatterns[] = {
        Qt::BDiagPattern, Qt::FDiagPattern,     Qt::HorPattern,    Qt::VerPattern,
        Qt::CrossPattern, Qt::DiagCrossPattern, Qt::Dense6Pattern, Qt::Dense7Pattern};
    const Qt::BrushStyle pattern = kPatterns[(job + job / 8) % 8];
    return QBrush(palette.color(QPalette::Text), pattern);
}

} // namespace ailab::labs::scheduler
