#pragma once

#include "core/scenario/model_entry.h"
#include "core/scenario/scenario.h"

#include <QWidget>
#include <string>
#include <vector>

class QLabel;
class QSplitter;
class QTabWidget;
class QToolButton;

namespace ailab::labs {

class HeaderLabel;
class StripTabWidget;
class TabStrip;

// The frame of every lab: the scenario's title and description (or what the current page
// shows, for a page that does not play the scenario) over the lab's mode tabs. The header
// is as tall on every page (the tallest of the texts its pages give it), and the tabs are
// a strip of rows that wrap (TabStrip), so the tabs stand still when a page changes and
// every tab shows whole at any width.
// The shell hosts it in a resizable scroll area, which asks for the height at a given
// width; a layout answers with its preferred height, so the shell would scroll although
// everything fits. The answer here is the smallest height at that width: the wrapped
// header and the tabs at their minimum (the pages share out the rest themselves).
class LabWorkspace : public QWidget
{
    Q_OBJECT
public:
    explicit LabWorkspace(QWidget* parent = nullptr);

    QLabel* header() const;
    QTabWidget* tabs() const;
    TabStrip* tabStrip() const;

    // "Scenario: <title>. <description>", translated when it is a shipped preset.
    static QString scenarioHeader(const std::string& title, const std::string& description);
    // "<page title>: <summary>" for a page that does not play the scenario.
    static QString pageHeader(const QString& title, const QString& summary);
    // Shows `text`; the header keeps the height of the tallest of `others` (the texts the
    // other pages show) as well.
    void showHeader(const QString& text, const QStringList& others = {});
    void showScenario(const std::string& title, const std::string& description);
    void showPageSummary(const QString& title, const QString& summary);

    // A pane beside the tabs (the activity pane), opened and closed by a toggle at the end
    // of the header; the splitter between them lets the learner widen either side. Where
    // the lab and the pane do not fit side by side, the pane goes under the lab.
    void setSidePane(QWidget* pane, const QString& toggleText);
    QWidget* sidePane() const { return m_sidePane; }
    QToolButton* sidePaneToggle() const { return m_paneToggle; }
    void setSidePaneOpen(bool open);
    bool isSidePaneOpen() const;
    bool isSidePaneBeside() const; // else under the tabs

    int heightForWidth(int width) const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void placeSidePane();

    HeaderLabel* m_header;
    StripTabWidget* m_tabs;
    QToolButton* m_paneToggle = nullptr;
    QSplitter* m_splitter = nullptr;
    QWidget* m_tabsColumn = nullptr;
    QWidget* m_sidePane = nullptr;
};

// A preset shipped as a Qt resource, parsed with the lab's model registry. Throws
// core::Error when the resource is missing or not a valid scenario.
core::scenario::Scenario
readPresetResource(const QString& resourcePath,
                   const std::vector<core::scenario::ModelEntry>& registry);

} // namespace ailab::labs
