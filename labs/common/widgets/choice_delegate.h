#pragma once

#include <QList>
#include <QPair>
#include <QStyledItemDelegate>
#include <QVariant>

namespace ailab::labs {

// A table column whose cells each hold one of a fixed list of choices (a value shown as its
// text), edited with a drop-down the table opens: by a double click, or from the keyboard
// with F2 or any key on the current cell, so the table stays one Tab stop and the choice is
// made without a mouse. A cell widget in its place takes no focus ring inside the table and
// is reachable only with the mouse. The cell keeps the value in `valueRole` and shows its text.
class ChoiceDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using Choice = QPair<QString, QVariant>; // text for people, value

    explicit ChoiceDelegate(int valueRole, QObject* parent = nullptr);

    // The choices, in the order the drop-down lists them; a cell whose value is among them
    // shows that choice's text (call again after a language change, then refresh(table)).
    void setChoices(const QList<Choice>& choices);
    const QList<Choice>& choices() const { return m_choices; }
    QString textOf(const QVariant& value) const;

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;
    void updateEditorGeometry(QWidget* editor, const QStyleOptionViewItem& option,
                              const QModelIndex& index) const override;

private:
    int m_valueRole;
    QList<Choice> m_choices;
};

} // namespace ailab::labs
