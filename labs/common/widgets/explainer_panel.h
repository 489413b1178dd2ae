#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>

class QTextBrowser;

namespace ailab::labs {

// One input of the formula in use, with where its value comes from.
struct ExplainerInput
{
    QString name;                    // "Ring size N"
    QString value;                   // "8 GPUs", formatted by the core
    QString source;                  // "scenario", "catalog: H100 SXM datasheet", ...
    bool teachingAssumption = false; // shown with a "teaching assumption" badge
};

// What the explainer beside a model shows (docs/architecture.md, "What users can expect", 4).
struct ExplainerContent
{
    QString title;
    QString
        conceptText; // the concept, rich text (a small HTML subset); "concept" is a C++20 keyword
    QString formula; // plain text or simple HTML, e.g. "2(N&minus;1)/N &times; S"
    QList<ExplainerInput> inputs;
    QStringList sources; // citations of the formula and defaults
};

// The concept, the formula in use, its inputs and their sources, in a read-only text
// browser. Text is selectable; links never open anything (the program works offline).
class ExplainerPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ExplainerPanel(QWidget* parent = nullptr);

    void setContent(const ExplainerContent& content);
    const ExplainerContent& content() const { return m_content; }
    void clear();
    // The generated HTML (also what the browser shows).
    QString html() const;
    QTextBrowser* browser() const { return m_browser; }

    // A line of a couple of dozen characters at least: squeezed narrower beside another
    // pane, its headings broke inside words; a WrappingSplitter puts it under the other.
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();

    QTextBrowser* m_browser = nullptr;
    ExplainerContent m_content;
};

} // namespace ailab::labs
