#include "labs/common/widgets/labelled_field.h"

#include <QHBoxLayout>
#include <QLabel>

namespace ailab::labs {

QWidget* labelledField(const QString& text, QWidget* field, QWidget* parent)
{
    return labelledField(new QLabel(text), field, parent);
}

QWidget* labelledField(QLabel* label, QWidget* field, QWidget* parent)
{
    auto* pair = new QWidget(parent);
    auto* row = new QHBoxLayout(pair);
    row->setContentsMargins(0, 0, 0, 0);
    label->setParent(pair);
    field->setParent(pair);
    label->setBuddy(field);
    // A row the flow widens leaves the room after the field: the label stays by its field,
    // and a field alone on its row is not stretched across the page.
    row->addWidget(label);
    row->addWidget(field);
    row->addStretch(1);
    return pair;
}

} // namespace ailab::labs
