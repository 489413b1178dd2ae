#pragma once

// moc and the core's C++20 headers: Qt comes first.
#include "core/ops/incident_definition.h"
#include "labs/common/skeleton/lab_page.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <array>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;
class QTableWidgetItem;
class QVBoxLayout;

namespace ailab::core::cluster {
struct ClusterSpec;
struct FaultSpec;
}

namespace ailab::labs {
class ChoiceDelegate;
}

namespace ailab::labs::operations {

class OperationsSession;

// The incident editor (issue "Lab 08", page 4): an instructor makes an incident file in the
// program. It starts from the dashboard's state (the scenario's cluster and the faults the
// learner injected, as the file's "system"), and the author chooses the faults, the
// evidence of each stage of the course's method (section 09.5) among the model's figures and
// series (core::models::incidentCatalogues()), the hypotheses and which are the root cause,
// the responses with the author's judgement, the hints, and the texts in English and
// German. Check runs core's reader, as `ailab-sim validate` does, and shows the error at its
// field; Save writes the file whole or not at all; Play opens it on the incidents page.
//
// Texts: the fields show one language at a time (the language box); each field keeps the
// other language's text, so switching back and forth loses nothing.
//
// An incident file opens in the editor (a shipped one, or one from disk) with every field
// it gives, its own cluster and faults included; the unfinished incident is the page's saved
// state (a draft, core/ops/incident_draft.h): a saved lab state keeps it whole.
class AuthoringPage : public LabPage
{
    Q_OBJECT
public:
    explicit AuthoringPage(OperationsSession& session, QWidget* parent = nullptr);
    ~AuthoringPage() override;

    // The cluster and faults from the dashboard: the scenario's model, its faults and those
    // the learner injected (all chosen), and the first job as the focus. Until an incident
    // with its own cluster is opened, the editor follows the dashboard.
    void takeDashboardState();

    // Every field from an incident: a checked file or a draft (fields it lacks stay empty).
    // Its cluster and faults replace the dashboard's when it has them and core reads them.
    void showDefinition(const core::ops::IncidentDefinition& definition);
    // Reads an incident document strictly (as `ailab-sim validate`) and shows it; false
    // (with the error shown, the fields untouched) when it is refused.
    bool openDocument(const QByteArray& document, const QString& source);
    bool openFile(const QString& path);
    // Whether the cluster and faults are an opened incident's rather than the dashboard's.
    bool followsDashboard() const { return !m_systemPinned; }

    // The incident as the fields hold it, unchecked, and its file.
    core::ops::IncidentDefinition definition() const;
    // The file's "system": the cluster, the chosen faults, the focus.
    core::ops::IncidentSystemSpec system() const;
    QByteArray fileText() const;

    // Checks the incident as `ailab-sim validate` does; shows and returns the error ("" when
    // valid).
    QString check();
    // Checks, then writes the file whole or not at all; false (with the error shown) when the
    // incident is refused or the file cannot be written.
    bool saveTo(const QString& path);
    // Checks, then asks the lab to open it on the incidents page.
    bool play();

    // The texts' language shown: "en" or "de".
    void setLanguage(const QString& language);

    QString pageSummary() const override;
    void resetToDefaults() override;
    // The draft: the incident as the fields hold it (unchecked), the language shown and
    // whether its cluster is the dashboard's.
    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;

