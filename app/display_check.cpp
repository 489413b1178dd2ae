#include "app/display_check.h"

#include "app/command_line.h"

#include <QTextStream>
#include <cstdlib>
#include <utility>
#include <vector>

namespace ailab::app {

namespace {

QString environment(const char* name)
{
    return qEnvironmentVariable(name);
}

// Messages of the platform plugin while the guard is on, given to the previous handler
// once the application exists.
struct HeldMessage
{
    QtMsgType type;
    QString category;
    QString text;
};

QtMessageHandler g_previousHandler = nullptr;
std::vector<HeldMessage>* g_held = nullptr;

void guardHandler(QtMsgType type, const QMessageLogContext& context, const QString& text)
{
    if (type == QtFatalMsg) {
        // Qt's own text is long and ends in advice about reinstalling; the first line of
        // the plugin's warning (if any) says what failed.
        QString reason = DisplayCheck::tr("Qt could not start its platform plugin");
        for (const HeldMessage& message : *g_held) {
            if (message.category.startsWith(QLatin1String("qt.qpa"))) {
                reason = message.text.section(QLatin1Char('\n'), 0, 0);
                break;
            }
        }
        QTextStream(stderr) << "ailab: error: " << DisplayCheck::noWindowMessage(reason)
                            << Qt::endl;
        std::_Exit(kExitNoDisplay);
    }
    const QString category = QString::fromLatin1(context.category ? context.category : "");
    if (category.startsWith(QLatin1String("qt.qpa"))) {
        g_held->push_back({type, category, text});
        return;
    }
    if (g_previousHandler)
        g_previousHandler(type, context, text);
    else
        QTextStream(stderr) << text << Qt::endl;
}

} // namespace

QString DisplayCheck::missingDisplay(const QStringList& arguments)
{
    if (CommandLine::choosesPlatform(arguments))
        return {};
    const QString platform = environment("QT_QPA_PLATFORM").section(QLatin1Char(';'), 0, 0);
    const bool x11 = !environment("DISPLAY").isEmpty();
    const bool wayland = !environment("WAYLAND_DISPLAY").isEmpty();
    if (platform.isEmpty()) {
        if (x11 || wayland)
            return {};
        return tr("no display found (neither DISPLAY nor WAYLAND_DISPLAY is set)");
    }
    if (platform == QLatin1String("xcb") && !x11)
        return tr("QT_QPA_PLATFORM is xcb but DISPLAY is not set");
    // offscreen, minimal, vnc, eglfs, wayland (which finds its socket itself)...
    return {};
}

QString DisplayCheck::noWindowMessage(const QString& reason)
{
    return tr("cannot open the window: %1. Start ailab in a desktop session; without one, "
              "\"ailab --screenshot FILE\" saves a picture of a lab (the offscreen platform, "
              "QT_QPA_PLATFORM=offscreen, is used by itself) and \"ailab-sim\" runs scenarios "
              "on the command line.")
        .arg(reason);
}

PlatformStartGuard::PlatformStartGuard()
{
    g_held = new std::vector<HeldMessage>;
    g_previousHandler = qInstallMessageHandler(guardHandler);
}

PlatformStartGuard::~PlatformStartGuard()
{
    qInstallMessageHandler(g_previousHandler);
    std::vector<HeldMessage> held = std::move(*g_held);
    delete g_held;
    g_held = nullptr;
    for (const HeldMessage& message : held) {
        const QByteArray category = message.category.toLatin1();
        const QMessageLogContext context(nullptr, 0, nullptr, category.constData());
        if (g_previousHandler)
            g_previousHandler(message.type, context, message.text);
        else
            QTextStream(stderr) << message.text << Qt::endl;
    }
    g_previousHandler = nullptr;
}

} // namespace ailab::app
