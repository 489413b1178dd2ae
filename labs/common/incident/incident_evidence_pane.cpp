#include "labs/common/incident/incident_evidence_pane.h"

#include "labs/common/incident/incident_chart_host.h"
#include "labs/common/incident/incident_controller.h"
#include "labs/common/incident/incident_panel_texts.h"
#include "labs/common/incident/incident_view_helpers.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStyle>
#include <QStringList>
#include <QVBoxLayout>
#include <algorithm>

namespace ailab::labs {

namespace ops = core::ops;
using incident_view::wrappedLabel;

namespace {
constexpr int kStageRole = Qt::UserRole + 1;
} // namespace

IncidentEvidencePane::IncidentEvidencePane(IncidentController& controller, QWidget* parent)
    : QGroupBox(tr("Evidence"), parent)
    , m_controller(controller)
{
    m_stage = wrappedLabel(this);
    m_reveal = new QPushButton(tr("Reveal next evidence"), this);
    m_reveal->setAccessibleName(tr("Reveal the next stage of evidence"));
    connect(m_reveal, &QPushButton::clicked, this, [this] { m_controller.revealNextStage(); });
    auto* stageRow = new QHBoxLayout;
    stageRow->addWidget(m_stage, 1);
    stageRow->addWidget(m_reveal);

    m_list = new QListWidget(this);
    m_list->setAccessibleName(tr("Evidence revealed so far"));
    m_list->setWordWrap(true);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    fitListWidth();
    connect(m_list, &QListWidget::currentRowChanged, this, &IncidentEvidencePane::showEvidence);

    m_title = wrappedLabel(this);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_text = wrappedLabel(this);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_figures = new QLabel(this);
    m_figures->setWordWrap(true);
    m_figures->setTextFormat(Qt::RichText);
    m_figures->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_chartHost = new IncidentChartHost(this);

    auto* detail = new QVBoxLayout;
    detail->setSpacing(3);
    detail->addWidget(m_title);
    detail->addWidget(m_text);
    detail->addWidget(m_figures);
    detail->addWidget(m_chartHost, 100);
    detail->addStretch(1); // keeps the texts at the top when an item has no chart

    auto* items = new QHBoxLayout;
    items->addWidget(m_list);
    items->addLayout(detail, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(stageRow);
    layout->addLayout(items, 1);
}

TimeSeriesPanel* IncidentEvidencePane::evidenceChart() const
{
    return m_chartHost->chart();
}

void IncidentEvidencePane::fitListWidth()
{
    const QFontMetrics metrics = m_list->fontMetrics();
    int widestWord = 0;
    for (int i = 0; i < m_list->count(); ++i) {
        for (const QString& word : m_list->item(i)->text().split(QLatin1Char(' ')))
            widestWord = std::max(widestWord, metrics.horizontalAdvance(word));
    }
    // The item's margins, the frame and the vertical scroll bar beside the text.
    const int chrome = 2 * m_list->frameWidth() + 12 +
                       m_list->style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    const int least = std::max(metrics.averageCharWidth() * 12, widestWord + chrome);
    m_list->setMinimumWidth(least);
    m_list->setMaximumWidth(std::max(least, metrics.averageCharWidth() * 18));
}

void IncidentEvidencePane::changeEvent(QEvent* event)
{
    QGroupBox::changeEvent(event);
    if (event->type() == QEvent::FontChange && m_list != nullptr)
        fitListWidth();
}

void IncidentEvidencePane::setRevealVisible(bool visible)
{
    m_reveal->setVisible(visible);
}

void IncidentEvidencePane::refresh()
{
    const ops::IncidentSession* session = m_controller.session();
    const IncidentTexts* texts = m_controller.texts();
    const std::vector<ops::EvidenceItem> visible =
        session ? session->visibleEvidence() : std::vector<ops::EvidenceItem>();
    const int row = m_list->currentRow();
    {
        const QSignalBlocker blocker(m_list);
        m_list->clear();
        for (size_t i = 0; i < visible.size(); ++i) {
            auto* item = new QListWidgetItem(tr("Stage %1: %2")
                                                 .arg(visible[i].stage + 1)
                                                 .arg(texts->evidenceTitle(visible[i].id)),
                                             m_list);
            item->setData(kStageRole, visible[i].stage);
        }
        if (!visible.empty())
            m_list->setCurrentRow(std::clamp(row, 0, int(visible.size()) - 1));
    }
    fitListWidth();
    showEvidence(m_list->currentRow());

    QString stage;
    if (session) {
        const ops::IncidentModel& model = *m_controller.model();
        stage = tr("Stage %1 of %2, %3 after the fault began.")
                    .arg(session->stage() + 1)
                    .arg(model.stageCount())
                    .arg(IncidentFormat::time(session->now() - model.faultOnsetS(), model));
    }
    m_stage->setText(stage);
    emit stageTextChanged(stage);
}

void IncidentEvidencePane::showStage(int stage)
{
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(kStageRole).toInt() == stage) {
            m_list->setCurrentRow(row);
            break;
        }
    }
}

void IncidentEvidencePane::showEvidence(int row)
{
    const ops::IncidentSession* session = m_controller.session();
    const IncidentTexts* texts = m_controller.texts();
    const std::vector<ops::EvidenceItem> visible =
        session ? session->visibleEvidence() : std::vector<ops::EvidenceItem>();
    if (row < 0 || row >= int(visible.size())) {
        m_title->clear();
        m_text->setText(session ? QString()
                                : tr("The evidence appears when the model "
                                     "has run."));
        m_figures->clear();
        m_chartHost->showSeries(QString(), {}, {}, texts);
        m_chartHost->setVisible(false);
        return;
    }
    const ops::EvidenceItem& item = visible[size_t(row)];
    m_title->setText(texts->evidenceTitle(item.id));
    m_text->setText(texts->evidenceText(item.id));
    // The figures two to a row, so that a long list stays short.
    QStringList cells;
    for (const ops::Figure& figure : item.figures)
        cells << tr("<b>%1:</b> %2")
                     .arg(texts->figureTitle(figure.id).toHtmlEscaped(),
                          texts->figureText(figure).toHtmlEscaped());
    QString table = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\">");
    for (qsizetype i = 0; i < cells.size(); i += 2)
        table += QStringLiteral("<tr><td>%1</td><td width=\"12\"></td><td>%2</td></tr>")
                     .arg(cells[i], i + 1 < cells.size() ? cells[i + 1] : QString());
    table += QStringLiteral("</table>");
    m_figures->setText(cells.isEmpty() ? QString() : table);
    m_figures->setVisible(!cells.isEmpty());
    std::vector<std::pair<QString, ops::Series>> series;
    for (const ops::Series& s : item.series)
        series.emplace_back(texts->seriesTitle(s.id), s);
    m_chartHost->showSeries(texts->evidenceTitle(item.id), series, {}, texts);
    m_chartHost->setVisible(!series.empty());
}

void IncidentEvidencePane::updateEnabled()
{
    m_reveal->setEnabled(m_controller.canRevealStage());
}

} // namespace ailab::labs
