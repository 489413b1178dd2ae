#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ailab::app {

// Whether the program can open a window here, decided before the QApplication exists:
// Qt's platform plugin ends the program (qFatal, SIGABRT) when it finds no display, so the
// command line is read with a QCoreApplication first (docs/architecture.md, "Command line").
class DisplayCheck
{
    Q_DECLARE_TR_FUNCTIONS(ailab::app::DisplayCheck)
public:
    // Empty when the environment names a display or a platform that needs none
    // (QT_QPA_PLATFORM=offscreen, -platform ...); otherwise why there is none.
    static QString missingDisplay(const QStringList& arguments);

    // The one message ailab prints when it cannot open its window: the reason, then what
    // to do instead.
    static QString noWindowMessage(const QString& reason);
};

// For the time the QApplication is being made: Qt's fatal "no Qt platform plugin could be
// initialized" (a display that is named but cannot be reached) becomes noWindowMessage on
// standard error and exit code kExitNoDisplay instead of an abort, and the platform
// plugin's warnings are held back until the application exists.
class PlatformStartGuard
{
public:
    PlatformStartGuard();
    ~PlatformStartGuard();
    PlatformStartGuard(const PlatformStartGuard&) = delete;
    PlatformStartGuard& operator=(const PlatformStartGuard&) = delete;
};

} // namespace ailab::app