    // The editor's parts, for tests.
    struct EvidenceEditor
    {
        QGroupBox* frame = nullptr;
        std::string id; // the file's evidence id: kept from an opened file, else made
        QLineEdit* title = nullptr;
        QPlainTextEdit* text = nullptr;
        QListWidget* figures = nullptr;
        QListWidget* series = nullptr;
        QPushButton* remove = nullptr;
    };
    struct StageEditor
    {
        QGroupBox* box = nullptr; // checkable: the stage is part of the incident
        QVBoxLayout* evidenceLayout = nullptr;
        std::vector<EvidenceEditor> evidence; // at least one, revealed together
        QPushButton* addEvidence = nullptr;
    };
    QLineEdit* idEdit() const { return m_id; }
    QComboBox* modelBox() const { return m_model; }
    QComboBox* languageBox() const { return m_language; }
    QLineEdit* titleEdit() const { return m_title; }
    QPlainTextEdit* summaryEdit() const { return m_summary; }
    QListWidget* faultList() const { return m_faults; }
    QComboBox* focusBox() const { return m_focus; }
    const StageEditor& stage(int step) const { return m_stages.at(std::size_t(step)); }
    // The first evidence of a stage: the one a new incident has.
    const EvidenceEditor& evidence(int step, int index = 0) const
    {
        return stage(step).evidence.at(std::size_t(index));
    }
    // Another evidence item for a stage, empty; returns its index.
    int addEvidence(int step);
    void removeEvidence(int step, int index);
    QComboBox* shippedBox() const { return m_shipped; }
    QPushButton* openShippedButton() const { return m_openShipped; }
    QTableWidget* wordsTable() const { return m_words; }
    QTableWidget* hypothesisTable() const { return m_hypotheses; }
    QPushButton* addHypothesisButton() const { return m_addHypothesis; }
    QTableWidget* actionTable() const { return m_actions; }
    QPlainTextEdit* hintsEdit() const { return m_hints; }
    QPlainTextEdit* rootCauseEdit() const { return m_rootCause; }
    QPushButton* checkButton() const { return m_check; }
    QPushButton* saveButton() const { return m_save; }
    QPushButton* playButton() const { return m_play; }
    QLabel* messageLabel() const { return m_message; }

Q_SIGNALS:
    // Play: the incident's file, and a name for it in messages.
    void playRequested(const QByteArray& document, const QString& source);

private:
    void buildLayout();
    QWidget* buildIncidentBox();
    QWidget* buildSystemBox();
    QWidget* buildStagesBox();
    QWidget* buildWordsBox();
    QWidget* buildHypothesesBox();
    QWidget* buildActionsBox();
    QWidget* buildOpenRow();
    // The model's figures and series into an evidence item's lists, none checked.
    void fillEvidenceLists(EvidenceEditor& evidence);
    EvidenceEditor& appendEvidence(int step, const std::string& id);
    void clearEvidence(int step);
    std::string unusedEvidenceId(int step) const;
    void updateRemoveButtons(int step);
    // The cluster and faults the editor offers: from the dashboard, or from an incident.
    void listSystem(const nlohmann::json& clusterModel, const core::cluster::ClusterSpec& spec,
                    std::vector<core::cluster::FaultSpec> faults, std::size_t fromScenario,
                    const QString& description, const QString& scenarioOrigin);
    // An incident's cluster and faults; false (the editor unchanged) when core refuses them.
    bool showSystem(const core::ops::IncidentSystemSpec& system, const QString& source);
    void chooseFocus(const core::ops::IncidentFocus& focus);
    void followDashboard();
    void openShipped();
    void chooseOpenFile();
    // The model's catalogue into the lists and tables, the words from an incident the lab
    // ships for the same model where there is one.
    void showCatalogue();
    void addHypothesisRow();
    void showMessage(const QString& text, bool error);
    void chooseSaveFile();
    const core::ops::IncidentCatalogue* catalogue() const;

    // A text of every language the file may give: the field's own in the language shown, the
    // others kept aside.
    core::ops::LocalText localText(const QObject* field) const;
    core::ops::LocalText localText(const QTableWidgetItem* item) const;
    std::vector<core::ops::LocalText> hintTexts() const;
    void setLocalText(QObject* field, const core::ops::LocalText& text);
    void setLocalText(QTableWidgetItem* item, const core::ops::LocalText& text);
    std::vector<QObject*> textFields() const;
    std::vector<QTableWidgetItem*> textItems() const;

    OperationsSession& m_session;
    QString m_shownLanguage = QStringLiteral("en");
    // The words a shipped incident of the same model gives its figures (their explanations
    // and styles, which the editor keeps), empty when none ships.
    core::ops::IncidentDefinition m_shippedWords;
    // An opened incident's cluster stays until the author takes the dashboard's again.
    bool m_systemPinned = false;
    // The order an opened incident gives its key figures (the header shows them so).
    std::vector<std::string> m_keyOrder;
    // The cluster (the scenario's model) and every fault offered, in the fault list's order.
    nlohmann::json m_clusterModel;
    std::vector<core::cluster::FaultSpec> m_faultSpecs;

    QLineEdit* m_id = nullptr;
    QComboBox* m_model = nullptr;
    QComboBox* m_language = nullptr;
    QLineEdit* m_title = nullptr;
    QPlainTextEdit* m_summary = nullptr;
    QLabel* m_cluster = nullptr;
    QListWidget* m_faults = nullptr;
    QComboBox* m_focus = nullptr;
    QPushButton* m_takeState = nullptr;
    QComboBox* m_shipped = nullptr;
    QPushButton* m_openShipped = nullptr;
    QPushButton* m_openFile = nullptr;
    std::array<StageEditor, 5> m_stages;
    QTableWidget* m_words = nullptr;
    QTableWidget* m_hypotheses = nullptr;
    QPushButton* m_addHypothesis = nullptr;
    QPushButton* m_removeHypothesis = nullptr;
    QTableWidget* m_actions = nullptr;
    ChoiceDelegate* m_judgement = nullptr;
    QPlainTextEdit* m_hints = nullptr;
    QPlainTextEdit* m_rootCause = nullptr;
    QPushButton* m_check = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_play = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace ailab::labs::operations
