#include "labs/common/incident/incident_view_helpers.h"

#include <QCollator>
#include <QLabel>
#include <algorithm>

namespace ailab::labs::incident_view {

namespace ops = core::ops;

QLabel* wrappedLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    return label;
}

const ops::Figure* findFigure(const ops::Outcome& outcome, const std::string& id)
{
    for (const ops::Figure& figure : outcome.figures)
        if (figure.id == id)
            return &figure;
    return nullptr;
}

std::vector<std::pair<std::string, double>> stepsOf(const ops::Debrief& debrief,
                                                    ops::TimelineKind kind)
{
    std::vector<std::pair<std::string, double>> result;
    for (const ops::TimelineEntry& entry : debrief.timeline)
        if (entry.kind == kind)
            result.emplace_back(entry.id, entry.timeS);
    return result;
}

void sortByText(std::vector<std::pair<QString, QString>>& options)
{
    QCollator collator;
    collator.setNumericMode(true);
    std::stable_sort(options.begin(), options.end(), [&](const auto& a, const auto& b) {
        return collator.compare(a.first, b.first) < 0;
    });
}

} // namespace ailab::labs::incident_view
