#include "app/application.h"

#include "app/app_settings.h"
#include "app/appearance.h"
#include "app/command_line.h"
#include "app/display_check.h"
#include "app/lab_document.h"
#include "app/lab_files.h"
#include "app/lab_host.h"
#include "app/lab_registry.h"
#include "app/logging.h"
#include "app/main_window.h"
#include "app/screenshotter.h"
#include "app/translations.h"
#include "core/error.h"
#include "core/scenario/scenario_loader.h"
#include "labs/common/activity/activity_progress.h"
#include "labs/common/skeleton/lab.h"
#include "labs/common/skeleton/tabbed_lab.h"

#include <QApplication>
#include <QDir>
#include <QSettings>
#include <QTextStream>
#include <QTimer>
#include <optional>
#include <spdlog/logger.h>

namespace ailab::app {

namespace {

class Messages
{
    Q_DECLARE_TR_FUNCTIONS(ailab::app::Application)
};

int fail(const QString& message, int exitCode)
{
    QTextStream(stderr) << "ailab: error: " << message << Qt::endl;
    return exitCode;
}

QString describe(const core::Error& error)
{
    const QString message = QString::fromStdString(error.message());
    return error.path().empty()
               ? message
               : Messages::tr("%1 (at %2)").arg(message, QString::fromStdString(error.path()));
}

void setIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("ailab"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("ailab.org"));
    QCoreApplication::setApplicationName(QStringLiteral("ailab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(AILAB_VERSION));
}

// Quits the program right after the window's first paint (start-up benchmark).
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

// What the command line asks for, read and checked without a display.
struct StartPlan
{
    CommandLineOptions options;
    QString language;
    QString labId;
    std::optional<LabDocument> document;
};

// The part of the start that needs no window: the command line, the language, the lab ids
// and the file to open, read and checked. Runs inside a QCoreApplication. Returns the exit
// code when the program is done (help, version, --list-labs, an error), else nothing.
std::optional<int> prepare(const QStringList& arguments, StartPlan& plan)
{
    QSettings storedSettings;
    AppSettings settings(storedSettings);

    // Translators first, so that --help and the errors are in the chosen language.
    const QStringList languages = Translations::available();
    Translations translations;
    plan.language =
        Translations::resolve(CommandLine::preScanLanguage(arguments), settings.language());
    if (languages.contains(plan.language))
        translations.install(plan.language);

    const CommandLineOutcome outcome = CommandLine::parse(arguments);
    switch (outcome.kind) {
    case CommandLineOutcome::Kind::Help:
    case CommandLineOutcome::Kind::Version:
        QTextStream(stdout) << outcome.text << (outcome.text.endsWith('\n') ? "" : "\n");
        return 0;
    case CommandLineOutcome::Kind::Error:
        return fail(outcome.text, outcome.exitCode);
    case CommandLineOutcome::Kind::Run:
        break;
    }
    plan.options = outcome.options;
    const CommandLineOptions& options = plan.options;

    const QStringList labIds = builtInLabIds();
    if (options.listLabs) {
        QTextStream out(stdout);
        for (const QString& id : labIds)
            out << id << '\n';
        return 0;
    }
    int exitCode = 0;
    if (const QString problem = CommandLine::validate(options, labIds, languages, &exitCode);
        !problem.isEmpty())
        return fail(problem, exitCode);

    plan.labId = options.labId;
    const QString path = options.filePath.isEmpty() ? options.scenarioPath : options.filePath;
    if (path.isEmpty())
        return std::nullopt;
    try {
        plan.document =
            options.filePath.isEmpty() ? LabDocument::readScenario(path) : LabDocument::read(path);
    } catch (const core::scenario::ScenarioError& error) {
        return fail(QString::fromUtf8(error.what()), kExitBadFile); // names file and field
    } catch (const core::Error& error) {
        return fail(describe(error), kExitBadFile);
    } catch (const std::exception& error) {
        return fail(QString::fromUtf8(error.what()), kExitBadFile);
    }
    const QString fileLab = plan.document->labId();
    if (plan.document->kind() == LabDocument::Kind::ClassPack)
        return std::nullopt; // several labs; the pack's window opens them, each checked
    if (!labIds.contains(fileLab))
        return fail(Messages::tr("the file \"%1\" is for the lab \"%2\", which does not exist; "
                                 "the labs are: %3")
                        .arg(path, fileLab, labIds.join(QStringLiteral(", "))),
                    kExitBadFile);
    if (!plan.labId.isEmpty() && plan.labId != fileLab)
        return fail(Messages::tr("the file \"%1\" is for the lab \"%2\", not \"%3\"")
                        .arg(path, fileLab, plan.labId),
                    kExitUsage);
    plan.labId = fileLab;
    return std::nullopt;
}

// The window, from a checked plan. Needs a QApplication.
int runWindow(QApplication& app, const StartPlan& plan)
{
    const CommandLineOptions& options = plan.options;
    QSettings storedSettings;
    AppSettings settings(storedSettings);
    Translations translations;
    if (Translations::available().contains(plan.language))
        translations.install(plan.language);
    QGuiApplication::setApplicationDisplayName(Messages::tr("AI Infra Lab"));

    const bool oneShot = !options.screenshotFile.isEmpty() || !options.screenshotDir.isEmpty() ||
                         options.quitAfterFirstFrame;
    Logging logging(Logging::defaultFolder(), options.verbose);
    logging.appLogger()->info("ailab {} starting, Qt {}, language {}", AILAB_VERSION, qVersion(),
                              translations.current().toStdString());

    LabRegistry registry(builtInLabs());
    // A hand-edited or damaged settings file starts with defaults, said in the log.
    for (const QString& problem : settings.repair(registry.ids(), Translations::available()))
        logging.appLogger()->warn("settings: {}", problem.toStdString());

    Appearance appearance;
    appearance.setZoom(oneShot ? 1.0 : settings.fontScale());
    appearance.setPresenterMode(options.presenter || (!oneShot && settings.presenterMode()));

    // The learner's activity results; a file that cannot be read is left alone (the home
    // page says why) and nothing is written over it.
    labs::ActivityProgress progress(labs::ActivityProgress::defaultFilePath());
    if (!progress.refusal().isEmpty())
        logging.appLogger()->warn("activity progress: {}", progress.refusal().toStdString());
    MainWindow window(registry, settings, appearance, logging, &progress);
    window.setPersistSession(!oneShot);
    if (!oneShot)
        window.restoreSession();
    if (!plan.labId.isEmpty() && !window.openLab(plan.labId))
        return fail(Messages::tr("the lab \"%1\" could not be opened").arg(plan.labId),
                    kExitBadFile);
    if (plan.document) {
        QString problem;
        const QMetaObject::Connection failed = QObject::connect(
            window.files(), &LabFiles::failed,
            [&problem](const QString&, const QString& message) { problem = message; });
        const bool opened = window.files()->openDocument(*plan.document);
        QObject::disconnect(failed);
        if (!opened)
            return fail(problem, kExitBadFile);
    }

    if (!options.screenshotFile.isEmpty() || !options.screenshotDir.isEmpty()) {
        QList<Screenshotter::Shot> shots;
        if (!options.screenshotFile.isEmpty()) {
            shots.append({plan.labId, options.screenshotFile, QString()});
        } else {
            const QDir dir(options.screenshotDir);
            for (const QString& id : registry.ids()) {
                const auto* tabbed = dynamic_cast<const labs::TabbedLab*>(registry.find(id));
                if (!options.allPages || tabbed == nullptr) {
                    shots.append({id, dir.filePath(id + QStringLiteral(".png")), QString()});
                    continue;
                }
                // Pages are numbered in tab order, so the files sort as the tabs do.
                const QStringList modes = tabbed->modeIds();
                for (qsizetype i = 0; i < modes.size(); ++i)
                    shots.append(
                        {id,
                         dir.filePath(
                             QStringLiteral("%1-%2-%3.png").arg(id).arg(i + 1).arg(modes.at(i))),
                         modes.at(i)});
            }
        }
        Screenshotter screenshotter(window);
        screenshotter.setWindowSize(options.windowSize);
        QObject::connect(&screenshotter, &Screenshotter::finished, &app, &QCoreApplication::exit);
        screenshotter.start(shots);
        return app.exec();
    }

    FirstPaintQuitter quitter;
    if (options.quitAfterFirstFrame)
        window.installEventFilter(&quitter);
    if (options.windowSize.isValid()) { // the size asked for, also in presenter mode
        window.resize(options.windowSize);
        window.show();
    } else {
        window.showAsConfigured();
    }
    const int code = app.exec();
    logging.appLogger()->info("ailab finished with code {}", code);
    return code;
}

} // namespace

int runApplication(int argc, char* argv[])
{
    setIdentity();
    StartPlan plan;
    {
        // Without a display: what only prints or checks a file ends here.
        int coreArgc = argc;
        QCoreApplication core(coreArgc, argv);
        const QStringList arguments = CommandLine::withoutQtOptions(core.arguments());
        if (const std::optional<int> done = prepare(arguments, plan))
            return *done;
        if (const QString missing = DisplayCheck::missingDisplay(core.arguments());
            !missing.isEmpty()) {
            if (CommandLine::opensWindow(plan.options))
                return fail(DisplayCheck::noWindowMessage(missing), kExitNoDisplay);
            // A screenshot draws off screen and needs no display.
            qputenv("QT_QPA_PLATFORM", "offscreen");
        }
    }

    std::optional<QApplication> app;
    {
        const PlatformStartGuard guard;
        app.emplace(argc, argv);
    }
    QGuiApplication::setDesktopFileName(QStringLiteral("org.ailab.AiInfraLab"));
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/ailab.svg")));
    return runWindow(*app, plan);
}

} // namespace ailab::app
