#pragma once

// The shell with two small fake labs, for the shell's GUI tests (app_*_test.cpp).
#include "app/app_settings.h"
#include "app/appearance.h"
#include "app/lab_registry.h"
#include "app/logging.h"
#include "app/main_window.h"
#include "core/error.h"
#include "core/sim/simulation.h"
#include "labs/common/skeleton/lab.h"
#include "labs/common/skeleton/sim_driver.h"

#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QSettings>
#include <QTemporaryDir>
#include <catch2/catch.hpp>
#include <memory>

namespace shell_fixture {

using namespace ailab;

// A small lab for the shell's tests: it counts what the shell does to it.
class FakeLab : public labs::Lab
{
public:
    FakeLab(QString id, int order)
        : m_id(std::move(id))
        , m_order(order)
    {
    }

    static labs::LabInfo describe(const QString& id, int order)
    {
        return {id, QStringLiteral("Lab %1").arg(id), QStringLiteral("Summary of %1").arg(id),
                QIcon(), order};
    }
    labs::LabInfo info() const override
    {
        return describe(m_id, m_order);
    }
    QWidget* createWorkspace(labs::LabContext& context, QWidget* parent) override
    {
        ++created;
        presenterAtCreation = context.presenterMode();
        m_driver = std::make_unique<labs::SimDriver>(m_simulation);
        return new QLabel(QStringLiteral("workspace of %1").arg(m_id), parent);
    }
    labs::SimDriver* driver() override { return m_driver.get(); }
    QStringList presets() const override { return {}; }
    void loadScenario(const core::scenario::Scenario&) override {}
    QJsonObject saveState() const override { return {{"value", value}}; }
    void restoreState(const QJsonObject& state) override
    {
        if (!state.value("value").isDouble())
            throw core::Error("the value must be a number", "/value");
        value = state.value("value").toInt();
    }
    void setPresenterMode(bool on) override { presenter = on; }
    void activate() override { ++activations; }
    void deactivate() override { ++deactivations; }

    int created = 0;
    int activations = 0;
    int deactivations = 0;
    int value = 0;
    bool presenter = false;
    bool presenterAtCreation = false;

private:
    QString m_id;
    int m_order;
    core::sim::Simulation m_simulation;
    std::unique_ptr<labs::SimDriver> m_driver;
};

struct Shell
{
    QTemporaryDir dir;
    QSettings stored{dir.filePath("settings.ini"), QSettings::IniFormat};
    app::AppSettings settings{stored};
    app::Appearance appearance;
    app::Logging logging{QString(), false};
    // The fake labs, built when the shell first asks for them (as the real ones are).
    app::LabRegistry registry{{
        {[] { return FakeLab::describe("beta", 2); },
         [] { return std::make_unique<FakeLab>("beta", 2); }},
        {[] { return FakeLab::describe("alpha", 1); },
         [] { return std::make_unique<FakeLab>("alpha", 1); }},
    }};
    // A fake lab, built now if the shell has not built it yet.
    FakeLab* lab(const QString& id) { return static_cast<FakeLab*>(registry.find(id)); }
    FakeLab* alpha() { return lab(QStringLiteral("alpha")); }
    FakeLab* beta() { return lab(QStringLiteral("beta")); }
    app::MainWindow window{registry, settings, appearance, logging};

    QString write(const QString& name, const QByteArray& bytes)
    {
        QFile file(dir.filePath(name));
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        return file.fileName();
    }

    // The error box the window shows (non-blocking), closed after reading its text.
    QString takeError()
    {
        auto* box = window.findChild<QMessageBox*>(QStringLiteral("errorMessage"));
        if (!box)
            return {};
        const QString text = box->text();
        box->close();
        delete box;
        return text;
    }
};

} // namespace shell_fixture
