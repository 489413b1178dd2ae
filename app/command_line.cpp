#include "app/command_line.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QImageWriter>
#include <QRegularExpression>

namespace ailab::app {

namespace {

bool canWriteInto(const QString& directory)
{
    const QFileInfo info(directory.isEmpty() ? QStringLiteral(".") : directory);
    return info.isDir() && info.isWritable();
}

// The directory --screenshot-all writes into, created if needed.
QString checkScreenshotDir(const QString& dir, int* exitCode)
{
    if (!QDir().mkpath(dir) || !canWriteInto(dir)) {
        *exitCode = kExitBadFile;
        return CommandLine::tr("cannot write pictures into the folder \"%1\"").arg(dir);
    }
    return {};
}

QString checkScreenshotFile(const QString& file, int* exitCode)
{
    const QFileInfo info(file);
    const QByteArray format = info.suffix().toLower().toLatin1();
    if (!format.isEmpty() && !QImageWriter::supportedImageFormats().contains(format)) {
        *exitCode = kExitUsage;
        return CommandLine::tr("cannot write pictures of type \"%1\"; use a .png file name")
            .arg(info.suffix());
    }
    if (info.isDir() || !canWriteInto(info.absolutePath())) {
        *exitCode = kExitBadFile;
        return CommandLine::tr("cannot write the picture \"%1\"").arg(file);
    }
    if (info.exists() && !info.isWritable()) {
        *exitCode = kExitBadFile;
        return CommandLine::tr("cannot overwrite the picture \"%1\"").arg(file);
    }
    return {};
}

} // namespace

CommandLineOutcome CommandLine::parse(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("AI Infra Lab: learn how AI clusters work by operating one."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption labOption(QStringLiteral("lab"), tr("Open the lab <id>."), tr("id"));
    const QCommandLineOption scenarioOption(
        QStringLiteral("scenario"), tr("Load the scenario <file> into its lab."), tr("file"));
    const QCommandLineOption presenterOption(
        QStringLiteral("presenter"), tr("Start in presenter mode (large text, high contrast)."));
    const QCommandLineOption langOption(QStringLiteral("lang"),
                                        tr("Use the language <code>, for example de."), tr("code"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        tr("Save a 1280x800 picture of the chosen lab to <file>, then exit."), tr("file"));
    const QCommandLineOption screenshotAllOption(
        QStringLiteral("screenshot-all"),
        tr("Save one picture per lab, <id>.png, into <folder>, then exit."), tr("folder"));
    const QCommandLineOption sizeOption(
        QStringLiteral("size"),
        tr("Open the window at <size>, for example 1024x768; also the size of the pictures "
           "of --screenshot and --screenshot-all (default 1280x800)."),
        tr("size"));
    const QCommandLineOption allPagesOption(
        QStringLiteral("all-pages"),
        tr("With --screenshot-all: one picture per page of each lab, <id>-<page>.png."));
    const QCommandLineOption listOption(QStringLiteral("list-labs"),
                                        tr("Print the lab ids, one a line."));
    const QCommandLineOption firstFrameOption(
        QStringLiteral("quit-after-first-frame"),
        tr("Quit as soon as the window has been painted once."));
    const QCommandLineOption verboseOption(QStringLiteral("verbose"),
                                           tr("Also write debug messages to the terminal."));
    parser.addOptions({labOption, scenarioOption, presenterOption, langOption, screenshotOption,
                       screenshotAllOption, sizeOption, allPagesOption, listOption,
                       firstFrameOption, verboseOption});
    parser.addPositionalArgument(QStringLiteral("file"),
                                 tr("A scenario, a saved lab state, an activity, an incident or "
                                    "a class pack (its folder or its pack.json) to open."),
                                 QStringLiteral("[%1]").arg(tr("file")));

    CommandLineOutcome outcome;
    if (!parser.parse(arguments)) {
        outcome.kind = CommandLineOutcome::Kind::Error;
        outcome.exitCode = kExitUsage;
        outcome.text = parser.errorText();
        return outcome;
    }
    if (parser.isSet(helpOption)) {
        outcome.kind = CommandLineOutcome::Kind::Help;
        outcome.text = parser.helpText();
        return outcome;
    }
    if (parser.isSet(versionOption)) {
        outcome.kind = CommandLineOutcome::Kind::Version;
        outcome.text = QCoreApplication::applicationName() + QLatin1Char(' ') +
                       QCoreApplication::applicationVersion();
        return outcome;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        outcome.kind = CommandLineOutcome::Kind::Error;
        outcome.exitCode = kExitUsage;
        outcome.text =
            tr("unexpected argument \"%1\"; ailab opens one file at a time").arg(files.at(1));
        return outcome;
    }
    if (!files.isEmpty() && parser.isSet(scenarioOption)) {
        outcome.kind = CommandLineOutcome::Kind::Error;
        outcome.exitCode = kExitUsage;
        outcome.text = tr("--scenario and a file to open cannot be used together");
        return outcome;
    }
    if (parser.isSet(screenshotOption) && parser.isSet(screenshotAllOption)) {
        outcome.kind = CommandLineOutcome::Kind::Error;
        outcome.exitCode = kExitUsage;
        outcome.text = tr("--screenshot and --screenshot-all cannot be used together");
        return outcome;
    }

    if (parser.isSet(allPagesOption) && !parser.isSet(screenshotAllOption)) {
        outcome.kind = CommandLineOutcome::Kind::Error;
        outcome.exitCode = kExitUsage;
        outcome.text = tr("--all-pages needs --screenshot-all");
        return outcome;
    }

    CommandLineOptions& o = outcome.options;
    if (parser.isSet(sizeOption)) {
        // WIDTHxHEIGHT, each within what a screen has (a window smaller than 320x240 is
        // no use, as in MainWindow's check of a restored geometry).
        static const QRegularExpression size(QStringLiteral("^(\\d{3,4})x(\\d{3,4})$"));
        const QRegularExpressionMatch m = size.match(parser.value(sizeOption));
        const int width = m.hasMatch() ? m.captured(1).toInt() : 0;
        const int height = m.hasMatch() ? m.captured(2).toInt() : 0;
        if (width < 320 || height < 240 || width > 7680 || height > 4320) {
            outcome.kind = CommandLineOutcome::Kind::Error;
            outcome.exitCode = kExitUsage;
            outcome.text = tr("--size: \"%1\" is not a window size; write WIDTHxHEIGHT, from "
                              "320x240 to 7680x4320, for example 1024x768")
                               .arg(parser.value(sizeOption));
            return outcome;
        }
        o.windowSize = QSize(width, height);
    }
    o.labId = parser.value(labOption);
    o.scenarioPath = parser.value(scenarioOption);
    o.filePath = files.value(0);
    o.presenter = parser.isSet(presenterOption);
    o.language = parser.value(langOption);
    o.screenshotFile = parser.value(screenshotOption);
    o.screenshotDir = parser.value(screenshotAllOption);
    o.allPages = parser.isSet(allPagesOption);
    o.listLabs = parser.isSet(listOption);
    o.quitAfterFirstFrame = parser.isSet(firstFrameOption);
    o.verbose = parser.isSet(verboseOption);
    return outcome;
}

QString CommandLine::validate(const CommandLineOptions& options, const QStringList& labIds,
                              const QStringList& languages, int* exitCode)
{
    if (!options.labId.isEmpty() && !labIds.contains(options.labId)) {
        *exitCode = kExitUsage;
        return tr("unknown lab \"%1\"; the labs are: %2")
            .arg(options.labId, labIds.join(QStringLiteral(", ")));
    }
    if (!options.language.isEmpty() && !languages.contains(options.language)) {
        *exitCode = kExitUsage;
        return tr("unknown language \"%1\"; available: %2")
            .arg(options.language, languages.join(QStringLiteral(", ")));
    }
    if (!options.scenarioPath.isEmpty() && !QFileInfo(options.scenarioPath).isFile()) {
        *exitCode = kExitBadFile;
        return tr("the scenario file \"%1\" does not exist").arg(options.scenarioPath);
    }
    // A file, or a class pack's folder.
    if (!options.filePath.isEmpty() && !QFileInfo::exists(options.filePath)) {
        *exitCode = kExitBadFile;
        return tr("the file \"%1\" does not exist").arg(options.filePath);
    }
    if (!options.screenshotFile.isEmpty())
        return checkScreenshotFile(options.screenshotFile, exitCode);
    if (!options.screenshotDir.isEmpty())
        return checkScreenshotDir(options.screenshotDir, exitCode);
    return {};
}

QString CommandLine::preScanLanguage(const QStringList& arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& arg = arguments.at(i);
        for (const QString& prefix : {QStringLiteral("--lang="), QStringLiteral("-lang=")}) {
            if (arg.startsWith(prefix))
                return arg.mid(prefix.size());
        }
        if ((arg == QLatin1String("--lang") || arg == QLatin1String("-lang")) &&
            i + 1 < arguments.size())
            return arguments.at(i + 1);
    }
    return {};
}

namespace {

// Qt's GUI options (QGuiApplication and QApplication documentation): those with a value,
// then the flags.
const QStringList kQtOptionsWithValue{
    QStringLiteral("platform"),        QStringLiteral("platformpluginpath"),
    QStringLiteral("platformtheme"),   QStringLiteral("plugin"),
    QStringLiteral("qwindowgeometry"), QStringLiteral("qwindowicon"),
    QStringLiteral("qwindowtitle"),    QStringLiteral("session"),
    QStringLiteral("display"),         QStringLiteral("geometry"),
    QStringLiteral("style"),           QStringLiteral("stylesheet")};
const QStringList kQtFlags{QStringLiteral("reverse"), QStringLiteral("widgetcount")};

// "platform" for "-platform" or "--platform=x"; empty for what is not an option.
QString optionName(const QString& argument)
{
    if (!argument.startsWith(QLatin1Char('-')))
        return {};
    QString name = argument.mid(argument.startsWith(QLatin1String("--")) ? 2 : 1);
    return name.left(name.indexOf(QLatin1Char('=')));
}

} // namespace

QStringList CommandLine::withoutQtOptions(const QStringList& arguments)
{
    QStringList kept;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString& argument = arguments.at(i);
        const QString name = i == 0 ? QString() : optionName(argument);
        if (kQtFlags.contains(name))
            continue;
        if (kQtOptionsWithValue.contains(name)) {
            if (!argument.contains(QLatin1Char('=')))
                ++i; // and its value
            continue;
        }
        kept << argument;
    }
    return kept;
}

bool CommandLine::choosesPlatform(const QStringList& arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (optionName(arguments.at(i)) == QLatin1String("platform"))
            return true;
    }
    return false;
}

bool CommandLine::opensWindow(const CommandLineOptions& options)
{
    return !options.listLabs && options.screenshotFile.isEmpty() && options.screenshotDir.isEmpty();
}

} // namespace ailab::app
