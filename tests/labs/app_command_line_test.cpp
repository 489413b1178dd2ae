#include "app/command_line.h"

#include <QTemporaryDir>
#include <catch2/catch.hpp>

using ailab::app::CommandLine;
using ailab::app::CommandLineOptions;
using ailab::app::CommandLineOutcome;

namespace {
CommandLineOutcome parse(QStringList args)
{
    args.prepend("ailab");
    return CommandLine::parse(args);
}
} // namespace

TEST_CASE("command line: options are read", "[gui][app]")
{
    const CommandLineOutcome outcome = parse(
        {"--lab", "stack", "--presenter", "--lang=de", "--screenshot", "out.png", "--verbose"});
    REQUIRE(outcome.kind == CommandLineOutcome::Kind::Run);
    CHECK(outcome.options.labId == "stack");
    CHECK(outcome.options.presenter);
    CHECK(outcome.options.language == "de");
    CHECK(outcome.options.screenshotFile == "out.png");
    CHECK(outcome.options.verbose);
    CHECK_FALSE(outcome.options.listLabs);
    CHECK(outcome.options.filePath.isEmpty());
    CHECK(parse({"state.ailab.json"}).options.filePath == "state.ailab.json");
    CHECK_FALSE(outcome.options.quitAfterFirstFrame);
    CHECK_FALSE(outcome.options.windowSize.isValid());
    const CommandLineOptions pages =
        parse({"--screenshot-all", "d", "--all-pages", "--size", "1024x768"}).options;
    CHECK(pages.allPages);
    CHECK(pages.windowSize == QSize(1024, 768));
}

TEST_CASE("command line: usage errors exit 2", "[gui][app]")
{
    for (const QStringList& args :
         {QStringList{"--nope"}, QStringList{"--lab"}, QStringList{"a.json", "b.json"},
          QStringList{"--scenario", "a.json", "b.json"},
          QStringList{"--screenshot", "a.png", "--screenshot-all", "d"}, QStringList{"--all-pages"},
          QStringList{"--size", "1024"}, QStringList{"--size", "100x5"},
          QStringList{"--size", "1024x768x2"}}) {
        const CommandLineOutcome outcome = parse(args);
        CHECK(outcome.kind == CommandLineOutcome::Kind::Error);
        CHECK(outcome.exitCode == ailab::app::kExitUsage);
        CHECK_FALSE(outcome.text.isEmpty());
    }
    CHECK(parse({"--help"}).kind == CommandLineOutcome::Kind::Help);
    CHECK(parse({"--version"}).kind == CommandLineOutcome::Kind::Version);
}

TEST_CASE("command line: values are checked against what exists", "[gui][app]")
{
    const QStringList labs{"stack", "fabric"};
    const QStringList languages{"en", "de"};
    int code = 0;
    ailab::app::CommandLineOptions options;
    CHECK(CommandLine::validate(options, labs, languages, &code).isEmpty());

    options.labId = "fabrik";
    QString message = CommandLine::validate(options, labs, languages, &code);
    CHECK(code == ailab::app::kExitUsage);
    CHECK(message.contains("stack, fabric"));

    options = {};
    options.language = "fr";
    message = CommandLine::validate(options, labs, languages, &code);
    CHECK(code == ailab::app::kExitUsage);
    CHECK(message.contains("en, de"));

    QTemporaryDir dir;
    options = {};
    options.screenshotFile = dir.filePath("missing/shot.png");
    CHECK_FALSE(CommandLine::validate(options, labs, languages, &code).isEmpty());
    CHECK(code == ailab::app::kExitBadFile);
    options.screenshotFile = dir.filePath("shot.png");
    CHECK(CommandLine::validate(options, labs, languages, &code).isEmpty());

    options = {};
    options.screenshotDir = dir.filePath("a/b");
    CHECK(CommandLine::validate(options, labs, languages, &code).isEmpty());
    CHECK(QFileInfo(dir.filePath("a/b")).isDir());
}

TEST_CASE("command line: --lang is found before parsing", "[gui][app]")
{
    CHECK(CommandLine::preScanLanguage({"ailab", "--lang", "de"}) == "de");
    CHECK(CommandLine::preScanLanguage({"ailab", "--verbose", "--lang=de"}) == "de");
    CHECK(CommandLine::preScanLanguage({"ailab", "--lab", "stack"}).isEmpty());
    CHECK(CommandLine::preScanLanguage({"ailab", "--lang"}).isEmpty());
}

TEST_CASE("command line: Qt's own options are left to Qt", "[gui][app]")
{
    const QStringList arguments{"ailab", "-platform", "offscreen",     "--lab",
                                "stack", "-reverse",  "-style=fusion", "file.json"};
    CHECK(CommandLine::withoutQtOptions(arguments) ==
          QStringList({"ailab", "--lab", "stack", "file.json"}));
    CHECK(CommandLine::choosesPlatform(arguments));
    CHECK_FALSE(CommandLine::choosesPlatform({"ailab", "--lab", "stack"}));
    ailab::app::CommandLineOptions options;
    CHECK(CommandLine::opensWindow(options));
    options.screenshotFile = "x.png";
    CHECK_FALSE(CommandLine::opensWindow(options));
}
