#pragma once

#include <Qt>

class QLabel;
class QWidget;

namespace ailab::labs {

// A label whose text wraps onto more lines and can be selected with the mouse (a learner
// copies a figure or a sentence): the pages' running text, at any width and font.
QLabel* wrappedLabel(QWidget* parent, Qt::TextFormat format = Qt::AutoText);

} // namespace ailab::labs
