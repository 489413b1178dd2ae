#pragma once

// The texts a window shows only in part (docs/architecture.md, "What users can expect", 8):
// a label, button, check box, combo box or group box narrower than its size hint (a tile's
// title, value and detail are labels), a word-wrapped label or button (a command link, a card)
// shorter than its text needs, and a table header narrower than its section's text.
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QStringList>
#include <QWidget>

namespace ailab::tests {

inline QString describeWidget(const QWidget* w, const QString& text)
{
    QString path;
    for (const QWidget* p = w; p != nullptr && path.count(QLatin1Char('/')) < 3;
         p = p->parentWidget()) {
        if (!p->objectName().isEmpty())
            path.prepend(p->objectName() + QLatin1Char('/'));
    }
    return QStringLiteral("%1 %2\"%3\" %4x%5")
        .arg(QLatin1String(w->metaObject()->className()), path, text.left(60))
        .arg(w->width())
        .arg(w->height());
}

// One line per text that is cut: what it is, its text, its size and the size it needs.
inline QStringList clippedTexts(QWidget* root)
{
    constexpr int kSlack = 1; // rounding of fractional font metrics
    QStringList out;
    const auto report = [&out](const QWidget* w, const QString& text, QSize need) {
        out << describeWidget(w, text) +
                   QStringLiteral(", needs %1x%2").arg(need.width()).arg(need.height());
    };
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (!w->isVisible() || w->window() != root->window())
            continue;
        if (auto* label = qobject_cast<QLabel*>(w)) {
            if (label->text().isEmpty())
                continue;
            if (label->wordWrap()) {
                const int need = label->heightForWidth(label->width());
                if (label->height() + kSlack < need)
                    report(label, label->text(), QSize(label->width(), need));
            } else {
                const QSize need = label->sizeHint();
                if (label->width() + kSlack < need.width() ||
                    label->height() + kSlack < need.height())
                    report(label, label->text(), need);
            }
        } else if (auto* button = qobject_cast<QAbstractButton*>(w)) {
            if (button->text().isEmpty())
                continue;
            if (button->hasHeightForWidth()) { // a command link or a card: its text wraps
                const int need = button->heightForWidth(button->width());
                if (button->height() + kSlack < need ||
                    button->width() + kSlack < button->minimumSizeHint().width())
                    report(button, button->text(), QSize(button->minimumSizeHint().width(), need));
                continue;
            }
            const QSize need = button->sizeHint();
            if (button->width() + kSlack < need.width())
                report(button, button->text(), need);
        } else if (auto* combo = qobject_cast<QComboBox*>(w)) {
            const QSize need = combo->sizeHint();
            if (combo->width() + kSlack < need.width())
                report(combo, combo->currentText(), need);
        } else if (auto* group = qobject_cast<QGroupBox*>(w)) {
            const QSize need = group->minimumSizeHint();
            if (!group->title().isEmpty() && group->width() + kSlack < need.width())
                report(group, group->title(), need);
        } else if (auto* header = qobject_cast<QHeaderView*>(w)) {
            if (header->orientation() != Qt::Horizontal || header->model() == nullptr)
                continue;
            for (int section = 0; section < header->count(); ++section) {
                if (header->isSectionHidden(section))
                    continue;
                const int need = header->sectionSizeHint(section);
                if (header->sectionSize(section) + kSlack < need)
                    report(header,
                           header->model()
                               ->headerData(section, Qt::Horizontal, Qt::DisplayRole)
                               .toString(),
                           QSize(need, header->height()));
            }
        }
    }
    return out;
}

} // namespace ailab::tests
