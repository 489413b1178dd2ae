#pragma once

#include <QHash>
#include <QWidget>

class QLabel;
class QLayout;

namespace ailab::labs {
class ActivityProgress;
}

namespace ailab::app {

class LabCard;
class LabRegistry;
class ProgressPanel;

// The page shown when no lab is open: what the program is, one button per lab (with the
// learner's activities in it), the first steps and the learner's activity progress.
class HomePage : public QWidget
{
    Q_OBJECT
public:
    // Without `progress` the page shows no activity progress.
    explicit HomePage(const LabRegistry& registry, labs::ActivityProgress* progress = nullptr,
                      QWidget* parent = nullptr);

    ProgressPanel* progressPanel() const { return m_progressPanel; }
    LabCard* labCard(const QString& id) const { return m_cards.value(id); }

Q_SIGNALS:
    void labRequested(const QString& id);

protected:
    void changeEvent(QEvent* event) override;

private:
    // The page's widest line, in average characters.
    static constexpr int kMaximumLineChars = 150;

    void retranslate();
    void applyFonts();
    void updateCardProgress();

    const LabRegistry& m_registry;
    QLabel* m_title = nullptr;
    QLabel* m_intro = nullptr;
    QLabel* m_steps = nullptr;
    QWidget* m_content = nullptr;
    QLayout* m_labList = nullptr;
    labs::ActivityProgress* m_progress = nullptr;
    ProgressPanel* m_progressPanel = nullptr;
    QHash<QString, LabCard*> m_cards;
};

} // namespace ailab::app
