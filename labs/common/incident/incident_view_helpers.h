#pragma once

#include "core/ops/incident.h"

#include <QString>
#include <string>
#include <utility>
#include <vector>

class QLabel;
class QWidget;

// What the views of an IncidentPanel share.
namespace ailab::labs::incident_view {

// A label for plain text that wraps.
QLabel* wrappedLabel(QWidget* parent);

// The figure with this id in the outcome; null when it has none.
const core::ops::Figure* findFigure(const core::ops::Outcome& outcome, const std::string& id);

// Simulation times at which the timeline recorded this kind of step, in order.
std::vector<std::pair<std::string, double>> stepsOf(const core::ops::Debrief& debrief,
                                                    core::ops::TimelineKind kind);

// Options ({text, id}) in the order of their texts: the model's order (fixes first) would
// give the answer away, and an alphabetical one mixes plausible and wrong options fairly.
void sortByText(std::vector<std::pair<QString, QString>>& options);

} // namespace ailab::labs::incident_view
