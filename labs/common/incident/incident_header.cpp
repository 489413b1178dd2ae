#include "labs/common/incident/incident_header.h"

#include "labs/common/incident/incident_controller.h"
#include "labs/common/incident/incident_panel_debrief.h"
#include "labs/common/incident/incident_panel_texts.h"
#include "labs/common/incident/incident_view_helpers.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace ailab::labs {

namespace ops = core::ops;
using incident_view::findFigure;

IncidentHeader::IncidentHeader(const IncidentController& controller, QWidget* host)
    : QObject(host)
    , m_controller(controller)
{
    m_title = new QLabel(host);
    // Rich text with a relative size, so that it grows with the application's font
    // (presenter mode) as the other texts do.
    m_title->setTextFormat(Qt::RichText);
    m_title->setWordWrap(true);
    m_summary = incident_view::wrappedLabel(host);
    auto* headerText = new QVBoxLayout;
    headerText->setSpacing(2);
    headerText->addWidget(m_title);
    headerText->addWidget(m_summary);

    // The tiles wrap onto more rows under the summary: beside it, six tiles did not fit a
    // projector's width in presenter mode.
    auto* tiles = new FlowLayout;
    for (int i = 0; i < kMaxKeyFigures; ++i) {
        auto* tile = new MetricTile(QString(), host);
        m_figureTiles << tile;
        tiles->addWidget(tile);
    }
    m_statusTile = new MetricTile(tr("Incident"), host);
    m_scoreTile = new MetricTile(tr("Score"), host);
    tiles->addWidget(m_statusTile);
    tiles->addWidget(m_scoreTile);

    m_layout = new QVBoxLayout;
    m_layout->addLayout(headerText);
    m_layout->addLayout(tiles);
}

void IncidentHeader::setKeyFigures(std::vector<std::string> ids)
{
    if (ids.size() > size_t(kMaxKeyFigures))
        ids.resize(size_t(kMaxKeyFigures));
    m_keyFigures = std::move(ids);
    refresh();
}

void IncidentHeader::refresh()
{
    const ops::IncidentModel* model = m_controller.model();
    const IncidentTexts* texts = m_controller.texts();
    const ops::IncidentSession* session = m_controller.session();
    const ops::IncidentSession* initial = m_controller.initialSession();
    if (!model) {
        m_title->setText(tr("No incident is loaded.").toHtmlEscaped());
        m_summary->clear();
    } else {
        m_title->setText(QStringLiteral("<b><big>%1</big></b>")
                             .arg(IncidentDebriefText::heading(*model, *texts).toHtmlEscaped()));
        m_summary->setText(texts->summary());
    }
    // The key figures of the current outcome, in the lab's order.
    std::vector<ops::Figure> figures;
    if (session) {
        const ops::Outcome& current = session->current();
        if (m_keyFigures.empty()) {
            for (size_t i = 0; i < current.figures.size() && i < 3; ++i)
                figures.push_back(current.figures[i]);
        }
        for (const std::string& id : m_keyFigures)
            if (const ops::Figure* figure = findFigure(current, id))
                figures.push_back(*figure);
    }
    for (int i = 0; i < m_figureTiles.size(); ++i) {
        MetricTile* tile = m_figureTiles[i];
        tile->setVisible(i < int(figures.size()));
        if (i >= int(figures.size()))
            continue;
        const ops::Figure& figure = figures[size_t(i)];
        tile->setTitle(texts->figureTitle(figure.id));
        const auto [value, unit] = texts->figureParts(figure);
        tile->setValue(value, unit);
        tile->setExplanation(texts->figureExplanation(figure.id));
        const ops::Figure* start = initial ? findFigure(initial->current(), figure.id) : nullptr;
        if (start && start->value != figure.value)
            tile->setDetail(tr("It was %1 at the start.").arg(texts->figureText(*start)));
        else
            tile->setDetail(tr("As at the start."));
    }

    if (!session) {
        m_statusTile->setValue(m_controller.isBusy() ? tr("Loading") : tr("None"));
        m_statusTile->clearStatus();
        m_statusTile->setDetail(QString());
        m_scoreTile->setValue(QStringLiteral("–"));
        m_scoreTile->setDetail(QString());
        return;
    }
    if (session->resolved()) {
        m_statusTile->setValue(tr("Resolved"));
        m_statusTile->setStatus(Status::Healthy);
    } else if (m_controller.investigationEnded()) {
        m_statusTile->setValue(tr("Not resolved"));
        m_statusTile->setStatus(Status::Failed);
    } else {
        m_statusTile->setValue(tr("Open"));
        m_statusTile->setStatus(Status::Congested);
    }
    // The clock as the evidence counts it too: from the fault's onset.
    const double sinceFault = session->now() - (model ? model->faultOnsetS() : 0.0);
    //: The incident's own clock: minutes of investigation, not the milliseconds of the charts
    m_statusTile->setDetail(
        sinceFault >= 0
            ? tr("Incident clock %1, %2 after the fault began")
                  .arg(IncidentFormat::time(session->now(), *model),
                       IncidentFormat::time(sinceFault, *model))
            : tr("Incident clock %1, before the fault")
                  .arg(IncidentFormat::time(session->now(), *model)));
    const ops::Score score = session->score();
    m_scoreTile->setValue(QLocale().toString(score.points),
                          tr("of %1 points").arg(QLocale().toString(score.maxPoints)));
    m_scoreTile->setDetail(
        tr("Hint penalty: %1 points").arg(QLocale().toString(score.hintPenalty)));
}

} // namespace ailab::labs
