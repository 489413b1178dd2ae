#pragma once

#include <QPointer>
#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QToolButton;

namespace ailab::labs {

class SimDriver;

// The clock controls of every lab (docs/architecture.md, "What users can expect", 1): Play/Pause,
// Step, Speed, Reset and the simulated time. Shortcuts as PhET: Alt+K play/pause, Alt+R reset,
// active anywhere in the window that holds the bar (Qt::WindowShortcut). Without a driver the
// controls are disabled.
class TimeBar : public QWidget
{
    Q_OBJECT
public:
    explicit TimeBar(QWidget* parent = nullptr);

    // The bar does not own the driver; nullptr disables the controls.
    void setDriver(SimDriver* driver);
    SimDriver* driver() const { return m_driver; }

    // The actions behind the buttons, for menus of the shell (same shortcuts).
    QAction* playPauseAction() const { return m_playAction; }
    QAction* stepAction() const { return m_stepAction; }
    QAction* resetAction() const { return m_resetAction; }

    // "t = 12.40 s", "t = 3.50 ms", "t = 820 us" (translated).
    static QString formatSimTime(double seconds);
    QString timeText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void updateControls();
    void updateTime(double simSeconds);
    void reserveTimeWidth();
    void onSpeedIndexChanged(int index);
    void retranslate();

    QPointer<SimDriver> m_driver;
    QList<QMetaObject::Connection> m_connections;
    QAction* m_playAction = nullptr;
    QAction* m_stepAction = nullptr;
    QAction* m_resetAction = nullptr;
    QToolButton* m_playButton = nullptr;
    QToolButton* m_stepButton = nullptr;
    QToolButton* m_resetButton = nullptr;
    QComboBox* m_speedCombo = nullptr;
    QLabel* m_speedLabel = nullptr;
    QLabel* m_timeLabel = nullptr;
};

} // namespace ailab::labs
