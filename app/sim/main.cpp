// ailab-sim: the simulation core without Qt. Exit codes: 0 success, 1 invalid input file
// or model error, 2 usage error.
#include "app/sim/allreduce_command.h"
#include "app/sim/checkpoint_command.h"
#include "app/sim/cluster_command.h"
#include "app/sim/dcqcn_command.h"
#include "app/sim/design_command.h"
#include "app/sim/help_formatter.h"
#include "app/sim/schedule_command.h"
#include "app/sim/serve_command.h"
#include "app/sim/sim_commands.h"
#include "app/sim/storage_command.h"
#include "app/sim/train_command.h"
#include "core/error.h"
#include "core/hw/catalog_json.h"

#include <CLI/CLI.hpp>
#include <exception>
#include <iostream>

namespace {

constexpr int kExitOk = 0;
constexpr int kExitInputError = 1;
constexpr int kExitUsage = 2;

void printError(const std::string& message)
{
    std::cerr << "ailab-sim: error: " << message << '\n';
}

int runMain(int argc, char** argv)
{
    CLI::App app{"Runs AI Infra Lab scenario files and prints the model's metrics as JSON.",
                 "ailab-sim"};
    app.set_version_flag("--version", std::string("ailab-sim ") + AILAB_VERSION);
    app.require_subcommand(1);
    // Every command inherits both: the help shows each option's accepted values and default.
    app.formatter(std::make_shared<ailab::sim::HelpFormatter>());
    app.option_defaults()->always_capture_default();

    std::string file;
    CLI::App* run = app.add_subcommand("run", "Run a scenario and print its metrics as JSON.");
    run->add_option("FILE", file, "Scenario file (JSON)")->required();

    CLI::App* validate =
        app.add_subcommand("validate", "Check a scenario, incident, security exercise, activity or class pack without running it.");
    validate->add_option("FILE", file, "Scenario, incident, security exercise or activity file (JSON), or a class pack's folder or pack.json")->required();

    std::string kind;
    CLI::App* catalog = app.add_subcommand("catalog", "Print the hardware catalog as JSON.");
    catalog->add_option("--kind", kind, "Print only one kind of hardware")
        ->check(CLI::IsMember(ailab::core::hw::catalogKinds()));

    ailab::sim::DcqcnOptions dcqcnOptions;
    CLI::App* dcqcn = ailab::sim::addDcqcnCommand(app, dcqcnOptions);
    ailab::sim::AllreduceOptions allreduceOptions;
    CLI::App* allreduce = ailab::sim::addAllreduceCommand(app, allreduceOptions);
    ailab::sim::StorageOptions storageOptions;
    CLI::App* storage = ailab::sim::addStorageCommand(app, storageOptions);
    ailab::sim::CheckpointOptions checkpointOptions;
    CLI::App* checkpoint = ailab::sim::addCheckpointCommand(app, checkpointOptions);
    ailab::sim::ServeOptions serveOptions;
    CLI::App* serve = ailab::sim::addServeCommand(app, serveOptions);
    ailab::sim::ScheduleOptions scheduleOptions;
    CLI::App* schedule = ailab::sim::addScheduleCommand(app, scheduleOptions);
    ailab::sim::ClusterOptions clusterOptions;
    CLI::App* cluster = ailab::sim::addClusterCommand(app, clusterOptions);
    ailab::sim::TrainOptions trainOptions;
    CLI::App* train = ailab::sim::addTrainCommand(app, trainOptions);
    ailab::sim::DesignOptions designOptions;
    CLI::App* design = ailab::sim::addDesignCommand(app, designOptions);

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        // CLI11 checks required subcommands before unknown arguments; name the unknown
        // argument first, since it is usually the real mistake.
        const auto unknown = app.remaining();
        if (!unknown.empty() && dynamic_cast<const CLI::ExtrasError*>(&e) == nullptr)
            printError("unknown argument '" + unknown.front() + "'");
        else
            printError(ailab::sim::readableError(e.what()));
        // Point to the help of the command the mistake was made in.
        std::string help = "ailab-sim --help";
        for (const CLI::App* sub : app.get_subcommands())
            help = "ailab-sim " + sub->get_name() + " --help";
        std::cerr << "Run '" << help << "' for the usage.\n";
        return kExitUsage;
    }

    if (run->parsed())
        ailab::sim::runCommand(file, std::cout);
    else if (validate->parsed())
        ailab::sim::validateCommand(file, std::cout);
    else if (catalog->parsed())
        ailab::sim::catalogCommand(kind, std::cout);
    else if (dcqcn->parsed())
        ailab::sim::dcqcnCommand(dcqcnOptions, std::cout);
    else if (allreduce->parsed())
        ailab::sim::allreduceCommand(allreduceOptions, std::cout);
    else if (storage->parsed())
        ailab::sim::storageCommand(storageOptions, std::cout);
    else if (checkpoint->parsed())
        ailab::sim::checkpointCommand(checkpointOptions, std::cout);
    else if (serve->parsed())
        ailab::sim::serveCommand(serveOptions, std::cout);
    else if (schedule->parsed())
        ailab::sim::scheduleCommand(scheduleOptions, std::cout);
    else if (cluster->parsed())
        ailab::sim::clusterCommand(clusterOptions, std::cout);
    else if (train->parsed())
        ailab::sim::trainCommand(trainOptions, std::cout);
    else if (design->parsed())
        ailab::sim::designCommand(designOptions, std::cout);
    std::cout.flush();
    if (!std::cout) {
        printError("cannot write the output");
        return kExitInputError;
    }
    return kExitOk;
}

} // namespace

int main(int argc, char** argv)
{
    // Nothing escapes main: every failure becomes a message and an exit code.
    try {
        return runMain(argc, argv);
    } catch (const ailab::core::Error& e) {
        printError(e.what());
    } catch (const std::exception& e) {
        printError(std::string("internal error: ") + e.what());
    } catch (...) {
        printError("internal error");
    }
    return kExitInputError;
}
