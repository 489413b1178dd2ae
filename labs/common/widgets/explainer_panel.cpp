#include "labs/common/widgets/explainer_panel.h"

#include "labs/common/widgets/palette.h"

#include <QEvent>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <algorithm>

namespace ailab::labs {

ExplainerPanel::ExplainerPanel(QWidget* parent)
    : QWidget(parent)
{
    m_browser = new QTextBrowser(this);
    // Offline: links never open a browser or load a resource from outside.
    m_browser->setOpenLinks(false);
    m_browser->setOpenExternalLinks(false);
    m_browser->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard |
                                       Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    m_browser->setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    setFocusProxy(m_browser);
    render();
}

void ExplainerPanel::setContent(const ExplainerContent& content)
{
    m_content = content;
    render();
}

void ExplainerPanel::clear()
{
    m_content = ExplainerContent();
    render();
}

QString ExplainerPanel::html() const
{
    const QPalette pal = palette();
    const QString badgeColour = style::statusColor(Status::Congested, pal).name();
    const QString mutedColour = pal.color(QPalette::PlaceholderText).name();
    const QString codeBackground = pal.color(QPalette::AlternateBase).name();
    QString out;
    if (!m_content.title.isEmpty())
        out += QStringLiteral("<h3>%1</h3>").arg(m_content.title.toHtmlEscaped());
    if (!m_content.conceptText.isEmpty())
        out += QStringLiteral("<div>%1</div>").arg(m_content.conceptText);
    if (!m_content.formula.isEmpty()) {
        out += QStringLiteral("<h4>%1</h4>").arg(tr("Formula in use").toHtmlEscaped());
        out += QStringLiteral("<table cellpadding=\"6\" width=\"100%\"><tr>"
                              "<td bgcolor=\"%1\"><b>%2</b></td></tr></table>")
                   .arg(codeBackground, m_content.formula);
    }
    if (!m_content.inputs.isEmpty()) {
        out += QStringLiteral("<h4>%1</h4>").arg(tr("Inputs").toHtmlEscaped());
        out += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">");
        for (const ExplainerInput& input : m_content.inputs) {
            QString source = input.source.toHtmlEscaped();
            if (input.teachingAssumption) {
                // A badge in words and colour: the value is a simplification for teaching.
                source = QStringLiteral("<span style=\"background-color:%1; color:#000000;\">"
                                        "&nbsp;&#9888; %2&nbsp;</span> %3")
                             .arg(badgeColour, tr("teaching assumption").toHtmlEscaped(), source);
            }
            out += QStringLiteral("<tr><td>%1</td><td><b>%2</b></td>"
                                  "<td><span style=\"color:%3;\">%4</span></td></tr>")
                       .arg(input.name.toHtmlEscaped(), input.value.toHtmlEscaped(), mutedColour,
                            source);
        }
        out += QStringLiteral("</table>");
    }
    if (!m_content.sources.isEmpty()) {
        out += QStringLiteral("<h4>%1</h4><ul>").arg(tr("Sources").toHtmlEscaped());
        for (const QString& source : m_content.sources)
            out += QStringLiteral("<li>%1</li>").arg(source.toHtmlEscaped());
        out += QStringLiteral("</ul>");
    }
    if (out.isEmpty())
        out =
            QStringLiteral("<p>%1</p>")
                .arg(tr("Select an element to see how its figures are computed.").toHtmlEscaped());
    return out;
}

QSize ExplainerPanel::minimumSizeHint() const
{
    constexpr int kReadableChars = 24;
    QSize hint = QWidget::minimumSizeHint();
    hint.setWidth(std::max(hint.width(), fontMetrics().averageCharWidth() * kReadableChars));
    return hint;
}

void ExplainerPanel::changeEvent(QEvent* event)
{
    switch (event->type()) {
    case QEvent::PaletteChange:
    case QEvent::ApplicationPaletteChange:
    case QEvent::LanguageChange:
        render();
        break;
    default:
        break;
    }
    QWidget::changeEvent(event);
}

void ExplainerPanel::render()
{
    m_browser->setHtml(html());
    const QString name = m_content.title.isEmpty() ? tr("Explanation")
                                                   //: %1 is the title of the explained figure
                                                   : tr("Explanation: %1").arg(m_content.title);
    m_browser->setAccessibleName(name);
    setAccessibleName(name);
}

} // namespace ailab::labs
