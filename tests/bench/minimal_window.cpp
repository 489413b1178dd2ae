// The baseline of the start-up benchmark: the smallest Qt Widgets program with a main
// window, a menu and a status bar. With --quit-after-first-frame it quits right after
// its first paint, as `ailab --quit-after-first-frame` does.
#include <QApplication>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>
#include <QTimer>

namespace {

class FirstPaintQuitter : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint) {
            watched->removeEventFilter(this);
            QTimer::singleShot(0, qApp, &QCoreApplication::quit);
        }
        return false;
    }
};

} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QMainWindow window;
    window.menuBar()->addMenu(QStringLiteral("File"));
    window.setCentralWidget(new QLabel(QStringLiteral("Hello"), &window));
    window.statusBar()->showMessage(QStringLiteral("Ready"));
    window.resize(1280, 800);
    FirstPaintQuitter quitter;
    if (QCoreApplication::arguments().contains(QStringLiteral("--quit-after-first-frame")))
        window.installEventFilter(&quitter);
    window.show();
    return app.exec();
}
