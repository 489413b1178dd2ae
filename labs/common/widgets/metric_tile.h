#pragma once

#include "labs/common/widgets/palette.h"

#include <QFrame>
#include <optional>

class QLabel;

namespace ailab::labs {

// One key figure: a title, the value in large type, a unit/detail line and an optional
// status shown as a coloured bar, an icon and a word (never colour alone). The value text
// comes from a core model's formatting; the tile only shows it.
class MetricTile : public QFrame
{
    Q_OBJECT
public:
    explicit MetricTile(const QString& title = QString(), QWidget* parent = nullptr);

    void setTitle(const QString& title);
    QString title() const { return m_titleText; }
    // value "1.75", unit "GB" (may be empty).
    void setValue(const QString& value, const QString& unit = QString());
    QString value() const { return m_valueText; }
    QString unit() const { return m_unitText; }
    // A second line under the value, e.g. "2(N-1)/N x S".
    void setDetail(const QString& detail);
    QString detail() const { return m_detailText; }
    void setStatus(Status status);
    void clearStatus();
    std::optional<Status> status() const { return m_status; }
    // Tooltip with the explanation of the figure.
    void setExplanation(const QString& text);

protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void updateTexts();
    void applyFonts();

    QLabel* m_title = nullptr;
    QLabel* m_value = nullptr;
    QLabel* m_unit = nullptr;
    QLabel* m_detail = nullptr;
    QLabel* m_statusIcon = nullptr;
    QLabel* m_statusText = nullptr;
    QString m_titleText;
    QString m_valueText;
    QString m_unitText;
    QString m_detailText;
    QString m_explanation;
    std::optional<Status> m_status;
};

} // namespace ailab::labs
