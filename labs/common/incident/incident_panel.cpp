#include "labs/common/incident/incident_panel.h"

#include "labs/common/incident/incident_panel_texts.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/charts/time_series_panel.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFrame>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ailab::labs {

namespace {
QLabel* wrappedLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    return label;
}
} // namespace

IncidentPanel::IncidentPanel(QWidget* parent)
    : QWidget(parent)
{
    buildLayout();
    connect(&m_watcher, &QFutureWatcher<Job>::finished, this, &IncidentPanel::onJobFinished);
    refresh();
}

IncidentPanel::~IncidentPanel()
{
    // The worker has its own copy of the session; wait so it never outlives the program.
    m_watcher.disconnect(this);
    m_watcher.waitForFinished();
}

void IncidentPanel::buildLayout()
{
    // Header: what happened, and the key figures of the running model.
    m_title = new QLabel(this);
    // Rich text with a relative size, so that it grows with the application's font
    // (presenter mode) as the other texts do.
    m_title->setTextFormat(Qt::RichText);
    m_title->setWordWrap(true);
    m_summary = wrappedLabel(this);
    auto* headerText = new QVBoxLayout;
    headerText->setSpacing(2);
    headerText->addWidget(m_title);
    headerText->addWidget(m_summary);
    headerText->addStretch(1);

    auto* tiles = new QHBoxLayout;
    tiles->setSpacing(6);
    for (int i = 0; i < kMaxKeyFigures; ++i) {
        auto* tile = new MetricTile(QString(), this);
        m_figureTiles << tile;
        tiles->addWidget(tile, 1);
    }
    m_statusTile = new MetricTile(tr("Incident"), this);
    m_scoreTile = new MetricTile(tr("Score"), this);
    tiles->addWidget(m_statusTile, 1);
    tiles->addWidget(m_scoreTile, 1);

    auto* header = new QHBoxLayout;
    header->addLayout(headerText, 2);
    header->addLayout(tiles, 5);

    // The instructor's control (presenter mode): the class sees the next stage when the
    // instructor decides; Alt+N works as a presentation remote's key would.
    m_instructorBar = new QFrame(this);
    m_instructorBar->setFrameShape(QFrame::StyledPanel);
    m_instructorBar->setAutoFillBackground(true);
    m_instructorBar->setBackgroundRole(QPalette::AlternateBase);
    auto* instructorLabel = new QLabel(tr("Instructor:"), m_instructorBar);
    QFont bold = instructorLabel->font();
    bold.setBold(true);
    instructorLabel->setFont(bold);
    m_instructorStage = wrappedLabel(m_instructorBar);
    m_instructorReveal = new QPushButton(tr("Reveal the next stage to the class"), m_instructorBar);
    m_instructorReveal->setShortcut(QKeySequence(tr("Alt+N")));
    m_instructorReveal->setAccessibleName(tr("Reveal the next stage of evidence to the class"));
    auto* instructorRow = new QHBoxLayout(m_instructorBar);
    instructorRow->setContentsMargins(6, 3, 6, 3);
    instructorRow->addWidget(instructorLabel);
    instructorRow->addWidget(m_instructorStage, 1);
    instructorRow->addWidget(m_instructorReveal);
    m_instructorBar->setVisible(false);
    connect(m_instructorReveal, &QPushButton::clicked, this, [this] { revealNextStage(); });

    m_busyBar = new QProgressBar(this);
    m_busyBar->setRange(0, 0); // busy: no known end
    m_busyBar->setFormat(tr("Running the model…"));
    m_busyBar->setTextVisible(true);
    m_busyBar->setAccessibleName(tr("The model is running"));
    m_busyBar->setMaximumWidth(220);
    m_busyBar->setVisible(false);
    m_status = wrappedLabel(this);
    auto* statusRow = new QHBoxLayout;
    statusRow->addWidget(m_busyBar);
    statusRow->addWidget(m_status, 1);

    m_tabs = new QTabWidget(this);
    m_tabs->setAccessibleName(tr("Investigation"));
    m_tabs->addTab(buildHypothesisPage(), tr("Hypotheses and hints"));
    m_tabs->addTab(buildResponsePage(), tr("Responses"));
    m_tabs->addTab(buildOutcomePage(), tr("Outcome"));
    m_tabs->addTab(buildDebriefPage(), tr("Debrief"));

    auto* body = new QSplitter(Qt::Horizontal, this);
    body->addWidget(buildEvidencePane());
    body->addWidget(m_tabs);
    body->setStretchFactor(0, 11);
    body->setStretchFactor(1, 9);
    body->setSizes({550, 450});
    body->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    layout->addWidget(m_instructorBar);
    layout->addLayout(header);
    layout->addLayout(statusRow);
    layout->addWidget(body, 1);
}

