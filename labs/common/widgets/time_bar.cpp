#include "labs/common/widgets/time_bar.h"

#include "labs/common/skeleton/sim_driver.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QStyle>
#include <QToolButton>
#include <algorithm>
#include <cmath>

namespace ailab::labs {

TimeBar::TimeBar(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("timeBar"));
    auto makeAction = [this](const QString& name, const QKeySequence& shortcut) {
        auto* action = new QAction(this);
        action->setObjectName(name);
        if (!shortcut.isEmpty())
            action->setShortcut(shortcut);
        // Active wherever the focus is in the bar's window, as PhET's global shortcuts.
        action->setShortcutContext(Qt::WindowShortcut);
        addAction(action);
        return action;
    };
    m_playAction = makeAction(QStringLiteral("playPauseAction"), QKeySequence(Qt::ALT | Qt::Key_K));
    m_playAction->setCheckable(true);
    m_stepAction = makeAction(QStringLiteral("stepAction"), QKeySequence());
    m_resetAction = makeAction(QStringLiteral("resetAction"), QKeySequence(Qt::ALT | Qt::Key_R));

    auto makeButton = [this](QAction* action, const QString& name) {
        auto* button = new QToolButton(this);
        button->setObjectName(name);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setFocusPolicy(Qt::StrongFocus);
        button->setAutoRaise(false);
        return button;
    };
    m_playButton = makeButton(m_playAction, QStringLiteral("playButton"));
    m_stepButton = makeButton(m_stepAction, QStringLiteral("stepButton"));
    m_resetButton = makeButton(m_resetAction, QStringLiteral("resetButton"));

    m_speedLabel = new QLabel(this);
    m_speedCombo = new QComboBox(this);
    m_speedCombo->setObjectName(QStringLiteral("speedCombo"));
    for (int i = 0; i < 3; ++i)
        m_speedCombo->addItem(QString());
    m_speedCombo->setCurrentIndex(1);
    m_speedLabel->setBuddy(m_speedCombo);

    m_timeLabel = new QLabel(this);
    m_timeLabel->setObjectName(QStringLiteral("timeLabel"));
    m_timeLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_timeLabel->setFocusPolicy(Qt::NoFocus);
    QFont mono = m_timeLabel->font();
    mono.setStyleHint(QFont::Monospace);
    mono.setFamilies({QStringLiteral("monospace")});
    m_timeLabel->setFont(mono);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->addWidget(m_playButton);
    layout->addWidget(m_stepButton);
    layout->addWidget(m_resetButton);
    layout->addSpacing(12);
    layout->addWidget(m_speedLabel);
    layout->addWidget(m_speedCombo);
    layout->addSpacing(12);
    layout->addWidget(m_timeLabel);
    layout->addStretch(1);

    setTabOrder(m_playButton, m_stepButton);
    setTabOrder(m_stepButton, m_resetButton);
    setTabOrder(m_resetButton, m_speedCombo);

    connect(m_playAction, &QAction::triggered, this, [this] {
        if (m_driver)
            m_driver->togglePlay();
        updateControls();
    });
    connect(m_stepAction, &QAction::triggered, this, [this] {
        if (m_driver)
            m_driver->step();
    });
    connect(m_resetAction, &QAction::triggered, this, [this] {
        if (m_driver)
            m_driver->reset();
    });
    connect(m_speedCombo, &QComboBox::currentIndexChanged, this, &TimeBar::onSpeedIndexChanged);

    retranslate();
    reserveTimeWidth();
    updateControls();
}

void TimeBar::setDriver(SimDriver* driver)
{
    for (const auto& connection : m_connections)
        disconnect(connection);
    m_connections.clear();
    m_driver = driver;
    if (m_driver) {
        m_connections << connect(m_driver, &SimDriver::stateChanged, this,
                                 [this] { updateControls(); });
        m_connections << connect(m_driver, &SimDriver::frameReady, this, &TimeBar::updateTime);
        m_connections << connect(m_driver, &SimDriver::speedChanged, this,
                                 [this] { updateControls(); });
        m_connections << connect(m_driver, &QObject::destroyed, this, [this] {
            m_driver = nullptr;
            updateControls();
        });
    }
    updateControls();
}

