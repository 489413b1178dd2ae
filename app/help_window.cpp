#include "app/help_window.h"

#include <QFile>
#include <QHBoxLayout>
#include <QLocale>
#include <QStyle>
#include <QTextBrowser>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

namespace ailab::app {

namespace {
// The help pages in the chosen language: ":/help/<language>/" when the program has them
// (German in resources/help/de/), else the English ones in ":/help/".
QString helpFolder()
{
    const QString language = QLocale().name().section(QLatin1Char('_'), 0, 0);
    const QString translated = QStringLiteral(":/help/%1/").arg(language);
    return QFile::exists(translated + QStringLiteral("index.html")) ? translated
                                                                    : QStringLiteral(":/help/");
}

QUrl helpPage(const QString& file)
{
    return QUrl(QStringLiteral("qrc") + helpFolder() + file);
}
} // namespace

HelpWindow::HelpWindow(QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("helpWindow"));
    setWindowTitle(tr("AI Infra Lab Help"));
    auto* bar = new QHBoxLayout;
    auto makeButton = [this, bar](QStyle::StandardPixmap icon, const QString& text) {
        auto* button = new QToolButton(this);
        button->setIcon(style()->standardIcon(icon));
        button->setText(text);
        button->setToolTip(text);
        button->setAccessibleName(text);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        bar->addWidget(button);
        return button;
    };
    m_back = makeButton(QStyle::SP_ArrowBack, tr("Back"));
    m_forward = makeButton(QStyle::SP_ArrowForward, tr("Forward"));
    m_home = makeButton(QStyle::SP_DirHomeIcon, tr("Contents"));
    bar->addStretch(1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_browser);
    m_browser->setOpenExternalLinks(true);
    m_browser->setAccessibleName(tr("Help text"));

    m_back->setEnabled(false);
    m_forward->setEnabled(false);
    connect(m_back, &QToolButton::clicked, m_browser, &QTextBrowser::backward);
    connect(m_forward, &QToolButton::clicked, m_browser, &QTextBrowser::forward);
    connect(m_home, &QToolButton::clicked, this,
            [this] { m_browser->setSource(helpPage(QStringLiteral("index.html"))); });
    connect(m_browser, &QTextBrowser::backwardAvailable, m_back, &QToolButton::setEnabled);
    connect(m_browser, &QTextBrowser::forwardAvailable, m_forward, &QToolButton::setEnabled);
    connect(m_browser, &QTextBrowser::sourceChanged, this, [this] {
        setWindowTitle(tr("%1 - AI Infra Lab Help").arg(m_browser->documentTitle()));
    });
    resize(720, 640);
}

QUrl HelpWindow::pageFor(const QString& labId)
{
    const QString page = labId + QStringLiteral(".html");
    if (!labId.isEmpty() && QFile::exists(helpFolder() + page))
        return helpPage(page);
    return helpPage(QStringLiteral("index.html"));
}

void HelpWindow::showTopic(const QString& labId)
{
    m_browser->setSource(pageFor(labId));
    show();
    raise();
    activateWindow();
}

} // namespace ailab::app