QWidget* IncidentPanel::buildEvidencePane()
{
    auto* box = new QGroupBox(tr("Evidence"), this);
    m_stage = wrappedLabel(box);
    m_reveal = new QPushButton(tr("Reveal next evidence"), box);
    m_reveal->setAccessibleName(tr("Reveal the next stage of evidence"));
    connect(m_reveal, &QPushButton::clicked, this, [this] { revealNextStage(); });
    auto* stageRow = new QHBoxLayout;
    stageRow->addWidget(m_stage, 1);
    stageRow->addWidget(m_reveal);

    m_evidenceList = new QListWidget(box);
    m_evidenceList->setAccessibleName(tr("Evidence revealed so far"));
    m_evidenceList->setWordWrap(true);
    m_evidenceList->setMinimumWidth(130);
    m_evidenceList->setMaximumWidth(170);
    connect(m_evidenceList, &QListWidget::currentRowChanged, this, &IncidentPanel::showEvidence);

    m_evidenceTitle = wrappedLabel(box);
    QFont bold = m_evidenceTitle->font();
    bold.setBold(true);
    m_evidenceTitle->setFont(bold);
    m_evidenceText = wrappedLabel(box);
    m_evidenceText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_evidenceFigures = new QLabel(box);
    m_evidenceFigures->setWordWrap(true);
    m_evidenceFigures->setTextFormat(Qt::RichText);
    m_evidenceFigures->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_evidenceChartHost = new QWidget(box);
    m_evidenceChartHost->setMinimumHeight(150);
    (new QVBoxLayout(m_evidenceChartHost))->setContentsMargins(0, 0, 0, 0);

    auto* detail = new QVBoxLayout;
    detail->setSpacing(3);
    detail->addWidget(m_evidenceTitle);
    detail->addWidget(m_evidenceText);
    detail->addWidget(m_evidenceFigures);
    detail->addWidget(m_evidenceChartHost, 100);
    detail->addStretch(1); // keeps the texts at the top when an item has no chart

    auto* items = new QHBoxLayout;
    items->addWidget(m_evidenceList);
    items->addLayout(detail, 1);

    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(stageRow);
    layout->addLayout(items, 1);
    return box;
}

QWidget* IncidentPanel::buildHypothesisPage()
{
    auto* page = new QWidget;
    auto* hypotheses = new QGroupBox(tr("Hypotheses"), page);
    auto* question = wrappedLabel(hypotheses);
    question->setText(tr("What do you think causes the incident? Record a hypothesis before "
                         "you act: a right one named early scores more, a wrong one costs."));
    m_hypothesisBox = new QComboBox(hypotheses);
    m_hypothesisBox->setAccessibleName(tr("Hypothesis to record"));
    m_hypothesisBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_hypothesisBox->setMinimumContentsLength(18);
    m_record = new QPushButton(tr("Record"), hypotheses);
    m_record->setAccessibleName(tr("Record the chosen hypothesis"));
    connect(m_record, &QPushButton::clicked, this, [this] {
        const QString id = m_hypothesisBox->currentData().toString();
        if (!id.isEmpty())
            recordHypothesis(id.toStdString());
    });
    connect(m_hypothesisBox, &QComboBox::currentIndexChanged, this, &IncidentPanel::updateEnabled);
    auto* recordRow = new QHBoxLayout;
    recordRow->addWidget(m_hypothesisBox, 1);
    recordRow->addWidget(m_record);
    m_hypothesisList = new QListWidget(hypotheses);
    m_hypothesisList->setAccessibleName(tr("Hypotheses recorded"));
    m_hypothesisList->setWordWrap(true);
    auto* hypothesisLayout = new QVBoxLayout(hypotheses);
    hypothesisLayout->addWidget(question);
    hypothesisLayout->addLayout(recordRow);
    hypothesisLayout->addWidget(m_hypothesisList, 1);

    auto* hints = new QGroupBox(tr("Hints"), page);
    m_hintCost = wrappedLabel(hints);
    m_hint = new QPushButton(
        tr("Take a hint (costs %1 points)").arg(core::ops::IncidentSession::kHintCost), hints);
    m_hint->setAccessibleName(tr("Take a hint, which costs points"));
    connect(m_hint, &QPushButton::clicked, this, [this] { takeHint(); });
    auto* hintRow = new QHBoxLayout;
    hintRow->addWidget(m_hintCost, 1);
    hintRow->addWidget(m_hint);
    m_hintList = new QListWidget(hints);
    m_hintList->setAccessibleName(tr("Hints taken"));
    m_hintList->setWordWrap(true);
    auto* hintLayout = new QVBoxLayout(hints);
    hintLayout->addLayout(hintRow);
    hintLayout->addWidget(m_hintList, 1);

    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(hypotheses, 3);
    layout->addWidget(hints, 2);
    return page;
}

