#include "labs/common/skeleton/lab_workspace.h"

#include "core/error.h"
#include "core/scenario/scenario_loader.h"
#include "labs/common/skeleton/scenario_text.h"
#include "labs/common/widgets/tab_strip.h"

#include <QFile>
#include <QLabel>
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
{
    m_header->setWordWrap(true);
    m_header->setObjectName(QStringLiteral("labHeader"));
    m_header->setAlignment(Qt::AlignLeft | Qt::AlignTop); // a shorter text at the top
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_header);
    layout->addWidget(m_tabs->strip());
    layout->addWidget(m_tabs, 1);
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
    const int inner = width - m.left() - m.right();
    return m.top() + m.bottom() + m_header->heightForWidth(inner) + layout()->spacing() +
           m_tabs->strip()->heightForWidth(inner) + layout()->spacing() +
           m_tabs->minimumSizeHint().height();
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
