#include "labs/common/widgets/wrapped_label.h"

#include <QLabel>

namespace ailab::labs {

QLabel* wrappedLabel(QWidget* parent, Qt::TextFormat format)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(format);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace ailab::labs