QWidget* IncidentPanel::buildResponsePage()
{
    auto* page = new QWidget;
    auto* intro = wrappedLabel(page);
    intro->setText(tr("Select the responses you would take to stabilise the system, then apply "
                      "them to the running model. Not every response helps: the model measures "
                      "what each one did."));
    m_actionList = new QListWidget(page);
    m_actionList->setAccessibleName(tr("Responses to choose from"));
    m_actionList->setWordWrap(true);
    connect(m_actionList, &QListWidget::itemChanged, this, &IncidentPanel::updateEnabled);
    m_apply = new QPushButton(tr("Apply to the running model"), page);
    m_apply->setAccessibleName(tr("Apply the selected responses to the running model"));
    connect(m_apply, &QPushButton::clicked, this, [this] {
        std::vector<std::string> ids;
        for (int i = 0; i < m_actionList->count(); ++i) {
            const QListWidgetItem* item = m_actionList->item(i);
            if ((item->flags() & Qt::ItemIsUserCheckable) && item->checkState() == Qt::Checked)
                ids.push_back(item->data(Qt::UserRole).toString().toStdString());
        }
        if (!ids.empty())
            applyActions(ids);
    });
    auto* applyRow = new QHBoxLayout;
    applyRow->addStretch(1);
    applyRow->addWidget(m_apply);

    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(intro);
    layout->addWidget(m_actionList, 1);
    layout->addLayout(applyRow);
    return page;
}

QWidget* IncidentPanel::buildOutcomePage()
{
    auto* page = new QWidget;
    m_effectTree = new QTreeWidget(page);
    m_effectTree->setAccessibleName(tr("What each response did"));
    m_effectTree->setColumnCount(4);
    m_effectTree->setHeaderLabels(
        {tr("Response or figure"), tr("Before"), tr("After"), tr("Result")});
    m_effectTree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int column = 1; column < 4; ++column)
        m_effectTree->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_effectTree->header()->setStretchLastSection(false);
    m_effectTree->setWordWrap(true);
    m_effectTree->setMinimumHeight(90);
    connect(m_effectTree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        while (item && item->parent())
            item = item->parent();
        showEffect(item ? m_effectTree->indexOfTopLevelItem(item) : -1);
    });
    m_effectChartHost = new QWidget(page);
    m_effectChartHost->setMinimumHeight(150);
    (new QVBoxLayout(m_effectChartHost))->setContentsMargins(0, 0, 0, 0);

    auto* split = new QSplitter(Qt::Vertical, page);
    split->addWidget(m_effectTree);
    split->addWidget(m_effectChartHost);
    split->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(split);
    return page;
}

QWidget* IncidentPanel::buildDebriefPage()
{
    auto* page = new QWidget;
    m_debriefNote = wrappedLabel(page);
    m_end = new QPushButton(tr("End the investigation"), page);
    m_end->setAccessibleName(tr("End the investigation and show the debrief"));
    connect(m_end, &QPushButton::clicked, this, &IncidentPanel::endInvestigation);
    m_startOver = new QPushButton(tr("Start over"), page);
    m_startOver->setAccessibleName(tr("Start the incident over"));
    connect(m_startOver, &QPushButton::clicked, this, [this] {
        startOver();
        emit changed();
    });
    m_debrief = new QTextBrowser(page);
    m_debrief->setAccessibleName(tr("Debrief"));
    m_debrief->setOpenLinks(false);
    m_exportMarkdown = new QPushButton(tr("Export Markdown…"), page);
    m_exportMarkdown->setAccessibleName(tr("Export the debrief as Markdown"));
    connect(m_exportMarkdown, &QPushButton::clicked, this, [this] { exportDebrief(false); });
    m_exportPdf = new QPushButton(tr("Export PDF…"), page);
    m_exportPdf->setAccessibleName(tr("Export the debrief as PDF"));
    connect(m_exportPdf, &QPushButton::clicked, this, [this] { exportDebrief(true); });
    auto* buttons = new QGridLayout;
    buttons->addWidget(m_end, 0, 0);
    buttons->addWidget(m_startOver, 0, 1);
    buttons->addWidget(m_exportMarkdown, 1, 0);
    buttons->addWidget(m_exportPdf, 1, 1);
    buttons->setColumnStretch(2, 1);

    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_debriefNote);
    layout->addWidget(m_debrief, 1);
    layout->addLayout(buttons);
    return page;
}

int IncidentPanel::heightForWidth(int width) const
{
    return layout()->minimumHeightForWidth(width);
}

void IncidentPanel::setKeyFigures(std::vector<std::string> ids)
{
    if (ids.size() > size_t(kMaxKeyFigures))
        ids.resize(size_t(kMaxKeyFigures));
    m_keyFigures = std::move(ids);
    refreshHeader();
}

void IncidentPanel::setPresenterMode(bool on)
{
    m_presenter = on;
    m_instructorBar->setVisible(on);
    m_reveal->setVisible(!on);
    updateEnabled();
}

void IncidentPanel::exportDebrief(bool pdf)
{
    const QString path =
        pdf ? QFileDialog::getSaveFileName(this, tr("Export the debrief as PDF"), QString(),
                                           tr("PDF documents (*.pdf)"))
            : QFileDialog::getSaveFileName(this, tr("Export the debrief as Markdown"), QString(),
                                           tr("Markdown files (*.md)"));
    if (path.isEmpty())
        return;
    QString error;
    const bool ok = pdf ? exportPdf(path, &error) : exportMarkdown(path, &error);
    m_status->setText(ok ? tr("The debrief was saved as %1.").arg(path) : error);
}

} // namespace ailab::labs
