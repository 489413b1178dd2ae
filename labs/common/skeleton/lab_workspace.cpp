#include "labs/common/skeleton/lab_workspace.h"

#include "core/error.h"
#include "core/scenario/scenario_loader.h"
#include "labs/common/skeleton/scenario_text.h"
#include "labs/common/widgets/tab_strip.h"

#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <memory>

namespace ailab::labs {

// A word-wrapped label as tall as the tallest of several texts at its width: the one it
// shows and the others it may show, measured with a label that is never shown.
class HeaderLabel : public QLabel
{
public:
    using QLabel::QLabel;

    void setAlternatives(const QStringList& texts)
    {
        m_alternatives = texts;
        updateGeometry();
    }

    int heightForWidth(int width) const override
    {
        int height = QLabel::heightForWidth(width);
        if (m_alternatives.isEmpty())
            return height;
        if (!m_measure) {
            m_measure = std::make_unique<QLabel>();
            m_measure->setWordWrap(true);
            m_measure->setTextFormat(textFormat());
        }
        m_measure->setFont(font());
        m_measure->setContentsMargins(contentsMargins());
        for (const QString& text : m_alternatives) {
            m_measure->setText(text);
            height = std::max(height, m_measure->heightForWidth(width));
        }
        return height;
    }

private:
    QStringList m_alternatives;
    mutable std::unique_ptr<QLabel> m_measure;
};

LabWorkspace::LabWorkspace(QWidget* parent)
    : QWidget(parent)
    , m_header(new HeaderLabel(this))
    , m_tabs(new StripTabWidget(this))
    , m_paneToggle(new QToolButton(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
{
    m_header->setWordWrap(true);
    m_header->setObjectName(QStringLiteral("labHeader"));
    m_header->setAlignment(Qt::AlignLeft | Qt::AlignTop); // a shorter text at the top
    m_paneToggle->setObjectName(QStringLiteral("sidePaneToggle"));
    m_paneToggle->setCheckable(true);
    m_paneToggle->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_paneToggle->setVisible(false); // until a pane is set
    connect(m_paneToggle, &QToolButton::toggled, this, [this](bool open) {
        if (m_sidePane != nullptr)
            m_sidePane->setVisible(open);
        placeSidePane();
        updateGeometry();
    });

    auto* headerRow = new QHBoxLayout;
    headerRow->addWidget(m_header, 1);
    headerRow->addWidget(m_paneToggle, 0, Qt::AlignTop);

    // The tabs and their strip share one column, so the side pane stands beside both.
    m_tabsColumn = new QWidget(m_splitter);
    auto* column = new QVBoxLayout(m_tabsColumn);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(m_tabs->strip());
    column->addWidget(m_tabs, 1);
    m_splitter->addWidget(m_tabsColumn);
    // Another page may need another width.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] { placeSidePane(); });
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setStretchFactor(0, 3);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(headerRow);
    layout->addWidget(m_splitter, 1);
}

void LabWorkspace::setSidePane(QWidget* pane, const QString& toggleText)
{
    m_sidePane = pane;
    m_splitter->addWidget(pane);
    m_splitter->setStretchFactor(1, 1);
    m_paneToggle->setText(toggleText);
    m_paneToggle->setAccessibleName(toggleText);
    m_paneToggle->setVisible(true);
    pane->setVisible(m_paneToggle->isChecked());
    placeSidePane();
}

bool LabWorkspace::isSidePaneBeside() const
{
    return m_splitter->orientation() == Qt::Horizontal;
}

void LabWorkspace::placeSidePane()
{
    if (!isSidePaneOpen())
        return;
    // The room is the shell's scroll area's (this workspace's parent), which would scroll
    // sideways rather than squeeze the lab: when the lab and the pane do not fit side by side
    // (presenter mode's larger text at 1280x800), the pane goes under the lab, and the page
    // scrolls downwards only.
    const int room = parentWidget() != nullptr ? parentWidget()->width() : width();
    const QMargins m = layout()->contentsMargins();
    const int beside = m.left() + m.right() + m_tabsColumn->minimumSizeHint().width() +
                       m_splitter->handleWidth() + m_sidePane->minimumSizeHint().width();
    const Qt::Orientation orientation = room >= beside ? Qt::Horizontal : Qt::Vertical;
    if (orientation == m_splitter->orientation())
        return;
    m_splitter->setOrientation(orientation);
    // Under the lab the pane keeps room for its instruction and a task or two.
    m_sidePane->setMinimumHeight(orientation == Qt::Vertical ? fontMetrics().height() * 16 : 0);
    updateGeometry();
}

void LabWorkspace::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    placeSidePane();
}

void LabWorkspace::setSidePaneOpen(bool open)
{
    m_paneToggle->setChecked(open);
}

bool LabWorkspace::isSidePaneOpen() const
{
    return m_sidePane != nullptr && m_paneToggle->isChecked();
}

QLabel* LabWorkspace::header() const
{
    return m_header;
}

QTabWidget* LabWorkspace::tabs() const
{
    return m_tabs;
}

TabStrip* LabWorkspace::tabStrip() const
{
    return m_tabs->strip();
}

QString LabWorkspace::scenarioHeader(const std::string& title, const std::string& description)
{
    return tr("<b>Scenario:</b> %1. %2")
        .arg(scenarioText(title).toHtmlEscaped(), scenarioText(description).toHtmlEscaped());
}

void LabWorkspace::showHeader(const QString& text, const QStringList& others)
{
    m_header->setAlternatives(others);
    m_header->setText(text);
}

void LabWorkspace::showScenario(const std::string& title, const std::string& description)
{
    showHeader(scenarioHeader(title, description));
}

void LabWorkspace::showPageSummary(const QString& title, const QString& summary)
{
    showHeader(pageHeader(title, summary));
}

QString LabWorkspace::pageHeader(const QString& title, const QString& summary)
{
    // The tab's title without its mnemonic ("RDMA &WRITE"; "&&" is a literal ampersand).
    QString name = title;
    name.replace(QStringLiteral("&&"), QStringLiteral("\x01")).remove(QLatin1Char('&'));
    name.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    //: The header above a page that does not play the scenario: its title, what it shows
    return tr("<b>%1:</b> %2").arg(name.toHtmlEscaped(), summary.toHtmlEscaped());
}

int LabWorkspace::heightForWidth(int width) const
{
    const QMargins m = layout()->contentsMargins();
    const int spacing = layout()->spacing();
    const int inner = width - m.left() - m.right();
    const int toggle = !m_paneToggle->isHidden() ? m_paneToggle->sizeHint().width() + spacing : 0;
    const int header = std::max(m_header->heightForWidth(inner - toggle),
                                !m_paneToggle->isHidden() ? m_paneToggle->sizeHint().height() : 0);
    // Beside the tabs the pane takes the splitter's second part of the width; under them,
    // its own height.
    int tabsWidth = inner;
    int pane = 0;
    const bool open = isSidePaneOpen();
    if (open && isSidePaneBeside()) {
        const QList<int> sizes = m_splitter->sizes();
        const int paneWidth =
            sizes.value(1) > 0 ? sizes.value(1) : m_sidePane->minimumSizeHint().width();
        tabsWidth = std::max(1, inner - paneWidth - m_splitter->handleWidth());
        pane = m_sidePane->minimumSizeHint().height();
    }
    const int tabs =
        m_tabs->strip()->heightForWidth(tabsWidth) + spacing + m_tabs->minimumSizeHint().height();
    const int body = open && !isSidePaneBeside()
                         ? tabs + m_splitter->handleWidth() + m_sidePane->minimumSizeHint().height()
                         : std::max(tabs, pane);
    return m.top() + m.bottom() + header + spacing + body;
}

core::scenario::Scenario readPresetResource(const QString& resourcePath,
                                            const std::vector<core::scenario::ModelEntry>& registry)
{
    QFile file(resourcePath);
    if (!file.open(QIODevice::ReadOnly))
        throw core::Error("cannot read the preset " + resourcePath.toStdString());
    return core::scenario::parseScenario(file.readAll().toStdString(), resourcePath.toStdString(),
                                         registry);
}

} // namespace ailab::labs
