#include "labs/common/skeleton/lab_workspace.h"

#include "core/error.h"
#include "core/scenario/scenario_loader.h"
#include "labs/common/skeleton/scenario_text.h"

#include <QFile>
#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>

namespace ailab::labs {

LabWorkspace::LabWorkspace(QWidget* parent)
    : QWidget(parent)
    , m_header(new QLabel(this))
    , m_tabs(new QTabWidget(this))
{
    m_header->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_header);
    layout->addWidget(m_tabs, 1);
}

void LabWorkspace::showScenario(const std::string& title, const std::string& description)
{
    m_header->setText(
        tr("<b>Scenario:</b> %1. %2")
            .arg(scenarioText(title).toHtmlEscaped(), scenarioText(description).toHtmlEscaped()));
}

void LabWorkspace::showPageSummary(const QString& title, const QString& summary)
{
    // The tab's title without its mnemonic ("RDMA &WRITE"; "&&" is a literal ampersand).
    QString name = title;
    name.replace(QStringLiteral("&&"), QStringLiteral("\x01")).remove(QLatin1Char('&'));
    name.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    //: The header above a page that does not play the scenario: its title, what it shows
    m_header->setText(tr("<b>%1:</b> %2").arg(name.toHtmlEscaped(), summary.toHtmlEscaped()));
}

int LabWorkspace::heightForWidth(int width) const
{
    const QMargins m = layout()->contentsMargins();
    const int inner = width - m.left() - m.right();
    return m.top() + m.bottom() + m_header->heightForWidth(inner) + layout()->spacing() +
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
