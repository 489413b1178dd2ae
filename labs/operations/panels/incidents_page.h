#pragma once

#include "labs/common/skeleton/lab_page.h"

#include <QJsonObject>
#include <QString>
#include <memory>

class QLabel;
class QListWidget;
class QPushButton;
class QStackedWidget;

namespace ailab::labs {
class IncidentLabPage;
}

namespace ailab::labs::operations {

class IncidentLibrary;

// The operations lab's incidents (issue "Lab 08", page 3): the list of the lab's incident
// files, each with its id, title, summary and the learner's progress, and the chosen one in
// the shared incident page (IncidentLabPage) on its model. An instructor opens an incident
// file from disk (read as untrusted: its size, strict JSON, every field checked; a refused
// file changes nothing and its error, naming the field, is shown on the page), and the
// authoring page plays the incident it made here. The learner's progress in each incident
// is kept in the page's saved state.
class IncidentsPage : public LabPage
{
    Q_OBJECT
public:
    // The lab's incident files: the resources of the lab (ailab_add_lab's INCIDENTS).
    static QString defaultFolder();
    // The incident files of `folder` (tests give a folder of their own).
    explicit IncidentsPage(const QString& folder = defaultFolder(), QWidget* parent = nullptr);
    ~IncidentsPage() override;

    // Opens the listed incident `id` in the incident panel, where the learner left it; false
    // when no incident has that id.
    bool openIncident(const QString& id);
    // Back to the list of incidents.
    void showList();
    // Reads an incident file from disk and opens it; false, with the error on the page and
    // nothing changed, when it is refused.
    bool openFile(const QString& path);
    // Opens an incident document made in the program (the authoring page's Play); false, with
    // the error on the page, when it is refused.
    bool openDocument(const QByteArray& document, const QString& source);
    // The incident shown, "" while the list is shown.
    QString currentIncident() const { return m_current; }
    // The last refusal, "" when the last file opened.
    QString lastError() const { return m_error; }

    // {"incident": the incident shown (absent on the list), "progress": {id: the incident
    // page's state}, "opened": [the documents opened from disk or played, in order]}.
    QJsonObject saveState() const override;
    // Reads and checks everything (each opened document as strictly as a file), then applies
    // it; throws core::Error naming the field and changes nothing when it does not fit.
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;
    void setPresenterMode(bool on) override;
    void setActivityProgress(ActivityProgress* progress, const QString& labId) override;
    QString pageSummary() const override;

    // For tests.
    QListWidget* incidentList() const { return m_list; }
    QPushButton* openFileButton() const { return m_openFile; }
    QPushButton* backButton() const { return m_back; }
    QLabel* messageLabel() const { return m_message; }
    // Null before the first incident is opened.
    IncidentLabPage* incidentPage() const { return m_incident; }
    const IncidentLibrary& library() const { return *m_library; }

Q_SIGNALS:
    void changed();

private:
    void buildList();
    void refreshList();
    void showError(const QString& error);
    void keepProgress();
    QJsonObject progressOf(const QString& id) const;
    void chooseFile();

    std::unique_ptr<IncidentLibrary> m_library;
    QJsonObject m_progress; // id -> the incident page's state, for those left
    QString m_current;
    QString m_error;
    bool m_presenter = false;

    QStackedWidget* m_stack = nullptr;
    QWidget* m_listView = nullptr;
    QListWidget* m_list = nullptr;
    QPushButton* m_openFile = nullptr;
    ActivityProgress* m_activityProgress = nullptr;
    QString m_progressLab;
    QLabel* m_message = nullptr;
    QWidget* m_incidentView = nullptr;
    QPushButton* m_back = nullptr;
    QLabel* m_heading = nullptr;
    IncidentLabPage* m_incident = nullptr;
};

} // namespace ailab::labs::operations
