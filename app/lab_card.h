#pragma once

#include <QAbstractButton>

namespace ailab::app {

// One lab on the home page: its icon, its title in bold and its summary, wrapped to the
// card's width. A button (a click, Space or Enter opens the lab) in the application's font,
// so presenter mode and zoom scale it as they scale the text around it.
class LabCard : public QAbstractButton
{
    Q_OBJECT
public:
    LabCard(const QIcon& icon, const QString& title, const QString& summary,
            QWidget* parent = nullptr);

    QString summary() const { return m_summary; }
    // A line under the summary: the learner's activities in this lab (empty: none).
    void setProgressText(const QString& text);
    QString progressText() const { return m_progress; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    int margin() const;
    int iconExtent() const;
    QFont titleFont() const;
    // The title's and the summary's heights when wrapped to textWidth.
    int titleHeight(int textWidth) const;
    int summaryHeight(int textWidth) const;
    int progressHeight(int textWidth) const;
    int textWidthFor(int width) const;

    QString m_summary;
    QString m_progress;
};

} // namespace ailab::app
