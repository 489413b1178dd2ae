#pragma once

#include "labs/common/skeleton/lab.h"
#include "labs/common/skeleton/lab_workspace.h"

#include <QCoreApplication>
#include <QPointer>

class QTabWidget;

namespace ailab::labs::stack {

class ComparePage;
class ExplorePage;
class JourneyPage;
class PatternsPage;
class StackSession;

// Lab 01, the AI infrastructure stack explorer: Explore, Workload journey, Training vs
// inference and Design patterns, over the stack model of core/train. This class only
// wires the session (model) to the pages (views) and implements the Lab contract.
class StackLab : public Lab
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::stack::StackLab)
public:
    // Mode ids as saved: "explore", "journey", "compare", "patterns".
    static const QStringList& modeIds();

    StackLab();
    ~StackLab() override;

    LabInfo info() const override;
    QWidget* createWorkspace(LabContext& context, QWidget* parent) override;
    SimDriver* driver() override;
    QStringList presets() const override;
    void loadScenario(const core::scenario::Scenario& scenario) override;
    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void activate() override;
    void deactivate() override;

    QString mode() const;
    void setMode(const QString& mode); // ignores unknown ids
    QString selectedLayer() const;
    void selectLayer(const QString& id);

    StackSession& session() const { return *m_session; }
    QTabWidget* tabs() const { return m_tabs; }
    ExplorePage* explorePage() const { return m_explore; }
    JourneyPage* journeyPage() const { return m_journey; }
    ComparePage* comparePage() const { return m_compare; }
    PatternsPage* patternsPage() const { return m_patterns; }

    // Reads a preset shipped in the resources; throws core::Error.
    static core::scenario::Scenario readPreset(const QString& resourcePath);

private:
    void updateHeader();

    std::unique_ptr<StackSession> m_session;
    QPointer<LabWorkspace> m_workspace;
    QTabWidget* m_tabs = nullptr;
    ExplorePage* m_explore = nullptr;
    JourneyPage* m_journey = nullptr;
    ComparePage* m_compare = nullptr;
    PatternsPage* m_patterns = nullptr;
    QString m_mode = QStringLiteral("explore");
    QString m_layer = QStringLiteral("accelerated-compute");
};

} // namespace ailab::labs::stack
