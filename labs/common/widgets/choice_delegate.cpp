#include "labs/common/widgets/choice_delegate.h"

#include <QComboBox>

namespace ailab::labs {

ChoiceDelegate::ChoiceDelegate(int valueRole, QObject* parent)
    : QStyledItemDelegate(parent)
    , m_valueRole(valueRole)
{
}

void ChoiceDelegate::setChoices(const QList<Choice>& choices)
{
    m_choices = choices;
}

QString ChoiceDelegate::textOf(const QVariant& value) const
{
    for (const Choice& c : m_choices)
        if (c.second == value)
            return c.first;
    return {};
}

QWidget* ChoiceDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem&, const QModelIndex&) const
{
    auto* box = new QComboBox(parent);
    for (const Choice& c : m_choices)
        box->addItem(c.first, c.second);
    box->setAccessibleName(tr("Choose a value"));
    // A choice is taken as soon as it is made (a click in the list, or an arrow key on the
    // closed box); Enter, Tab or Escape then leave the cell.
    connect(box, &QComboBox::activated, this,
            [this, box] { emit const_cast<ChoiceDelegate*>(this)->commitData(box); });
    return box;
}

void ChoiceDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    auto* box = qobject_cast<QComboBox*>(editor);
    if (box == nullptr)
        return;
    box->setCurrentIndex(std::max(0, box->findData(index.data(m_valueRole))));
}

void ChoiceDelegate::setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const
{
    auto* box = qobject_cast<QComboBox*>(editor);
    if (box == nullptr || box->currentIndex() < 0)
        return;
    model->setData(index, box->currentData(), m_valueRole);
    model->setData(index, box->currentText(), Qt::DisplayRole);
}

void ChoiceDelegate::updateEditorGeometry(QWidget* editor, const QStyleOptionViewItem& option,
                                          const QModelIndex&) const
{
    editor->setGeometry(option.rect);
}

} // namespace ailab::labs
