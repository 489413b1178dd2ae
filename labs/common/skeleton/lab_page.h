#pragma once

#include <QJsonObject>
#include <QString>
#include <QWidget>

namespace ailab::labs {

class ActivityProgress;

// One page (tab) of a lab. The lab saves, restores and resets all of its pages in one loop
// (TabbedLab), so every page answers the same four questions, even a page without state of
// its own. The lab gives the page its id (the mode id, as saved) and its tab title.
class LabPage : public QWidget
{
    Q_OBJECT
public:
    explicit LabPage(QWidget* parent = nullptr);

    const QString& pageId() const { return m_id; }
    const QString& pageTitle() const { return m_title; }
    // Set once by TabbedLab::addPage.
    void setPageIdentity(const QString& id, const QString& title);

    // The page's own state (a selection, an explorer's inputs, a walkthrough's step); empty
    // when the page keeps nothing beyond the lab's session.
    virtual QJsonObject saveState() const { return {}; }
    // Throws core::Error naming the field (a JSON pointer inside the page's object) when
    // the state does not fit; the page is then unchanged.
    virtual void restoreState(const QJsonObject& state) { (void)state; }
    // Back to the page's start state (what Reset does).
    virtual void resetToDefaults() {}
    // What the lab's header says above this page: empty (the default) for a page that
    // plays the lab's scenario, whose title and description the header then shows; a
    // sentence about what the page shows for one that does not (a walkthrough, an explorer
    // with inputs of its own), so the header never describes something else.
    virtual QString pageSummary() const { return {}; }
    // Presenter mode changed; the shell scales the fonts, a page may adapt its drawing.
    virtual void setPresenterMode(bool on) { (void)on; }
    // Where the learner's results go (may be null), and the lab's id they are kept under: a
    // page that runs incidents records each one investigated.
    virtual void setActivityProgress(ActivityProgress* progress, const QString& labId)
    {
        (void)progress;
        (void)labId;
    }

private:
    QString m_id;
    QString m_title;
};

} // namespace ailab::labs
