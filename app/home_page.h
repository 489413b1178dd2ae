#pragma once

#include <QWidget>

class QLabel;
class QLayout;

namespace ailab::app {

class LabRegistry;

// The page shown when no lab is open: what the program is, one button per lab and the
// first steps.
class HomePage : public QWidget
{
    Q_OBJECT
public:
    explicit HomePage(const LabRegistry& registry, QWidget* parent = nullptr);

Q_SIGNALS:
    void labRequested(const QString& id);

protected:
    void changeEvent(QEvent* event) override;

private:
    // The page's widest line, in average characters.
    static constexpr int kMaximumLineChars = 150;

    void retranslate();
    void applyFonts();

    const LabRegistry& m_registry;
    QLabel* m_title = nullptr;
    QLabel* m_intro = nullptr;
    QLabel* m_steps = nullptr;
    QWidget* m_content = nullptr;
    QLayout* m_labList = nullptr;
};

} // namespace ailab::app
