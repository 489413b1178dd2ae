#pragma once

class QLabel;
class QString;
class QWidget;

namespace ailab::labs {

// A field with its label before it, as one widget: in a FlowLayout of controls a row may
// wrap between two fields but never between a label and its field. The label is the
// field's buddy, so its mnemonic moves the focus to the field.
QWidget* labelledField(const QString& text, QWidget* field, QWidget* parent);
// The same with a label made by the caller (it changes its text later).
QWidget* labelledField(QLabel* label, QWidget* field, QWidget* parent);

} // namespace ailab::labs
