#include "labs/common/incident/incident_panel.h"

#include "labs/common/activity/activity_progress.h"

#include "labs/common/incident/incident_controller.h"
#include "labs/common/incident/incident_debrief_page.h"
#include "labs/common/incident/incident_evidence_pane.h"
#include "labs/common/incident/incident_panel_texts.h"
#include "labs/common/incident/incident_header.h"
#include "labs/common/incident/incident_hint_box.h"
#include "labs/common/incident/incident_hypothesis_box.h"
#include "labs/common/incident/incident_instructor_bar.h"
#include "labs/common/incident/incident_outcome_page.h"
#include "labs/common/incident/incident_response_page.h"
#include "labs/common/incident/incident_status_line.h"
#include "labs/common/widgets/tab_strip.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/common/widgets/wrapping_splitter.h"

#include <QTabWidget>
#include <QVBoxLayout>

namespace ailab::labs {

static_assert(IncidentPanel::kMaxKeyFigures == IncidentHeader::kMaxKeyFigures);


IncidentPanel::IncidentPanel(QWidget* parent)
    : QWidget(parent)
    , m_controller(new IncidentController(this))
{
    buildLayout();

    connect(m_controller, &IncidentController::sessionChanged, this, &IncidentPanel::refresh);
    connect(m_controller, &IncidentController::busyChanged, this, &IncidentPanel::onBusyChanged);
    // The views are up to date when the lab hears of a change.
    connect(m_controller, &IncidentController::busyChanged, this, &IncidentPanel::busyChanged);
    connect(m_controller, &IncidentController::changed, this, &IncidentPanel::changed);
    connect(m_controller, &IncidentController::stageRevealed, m_evidence,
            &IncidentEvidencePane::showStage);
    connect(m_controller, &IncidentController::actionsApplied, this,
            [this] { m_tabs->setCurrentWidget(m_outcome); });
    connect(m_controller, &IncidentController::investigationClosed, this, [this] {
        m_tabs->setCurrentWidget(m_debrief);
        recordProgress();
    });
    connect(m_controller, &IncidentController::actionsApplied, this, [this] {
        if (m_controller->session() != nullptr && m_controller->session()->resolved())
            recordProgress();
    });
    connect(m_controller, &IncidentController::startedOver, this,
            [this] { m_tabs->setCurrentIndex(0); });
    connect(m_evidence, &IncidentEvidencePane::stageTextChanged, m_instructorBar,
            &IncidentInstructorBar::setStageText);
    connect(m_debrief, &IncidentDebriefPage::startOverClicked, this, [this] {
        startOver();
        emit changed();
    });
    connect(m_debrief, &IncidentDebriefPage::exported, m_statusLine,
            &IncidentStatusLine::setMessage);
    refresh();
}

IncidentPanel::~IncidentPanel() = default;

void IncidentPanel::buildLayout()
{
    // Made in the order of the keyboard focus chain: header, instructor, tabs, evidence.
    m_header = new IncidentHeader(*m_controller, this);
    m_instructorBar = new IncidentInstructorBar(*m_controller, this);
    m_instructorBar->setVisible(false);
    m_statusLine = new IncidentStatusLine(this);

    // The investigation's tabs wrap onto a second row in a narrow pane (German, presenter
    // mode) instead of hiding one behind scroll arrows.
    auto* investigation = new QWidget(this);
    auto* tabs = new StripTabWidget(investigation);
    auto* investigationLayout = new QVBoxLayout(investigation);
    investigationLayout->setContentsMargins(0, 0, 0, 0);
    investigationLayout->addWidget(tabs->strip());
    investigationLayout->addWidget(tabs, 1);
    m_tabs = tabs;
    m_tabs->setAccessibleName(tr("Investigation"));
    // Scrolls downwards when a short window (a projector's 800 px in presenter mode) leaves the
    // two boxes less than their wrapped texts need, instead of squeezing them.
    auto* reasoningPage = new QWidget;
    auto* reasoning = new QWidget;
    m_hypotheses = new IncidentHypothesisBox(*m_controller, reasoning);
    m_hints = new IncidentHintBox(*m_controller, reasoning);
    auto* reasoningLayout = new QVBoxLayout(reasoning);
    reasoningLayout->setContentsMargins(4, 4, 4, 4);
    reasoningLayout->addWidget(m_hypotheses, 3);
    reasoningLayout->addWidget(m_hints, 2);
    hostInVerticalScroll(reasoningPage, reasoning);
    m_tabs->addTab(reasoningPage, tr("Hypotheses and hints"));
    m_responses = new IncidentResponsePage(*m_controller);
    m_tabs->addTab(m_responses, tr("Responses"));
    m_outcome = new IncidentOutcomePage(*m_controller);
    m_tabs->addTab(m_outcome, tr("Outcome"));
    m_debrief = new IncidentDebriefPage(*m_controller);
    m_tabs->addTab(m_debrief, tr("Debrief"));

    // The evidence beside the investigation, or over it where the two do not fit side by side.
    auto* body = new WrappingSplitter(this);
    m_evidence = new IncidentEvidencePane(*m_controller, this);
    body->addWidget(m_evidence);
    body->addWidget(investigation);
    body->setStretchFactor(0, 11);
    body->setStretchFactor(1, 9);
    body->setSizes({550, 450});
    body->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    layout->addWidget(m_instructorBar);
    layout->addLayout(m_header->layout());
    layout->addLayout(m_statusLine->layout());
    layout->addWidget(body, 1);
}

void IncidentPanel::refresh()
{
    m_header->refresh();
    m_evidence->refresh();
    m_hypotheses->refresh();
    m_hints->refresh();
    m_responses->refresh();
    m_outcome->refresh();
    m_debrief->refresh();
    updateEnabled();
}

void IncidentPanel::updateEnabled()
{
    m_evidence->updateEnabled();
    m_instructorBar->updateEnabled();
    m_hypotheses->updateEnabled();
    m_hints->updateEnabled();
    m_responses->updateEnabled();
    m_debrief->updateEnabled();
    m_statusLine->setMessage(m_controller->lastError());
}

void IncidentPanel::onBusyChanged(bool busy)
{
    m_statusLine->setBusy(busy);
    updateEnabled();
}

int IncidentPanel::heightForWidth(int width) const
{
    return layout()->minimumHeightForWidth(width);
}

void IncidentPanel::setIncident(std::shared_ptr<const core::ops::IncidentModel> model,
                                std::shared_ptr<const IncidentTexts> texts)
{
    m_controller->setIncident(std::move(model), std::move(texts));
    m_instructorBar->hideAnswer();
}

const core::ops::IncidentSession* IncidentPanel::session() const
{
    return m_controller->session();
}

bool IncidentPanel::isBusy() const
{
    return m_controller->isBusy();
}

QString IncidentPanel::lastError() const
{
    return m_controller->lastError();
}

bool IncidentPanel::revealNextStage()
{
    return m_controller->revealNextStage();
}

void IncidentPanel::recordHypothesis(const std::string& id)
{
    m_controller->recordHypothesis(id);
}

std::optional<std::string> IncidentPanel::takeHint()
{
    return m_controller->takeHint();
}

void IncidentPanel::applyActions(const std::vector<std::string>& ids)
{
    m_controller->applyActions(ids);
}

void IncidentPanel::endInvestigation()
{
    m_controller->endInvestigation();
}

bool IncidentPanel::investigationEnded() const
{
    return m_controller->investigationEnded();
}

void IncidentPanel::startOver()
{
    m_controller->startOver();
}

QJsonArray IncidentPanel::steps() const
{
    return m_controller->steps();
}

void IncidentPanel::replaySteps(const QJsonArray& steps)
{
    m_controller->replaySteps(steps);
}

void IncidentPanel::setKeyFigures(std::vector<std::string> ids)
{
    m_header->setKeyFigures(std::move(ids));
}

void IncidentPanel::setPresenterMode(bool on)
{
    m_presenter = on;
    m_instructorBar->setVisible(on);
    m_instructorBar->setPresenting(on);
    m_evidence->setRevealVisible(!on);
    updateEnabled();
}

QString IncidentPanel::debriefMarkdown() const
{
    return m_controller->debriefMarkdown();
}

bool IncidentPanel::exportMarkdown(const QString& path, QString* error) const
{
    return m_controller->exportMarkdown(path, error);
}

bool IncidentPanel::exportPdf(const QString& path, QString* error) const
{
    return m_controller->exportPdf(path, error);
}

QPushButton* IncidentPanel::revealButton() const
{
    return m_evidence->revealButton();
}

QPushButton* IncidentPanel::instructorRevealButton() const
{
    return m_instructorBar->revealButton();
}

QPushButton* IncidentPanel::instructorAnswerButton() const
{
    return m_instructorBar->answerButton();
}

bool IncidentPanel::answerHidden() const
{
    return m_controller->answerHidden();
}

QFrame* IncidentPanel::instructorBar() const
{
    return m_instructorBar;
}

QListWidget* IncidentPanel::evidenceList() const
{
    return m_evidence->evidenceList();
}

QLabel* IncidentPanel::evidenceDetail() const
{
    return m_evidence->evidenceDetail();
}

QLabel* IncidentPanel::evidenceFigures() const
{
    return m_evidence->evidenceFigures();
}

TimeSeriesPanel* IncidentPanel::evidenceChart() const
{
    return m_evidence->evidenceChart();
}

QList<MetricTile*> IncidentPanel::figureTiles() const
{
    return m_header->figureTiles();
}

MetricTile* IncidentPanel::scoreTile() const
{
    return m_header->scoreTile();
}

MetricTile* IncidentPanel::statusTile() const
{
    return m_header->statusTile();
}

QComboBox* IncidentPanel::hypothesisBox() const
{
    return m_hypotheses->hypothesisBox();
}

QPushButton* IncidentPanel::recordButton() const
{
    return m_hypotheses->recordButton();
}

QListWidget* IncidentPanel::hypothesisList() const
{
    return m_hypotheses->hypothesisList();
}

QPushButton* IncidentPanel::hintButton() const
{
    return m_hints->hintButton();
}

QListWidget* IncidentPanel::hintList() const
{
    return m_hints->hintList();
}

QListWidget* IncidentPanel::actionList() const
{
    return m_responses->actionList();
}

QPushButton* IncidentPanel::applyButton() const
{
    return m_responses->applyButton();
}

QTreeWidget* IncidentPanel::effectTree() const
{
    return m_outcome->effectTree();
}

TimeSeriesPanel* IncidentPanel::effectChart() const
{
    return m_outcome->effectChart();
}

QPushButton* IncidentPanel::endButton() const
{
    return m_debrief->endButton();
}

QTextBrowser* IncidentPanel::debriefView() const
{
    return m_debrief->debriefView();
}

QProgressBar* IncidentPanel::busyIndicator() const
{
    return m_statusLine->busyIndicator();
}

void IncidentPanel::setProgress(ActivityProgress* progress, const QString& labId)
{
    m_progress = progress;
    m_progressLab = labId;
}

void IncidentPanel::recordProgress()
{
    const core::ops::IncidentSession* session = m_controller->session();
    if (!m_progress || session == nullptr || m_controller->texts() == nullptr)
        return;
    const core::ops::Score score = session->score();
    ActivityResult result;
    result.kind = ActivityResult::Kind::Incident;
    result.lab = m_progressLab;
    result.activity = QString::fromStdString(m_controller->model()->id());
    result.title = m_controller->texts()->title();
    result.score = score.points;
    result.possible = score.maxPoints;
    result.solved = session->resolved() ? 1 : 0;
    result.tasks = 1;
    QString error;
    if (!m_progress->record(result, &error))
        m_statusLine->setMessage(error);
}

} // namespace ailab::labs
