#include "app/application.h"

#include "app/app_settings.h"
#include "app/appearance.h"
#include "app/command_line.h"
#include "app/lab_host.h"
#include "app/lab_registry.h"
#include "app/logging.h"
#include "app/main_window.h"
#include "app/screenshotter.h"
#include "app/translations.h"
#include "core/error.h"
#include "core/models/model_registry.h"
#include "labs/common/skeleton/lab.h"

#include <QApplication>
#include <QDir>
#include <QFile>
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

} // namespace

int runApplication(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("ailab"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("ailab.org"));
    QCoreApplication::setApplicationName(QStringLiteral("ailab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(AILAB_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral("org.ailab.AiInfraLab"));
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/ailab.svg")));

    QSettings storedSettings;
    AppSettings settings(storedSettings);

    // Translators first, so that --help and the errors are in the chosen language.
    const QStringList languages = Translations::available();
    Translations translations;
    const QString requested = CommandLine::preScanLanguage(app.arguments());
    const QString language = Translations::resolve(requested, settings.language());
    if (languages.contains(language))
        translations.install(language);
    QGuiApplication::setApplicationDisplayName(Messages::tr("AI Infra Lab"));

    const CommandLineOutcome outcome = CommandLine::parse(app.arguments());
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
    const CommandLineOptions& options = outcome.options;

    LabRegistry registry(builtInLabFactories());
    if (options.listLabs) {
        QTextStream out(stdout);
        for (const QString& id : registry.ids())
            out << id << '\n';
        return 0;
    }
    int exitCode = 0;
    if (const QString problem =
            CommandLine::validate(options, registry.ids(), languages, &exitCode);
        !problem.isEmpty())
        return fail(problem, exitCode);

    std::optional<core::scenario::Scenario> scenario;
    QString labId = options.labId;
    if (!options.scenarioPath.isEmpty()) {
        try {
            scenario = core::models::loadScenarioFile(
                QFile::encodeName(options.scenarioPath).toStdString());
        } catch (const std::exception& error) {
            return fail(QString::fromUtf8(error.what()), kExitBadFile);
        }
        const QString scenarioLab = QString::fromStdString(scenario->lab);
        if (!registry.find(scenarioLab))
            return fail(
                Messages::tr("the scenario \"%1\" is for the lab \"%2\", which does not exist; "
                             "the labs are: %3")
                    .arg(options.scenarioPath, scenarioLab,
                         registry.ids().join(QStringLiteral(", "))),
                kExitBadFile);
        if (!labId.isEmpty() && labId != scenarioLab)
            return fail(Messages::tr("the scenario \"%1\" is for the lab \"%2\", not \"%3\"")
                            .arg(options.scenarioPath, scenarioLab, labId),
                        kExitUsage);
        labId = scenarioLab;
    }

    const bool oneShot = !options.screenshotFile.isEmpty() || !options.screenshotDir.isEmpty() ||
                         options.quitAfterFirstFrame;
    Logging logging(Logging::defaultFolder(), options.verbose);
    logging.appLogger()->info("ailab {} starting, Qt {}, language {}", AILAB_VERSION, qVersion(),
                              translations.current().toStdString());

    Appearance appearance;
    appearance.setZoom(oneShot ? 1.0 : settings.fontScale());
    appearance.setPresenterMode(options.presenter || (!oneShot && settings.presenterMode()));

    MainWindow window(registry, settings, appearance, logging);
    window.setPersistSession(!oneShot);
    if (!oneShot)
        window.restoreSession();
    if (!labId.isEmpty() && !window.openLab(labId))
        return fail(Messages::tr("the lab \"%1\" could not be opened").arg(labId), kExitBadFile);
    if (scenario) {
        try {
            window.host()->currentLab()->loadScenario(*scenario);
        } catch (const std::exception& error) {
            return fail(QString::fromUtf8(error.what()), kExitBadFile);
        }
    }

    if (!options.screenshotFile.isEmpty() || !options.screenshotDir.isEmpty()) {
        QList<Screenshotter::Shot> shots;
        if (!options.screenshotFile.isEmpty()) {
            shots.append({labId, options.screenshotFile});
        } else {
            for (const QString& id : registry.ids())
                shots.append(
                    {id, QDir(options.screenshotDir).filePath(id + QStringLiteral(".png"))});
        }
        Screenshotter screenshotter(window);
        QObject::connect(&screenshotter, &Screenshotter::finished, &app, &QCoreApplication::exit);
        screenshotter.start(shots);
        return app.exec();
    }

    FirstPaintQuitter quitter;
    if (options.quitAfterFirstFrame)
        window.installEventFilter(&quitter);
    window.show();
    const int code = app.exec();
    logging.appLogger()->info("ailab finished with code {}", code);
    return code;
}

} // namespace ailab::app
