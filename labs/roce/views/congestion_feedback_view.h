#pragma once

#include <QWidget>
#include <array>

class QLabel;

namespace ailab::core::net::packet {
struct FeedbackSnapshot;
}

namespace ailab::labs::roce {

// One step of the seed's feedback sequence: its number and title, the seed's sentence,
// and what the model says about it (when it happened, or why it cannot happen). A step
// that happened is lit, the one going on now has a thick border and says so, a step the
// configuration rules out is dashed: never colour alone.
class FeedbackStepCard : public QWidget
{
    Q_OBJECT
public:
    enum class State { Waiting, Happened, Active, Impossible };

    FeedbackStepCard(const QString& number, const QString& title, const QString& text,
                     QWidget* parent = nullptr);

    void setState(State state, const QString& statusText);
    State state() const { return m_state; }
    QString statusText() const;
    QString title() const { return m_titleText; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QLabel* m_title = nullptr;
    QLabel* m_status = nullptr;
    QString m_titleText;
    State m_state = State::Waiting;
};

// The five steps (01 Traffic burst ... 05 Rate adjustment) as the seed draws them, lit
// from the core's FeedbackSequence.
class CongestionFeedbackView : public QWidget
{
    Q_OBJECT
public:
    explicit CongestionFeedbackView(QWidget* parent = nullptr);

    void showSnapshot(const core::net::packet::FeedbackSnapshot& snapshot);
    FeedbackStepCard* card(int index) const { return m_cards[static_cast<std::size_t>(index)]; }

private:
    std::array<FeedbackStepCard*, 5> m_cards{};
};

} // namespace ailab::labs::roce
