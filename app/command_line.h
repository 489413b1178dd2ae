#pragma once

#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <QStringList>

namespace ailab::app {

// What the user asked for on the command line (docs/architecture.md, "Command line").
struct CommandLineOptions
{
    QString labId;
    QString scenarioPath;
    QString filePath; // "ailab FILE": a scenario or a saved state, told apart by content
    bool presenter = false;
    QString language;
    QString screenshotFile;
    QString screenshotDir;
    QSize windowSize;      // --size; invalid when not given (pictures: 1280x800)
    bool allPages = false; // --all-pages: --screenshot-all takes every page
    bool listLabs = false;
    bool quitAfterFirstFrame = false;
    bool verbose = false;
};

// Exit codes of ailab: a usage error is 2, a file that cannot be read or written is 1, no
// display to open the window on is 3.
inline constexpr int kExitUsage = 2;
inline constexpr int kExitBadFile = 1;
inline constexpr int kExitNoDisplay = 3;

struct CommandLineOutcome
{
    enum class Kind { Run, Help, Version, Error };
    Kind kind = Kind::Run;
    CommandLineOptions options;
    QString text; // help text, version line or error message (without the "ailab: error:" prefix)
    int exitCode = 0;
};

class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(ailab::app::CommandLine)
public:
    // Parses arguments (argv[0] first). Checks only the syntax; see validate().
    static CommandLineOutcome parse(const QStringList& arguments);

    // Checks the values against what exists: lab ids, languages, the screenshot targets.
    // Returns an empty string when all is well, otherwise the message; exitCode is set.
    static QString validate(const CommandLineOptions& options, const QStringList& labIds,
                            const QStringList& languages, int* exitCode);

    // The --lang value, found before the translators are installed (so that --help is
    // shown in that language). Empty when not given.
    static QString preScanLanguage(const QStringList& arguments);

    // The arguments without Qt's own GUI options (-platform, -style, -reverse...), which
    // QApplication takes for itself but a QCoreApplication leaves in place.
    static QStringList withoutQtOptions(const QStringList& arguments);
    // Whether the arguments choose a Qt platform (-platform NAME).
    static bool choosesPlatform(const QStringList& arguments);

    // Whether the options open the window (not only print or check something); a
    // screenshot needs no display.
    static bool opensWindow(const CommandLineOptions& options);
};

} // namespace ailab::app
