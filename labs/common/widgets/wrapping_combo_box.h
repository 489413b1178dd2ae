#pragma once

#include <QComboBox>

namespace ailab::labs {

// A combo box for long choices (a hypothesis, a response): its list opens inside the window
// it belongs to and wraps its items there, instead of growing as wide as the longest item
// and running off the window (or the projector's screen) as QComboBox's does.
class WrappingComboBox : public QComboBox
{
    Q_OBJECT
public:
    explicit WrappingComboBox(QWidget* parent = nullptr);

    void showPopup() override;
};

} // namespace ailab::labs
