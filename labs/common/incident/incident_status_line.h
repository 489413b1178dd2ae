#pragma once

#include <QObject>
#include <QString>

class QHBoxLayout;
class QLabel;
class QProgressBar;
class QWidget;

namespace ailab::labs {

// A line under an incident's header: a busy indicator while the model runs, and the last
// error or what an export did. As IncidentHeader, a row of the host's layout with widgets of
// the host, not a widget of its own.
class IncidentStatusLine : public QObject
{
    Q_OBJECT
public:
    explicit IncidentStatusLine(QWidget* host);

    // The row, for the host's layout to take.
    QHBoxLayout* layout() const { return m_layout; }

    void setBusy(bool busy);
    void setMessage(const QString& message);

    QProgressBar* busyIndicator() const { return m_busyBar; }

private:
    QHBoxLayout* m_layout = nullptr;
    QProgressBar* m_busyBar = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace ailab::labs
