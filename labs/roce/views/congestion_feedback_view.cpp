#include "labs/roce/views/congestion_feedback_view.h"

#include "core/net/packet/feedback_sequence.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/palette.h"

#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QVBoxLayout>

namespace ailab::labs::roce {

namespace pk = core::net::packet;

namespace {

QString microseconds(double seconds)
{
    return QLocale().toString(seconds * 1e6, 'f', 1);
}

QString rateText(double bps)
{
    return QLocale().toString(bps / 1e9, 'f', 1);
}

// What the model says about one stage, as a whole sentence.
QString statusOf(const pk::FeedbackStageStatus& s)
{
    using pk::FeedbackStage;
    if (s.blocker == pk::StageBlocker::EcnOff)
        return CongestionFeedbackView::tr("Cannot happen: ECN is off.");
    if (s.blocker == pk::StageBlocker::DcqcnOff)
        return CongestionFeedbackView::tr("Cannot happen: DCQCN is off.");
    if (!s.happened)
        return CongestionFeedbackView::tr("Not yet.");
    const QString at = microseconds(s.firstS);
    switch (s.stage) {
    case FeedbackStage::TrafficBurst:
        return CongestionFeedbackView::tr("At %1 µs: %2 Gb/s offered to a %3 Gb/s link.")
            .arg(at, rateText(s.before), rateText(s.after));
    case FeedbackStage::QueueGrowth:
        return CongestionFeedbackView::tr("At %1 µs the queue reached Kmin (%2 KB).")
            .arg(at, QLocale().toString(s.after / 1e3, 'f', 0));
    case FeedbackStage::EcnMarking:
        return CongestionFeedbackView::tr("First CE mark at %1 µs; %n marks so far.", nullptr,
                                          static_cast<int>(s.count))
            .arg(at);
    case FeedbackStage::CnpFeedback:
        return CongestionFeedbackView::tr("First CNP at %1 µs; %n CNPs so far.", nullptr,
                                          static_cast<int>(s.count))
            .arg(at);
    case FeedbackStage::RateAdjustment:
        // The sending rate (what the chart shows) only falls once the DCQCN limit is below
        // the sender's demand: say which of the two a figure is.
        if (s.slowedS == s.firstS)
            return CongestionFeedbackView::tr("At %1 µs a sender cut its sending rate from %2 "
                                              "to %3 Gb/s.")
                .arg(at, rateText(s.sendingBefore), rateText(s.sendingAfter));
        if (s.slowedS < 0.0)
            return CongestionFeedbackView::tr("At %1 µs DCQCN cut a sender's rate limit from %2 "
                                              "to %3 Gb/s, still above what it sends.")
                .arg(at, rateText(s.before), rateText(s.after));
        return CongestionFeedbackView::tr("At %1 µs DCQCN cut a sender's rate limit from %2 to "
                                          "%3 Gb/s; its sending rate first fell at %4 µs, from "
                                          "%5 to %6 Gb/s.")
            .arg(at, rateText(s.before), rateText(s.after), microseconds(s.slowedS),
                 rateText(s.sendingBefore), rateText(s.sendingAfter));
    }
    return {};
}

} // namespace

FeedbackStepCard::FeedbackStepCard(const QString& number, const QString& title, const QString& text,
                                   QWidget* parent)
    : QWidget(parent)
    , m_titleText(title)
{
    m_title = new QLabel(
        QStringLiteral("<b>%1&nbsp;&nbsp;%2</b>").arg(number, title.toHtmlEscaped()), this);
    auto* body = new QLabel(text, this);
    body->setWordWrap(true);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    QFont small = m_status->font();
    small.setItalic(true);
    m_status->setFont(small);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->setSpacing(1);
    layout->addWidget(m_title);
    layout->addWidget(body);
    layout->addWidget(m_status);
    layout->addStretch(1);
    setAccessibleName(title);
    setState(State::Waiting, tr("Not yet."));
}

void FeedbackStepCard::setState(State state, const QString& statusText)
{
    if (state == m_state && statusText == m_status->text())
        return;
    m_state = state;
    //: Prefix of the feedback step that is going on now
    m_status->setText(state == State::Active ? tr("Now: %1").arg(statusText) : statusText);
    setAccessibleDescription(m_status->text());
    update();
}

QString FeedbackStepCard::statusText() const
{
    return m_status->text();
}

void FeedbackStepCard::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    QColor border = pal.color(QPalette::Mid);
    QColor fill = pal.color(QPalette::Base);
    qreal width = 1.0;
    Qt::PenStyle pen = Qt::SolidLine;
    switch (m_state) {
    case State::Waiting:
        break;
    case State::Happened:
        border = style::statusColor(Status::Healthy, pal);
        fill = style::readableOn(QColor(style::okabeIto::BluishGreen), pal);
        fill.setAlphaF(0.15f);
        width = 2.0;
        break;
    case State::Active:
        border = style::readableOn(QColor(style::okabeIto::Orange), pal);
        fill = border;
        fill.setAlphaF(0.22f);
        width = 4.0;
        break;
    case State::Impossible:
        pen = Qt::DashLine;
        fill = pal.color(QPalette::Window);
        break;
    }
    p.setBrush(fill);
    p.setPen(QPen(border, width, pen));
    const qreal inset = width / 2 + 0.5;
    p.drawRoundedRect(QRectF(rect()).adjusted(inset, inset, -inset, -inset), 6, 6);
}

CongestionFeedbackView::CongestionFeedbackView(QWidget* parent)
    : QWidget(parent)
{
    // The seed's RoCEv2 congestion feedback sequence (section 04.4), word for word.
    const QString numbers[] = {tr("01"), tr("02"), tr("03"), tr("04"), tr("05")};
    const QString titles[] = {tr("Traffic burst"), tr("Queue growth"), tr("ECN marking"),
                              tr("CNP feedback"), tr("Rate adjustment")};
    const QString texts[] = {tr("Multiple senders transmit toward a shared destination."),
                             tr("Switch egress queue occupancy increases."),
                             tr("Congested switch marks eligible packets."),
                             tr("Receiver signals congestion toward the sender."),
                             tr("Sender reduces or adapts its transmission rate.")};
    // The five steps in a row where they fit, wrapping onto a second row where they do not
    // (a projector in presenter mode, German), in reading order.
    auto* layout = new FlowLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    for (std::size_t i = 0; i < m_cards.size(); ++i) {
        m_cards[i] = new FeedbackStepCard(numbers[i], titles[i], texts[i], this);
        layout->addWidget(m_cards[i]);
    }
    setAccessibleName(tr("RoCEv2 congestion feedback sequence"));
}

void CongestionFeedbackView::showSnapshot(const pk::FeedbackSnapshot& snapshot)
{
    for (std::size_t i = 0; i < m_cards.size(); ++i) {
        const pk::FeedbackStageStatus& s = snapshot.stages[i];
        FeedbackStepCard::State state = FeedbackStepCard::State::Waiting;
        if (s.blocker != pk::StageBlocker::None)
            state = FeedbackStepCard::State::Impossible;
        else if (snapshot.activeStage == static_cast<int>(i))
            state = FeedbackStepCard::State::Active;
        else if (s.happened)
            state = FeedbackStepCard::State::Happened;
        m_cards[i]->setState(state, statusOf(s));
    }
}

} // namespace ailab::labs::roce
