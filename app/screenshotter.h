#pragma once

#include <QList>
#include <QObject>
#include <QSize>
#include <QString>

class QTimer;

namespace ailab::app {

class MainWindow;

// Renders labs into PNG files for --screenshot and --screenshot-all: the window is shown
// (offscreen is fine) at 1280x800 or the size asked for, each lab is opened on the page
// asked for, a few frames of its animation run, then the window is grabbed. Emits
// finished() with the exit code of the program.
class Screenshotter : public QObject
{
    Q_OBJECT
public:
    static constexpr int kWidth = 1280;
    static constexpr int kHeight = 800;

    struct Shot
    {
        QString labId; // empty: the home page
        QString path;
        QString mode; // the lab's page (mode id); empty: the page it shows
    };

    explicit Screenshotter(MainWindow& window, QObject* parent = nullptr);

    // The window's size in the pictures; invalid sizes are ignored.
    void setWindowSize(const QSize& size);

    void start(const QList<Shot>& shots);

Q_SIGNALS:
    void finished(int exitCode);

private:
    void beginNext();
    void onFrame();
    void capture();

    MainWindow& m_window;
    QSize m_size{kWidth, kHeight};
    QList<Shot> m_shots;
    QTimer* m_settle = nullptr;
    QMetaObject::Connection m_frames;
    int m_framesSeen = 0;
    int m_exitCode = 0;
};

} // namespace ailab::app
