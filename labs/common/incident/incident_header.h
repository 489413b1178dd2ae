#pragma once

#include <QList>
#include <QObject>
#include <string>
#include <vector>

class QVBoxLayout;
class QLabel;
class QWidget;

namespace ailab::labs {

class IncidentController;
class MetricTile;

// The head of an incident walkthrough: what happened, the key figures of the running
// model against the start, whether the incident is open or resolved, and the score.
//
// Not a widget of its own: its widgets are the host's children and its row goes into the
// host's layout, so that the host's height for a width, which the word-wrapped summary and
// tiles decide, comes out of one layout pass (a widget in between takes a second pass, and
// a frame laid out for the old size shows in the meantime).
class IncidentHeader : public QObject
{
    Q_OBJECT
public:
    static constexpr int kMaxKeyFigures = 4;

    IncidentHeader(const IncidentController& controller, QWidget* host);

    // The title and summary over the tiles, for the host's layout to take.
    QVBoxLayout* layout() const { return m_layout; }

    // The outcome figures shown as tiles (at most kMaxKeyFigures); by default the first
    // three, the headline first.
    void setKeyFigures(std::vector<std::string> ids);
    void refresh();

    QList<MetricTile*> figureTiles() const { return m_figureTiles; }
    MetricTile* statusTile() const { return m_statusTile; }
    MetricTile* scoreTile() const { return m_scoreTile; }

private:
    const IncidentController& m_controller;
    std::vector<std::string> m_keyFigures;
    QVBoxLayout* m_layout = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_summary = nullptr;
    QList<MetricTile*> m_figureTiles;
    MetricTile* m_statusTile = nullptr;
    MetricTile* m_scoreTile = nullptr;
};

} // namespace ailab::labs