QString TimeBar::formatSimTime(double seconds)
{
    if (!std::isfinite(seconds))
        return tr("t = %1 s").arg(QStringLiteral("-"));
    const double magnitude = std::abs(seconds);
    // Two decimals in the largest unit in which the value is at least 1.
    if (magnitude == 0.0 || magnitude >= 1.0)
        return tr("t = %1 s").arg(QLocale().toString(seconds, 'f', 2));
    if (magnitude >= 1e-3)
        return tr("t = %1 ms").arg(QLocale().toString(seconds * 1e3, 'f', 2));
    if (magnitude >= 1e-6)
        //: microseconds
        return tr("t = %1 us").arg(QLocale().toString(seconds * 1e6, 'f', 2));
    //: nanoseconds
    return tr("t = %1 ns").arg(QLocale().toString(seconds * 1e9, 'f', 2));
}

QString TimeBar::timeText() const
{
    return m_timeLabel->text();
}

void TimeBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        reserveTimeWidth();
    QWidget::changeEvent(event);
}

void TimeBar::updateControls()
{
    const bool enabled = m_driver != nullptr;
    const bool playing = enabled && m_driver->isPlaying();
    for (QAction* action : {m_playAction, m_stepAction, m_resetAction})
        action->setEnabled(enabled);
    m_speedCombo->setEnabled(enabled);
    m_speedLabel->setEnabled(enabled);
    {
        const QSignalBlocker blocker(m_playAction);
        m_playAction->setChecked(playing);
    }
    m_playAction->setText(playing ? tr("Pause") : tr("Play"));
    m_playAction->setIcon(
        style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_playAction->setToolTip(playing ? tr("Pause the simulation (Alt+K)")
                                     : tr("Run the simulation (Alt+K)"));
    m_playButton->setAccessibleName(playing ? tr("Pause") : tr("Play"));
    if (enabled) {
        const int index = static_cast<int>(m_driver->speed());
        const QSignalBlocker blocker(m_speedCombo);
        m_speedCombo->setCurrentIndex(index);
    }
    updateTime(enabled ? m_driver->now() : 0.0);
}

void TimeBar::reserveTimeWidth()
{
    // Room for the widest reading in any unit, so the label never cuts its unit off and the
    // bar does not jump while the clock runs.
    const QFontMetrics fm(m_timeLabel->font());
    int widest = 0;
    for (double sample : {-888.88, -888.88e-3, -888.88e-6, -888.88e-9, -88888.88})
        widest = std::max(widest, fm.horizontalAdvance(formatSimTime(sample)));
    m_timeLabel->setMinimumWidth(widest + fm.averageCharWidth());
}

void TimeBar::updateTime(double simSeconds)
{
    m_timeLabel->setText(m_driver ? formatSimTime(simSeconds)
                                  : tr("t = %1 s").arg(QStringLiteral("-")));
    //: Accessible name of the time display, %1 is e.g. "t = 12.40 s"
    m_timeLabel->setAccessibleName(tr("Simulated time: %1").arg(m_timeLabel->text()));
}

void TimeBar::onSpeedIndexChanged(int index)
{
    if (!m_driver || index < 0 || index > 2)
        return;
    m_driver->setSpeed(static_cast<SimDriver::Speed>(index));
}

void TimeBar::retranslate()
{
    m_stepAction->setText(tr("Step"));
    m_stepAction->setToolTip(tr("Advance the simulation by one step"));
    m_stepAction->setIcon(style()->standardIcon(QStyle::SP_MediaSkipForward));
    m_resetAction->setText(tr("Reset"));
    m_resetAction->setToolTip(tr("Return to the start of the scenario (Alt+R)"));
    m_resetAction->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    m_stepButton->setAccessibleName(tr("Step"));
    m_resetButton->setAccessibleName(tr("Reset"));
    m_speedLabel->setText(tr("&Speed:"));
    m_speedCombo->setItemText(0, tr("Slow"));
    m_speedCombo->setItemText(1, tr("Normal"));
    m_speedCombo->setItemText(2, tr("Fast"));
    m_speedCombo->setAccessibleName(tr("Simulation speed"));
    m_speedCombo->setToolTip(tr("How fast simulated time runs: slow is a quarter, fast four "
                                "times the normal rate"));
    m_timeLabel->setToolTip(tr("Simulated time since the start of the scenario"));
    setAccessibleName(tr("Time controls"));
    updateControls();
}

} // namespace ailab::labs
