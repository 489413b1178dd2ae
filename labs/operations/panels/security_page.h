#pragma once

#include "core/security/access_policy.h"
#include "core/security/exercise_score.h"
#include "core/security/security_exercise.h"
#include "labs/common/skeleton/lab_page.h"

#include <QString>
#include <map>
#include <vector>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QTableWidgetItem;

namespace ailab::labs {
class ExplainerPanel;
class MetricTile;
} // namespace ailab::labs

namespace ailab::labs::operations {

class OperationsSession;

// Security and isolation (course sections 08.1 to 08.4): the zero-trust access path as a
// working policy evaluator (core/security).
// - An exercise (a file of the lab's exercises folder): its story, a policy with a mistake and
//   requests (a training job reading its dataset, a job writing checkpoints, the inference
//   gateway calling a model, an administrator reaching a BMC, and the bad one); the score says
//   how many are decided as they should be.
// - The requests with their decisions and, for the one selected, every check of the path
//   with its outcome and why.
// - The policy the learner edits: identities and their roles, each role's permissions, the
//   admission rules and trusted registries, the flows between the four network segments, and
//   the grants of every resource; every edit re-evaluates every request.
// - The five defence layers mapped to the checks, GPU sharing's isolation with its sources,
//   and how the cluster's scheduler shares its GPUs now.
// The page decides nothing itself: every decision, reason and score is core's.
class SecurityPage : public LabPage
{
    Q_OBJECT
public:
    explicit SecurityPage(OperationsSession& session, QWidget* parent = nullptr);
    ~SecurityPage() override;

    // {"exercise": id, "policy": the edited policy as core writes it}
    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;

    const std::vector<core::security::SecurityExercise>& exercises() const { return m_exercises; }
    const core::security::SecurityExercise& exercise() const;
    const core::security::AccessPolicy& policy() const { return m_policy; }
    const core::security::ExerciseScore& score() const { return m_score; }
    void setExercise(int index);
    // Reads an exercise file (core's reader: a size limit, every field checked) and shows it;
    // an exercise of the same id takes its place. A refused file changes nothing and its
    // reason shows on the page. Returns whether the file opened.
    bool openExerciseFile(const QString& path);
    // Whether the exercise shown came from a file rather than the lab's own list.
    bool exerciseFromFile() const;

    QComboBox* exerciseChooser() const { return m_chooser; }
    QPushButton* openButton() const { return m_open; }
    QLabel* errorLabel() const { return m_error; }
    MetricTile* scoreTile() const { return m_scoreTile; }
    QLabel* storyLabel() const { return m_story; }
    QLabel* explanationLabel() const { return m_explanation; }
    QPushButton* hintButton() const { return m_hintButton; }
    QLabel* hintLabel() const { return m_hint; }
    QPushButton* undoButton() const { return m_undo; }
    QTableWidget* requestTable() const { return m_requests; }
    QTableWidget* traceTable() const { return m_trace; }
    QTableWidget* identityTable() const { return m_identities; }
    QTableWidget* roleTable() const { return m_roles; }
    QTableWidget* flowTable() const { return m_flows; }
    QTableWidget* grantTable() const { return m_grants; }
    QCheckBox* ruleBox(core::security::AdmissionRule rule) const;
    QCheckBox* registryBox(const std::string& registry) const;
    QTableWidget* layerTable() const { return m_layers; }
    QTableWidget* isolationTable() const { return m_isolation; }
    QTableWidget* runningTable() const { return m_running; }

    // The cells of the policy's tables, for the tests: the grant of `access` on `resource` to
    // `identity`, the flow from one segment to another, a role's permission (or "mfa").
    QTableWidgetItem* grantCell(const std::string& resource, core::security::Access access,
                                const std::string& identity) const;
    QTableWidgetItem* flowCell(core::security::Segment from, core::security::Segment to) const;
    QTableWidgetItem* roleCell(const std::string& role, const std::string& permission) const;
    QTableWidgetItem* identityEnabledCell(const std::string& identity) const;

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void applyFontSizes();
    void fillPolicyTables();
    void fillStaticTables();
    void updateAdmission();
    void evaluate();
    void showTrace();
    void refreshRunning();
    void onItemChanged(QTableWidgetItem* item);
    void retranslate();
    void chooseFile();
    // Adds an exercise read from a file, or puts it in the place of the one with its id.
    int addOpened(core::security::SecurityExercise exercise);

    OperationsSession& m_session;
    std::vector<core::security::SecurityExercise> m_exercises;
    std::size_t m_shippedCount = 0; // the lab's own exercises come first
    int m_current = 0;
    core::security::AccessPolicy m_policy;
    core::security::ExerciseScore m_score;
    bool m_filling = false;

    QComboBox* m_chooser = nullptr;
    QPushButton* m_open = nullptr;
    QLabel* m_error = nullptr;
    MetricTile* m_scoreTile = nullptr;
    QLabel* m_story = nullptr;
    QPushButton* m_hintButton = nullptr;
    QLabel* m_hint = nullptr;
    QLabel* m_explanation = nullptr;
    QPushButton* m_undo = nullptr;
    QTableWidget* m_requests = nullptr;
    QTableWidget* m_trace = nullptr;
    QTableWidget* m_identities = nullptr;
    QTableWidget* m_roles = nullptr;
    QTableWidget* m_flows = nullptr;
    QTableWidget* m_grants = nullptr;
    QWidget* m_admission = nullptr;
    std::map<int, QCheckBox*> m_ruleBoxes;
    std::map<std::string, QCheckBox*> m_registryBoxes;
    QTableWidget* m_layers = nullptr;
    QTableWidget* m_isolation = nullptr;
    QLabel* m_sources = nullptr;
    QTableWidget* m_running = nullptr;
    QString m_runningSignature;
    ExplainerPanel* m_explainer = nullptr;
    QList<QLabel*> m_headings;
    QList<QGroupBox*> m_boxes;
    QLabel* m_chooserLabel = nullptr;
    QLabel* m_traceTitle = nullptr;
    QLabel* m_runningTitle = nullptr;
};

} // namespace ailab::labs::operations
