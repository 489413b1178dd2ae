#pragma once

// moc and the core's C++20 headers: Qt comes first.
#include "core/ops/incident_definition.h"
#include "labs/common/skeleton/lab_page.h"

#include <QByteArray>
#include <QString>
#include <array>
#include <nlohmann/json.hpp>
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

namespace ailab::core::cluster {
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
class AuthoringPage : public LabPage
{
    Q_OBJECT
public:
    explicit AuthoringPage(OperationsSession& session, QWidget* parent = nullptr);
    ~AuthoringPage() override;

    // The cluster and faults from the dashboard: the scenario's model, its faults and those
    // the learner injected (all chosen), and the first job as the focus.
    void takeDashboardState();

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

    // The editor's parts, for tests.
    struct StageEditor
    {
        QGroupBox* box = nullptr; // checkable: the stage is part of the incident
        QLineEdit* title = nullptr;
        QPlainTextEdit* text = nullptr;
        QListWidget* figures = nullptr;
        QListWidget* series = nullptr;
    };
    QLineEdit* idEdit() const { return m_id; }
    QComboBox* modelBox() const { return m_model; }
    QComboBox* languageBox() const { return m_language; }
    QLineEdit* titleEdit() const { return m_title; }
    QPlainTextEdit* summaryEdit() const { return m_summary; }
    QListWidget* faultList() const { return m_faults; }
    QComboBox* focusBox() const { return m_focus; }
    const StageEditor& stage(int step) const { return m_stages.at(std::size_t(step)); }
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
