#pragma once

#include <QWidget>

class QTextBrowser;
class QToolButton;

namespace ailab::app {

// The help that ships with the program (resources/help/*.html, no network): an index page
// and one page per lab, with back, forward and home.
class HelpWindow : public QWidget
{
    Q_OBJECT
public:
    explicit HelpWindow(QWidget* parent = nullptr);

    // The lab's page if there is one, else the index.
    void showTopic(const QString& labId);
    QTextBrowser* browser() const { return m_browser; }

    // "qrc:/help/<id>.html" when it exists, else the index; in German "qrc:/help/de/...".
    static QUrl pageFor(const QString& labId);

private:
    QTextBrowser* m_browser = nullptr;
    QToolButton* m_back = nullptr;
    QToolButton* m_forward = nullptr;
    QToolButton* m_home = nullptr;
};

} // namespace ailab::app
