#include "labs/common/skeleton/model_controls.h"

#include <QLabel>
#include <QVariant>
#include <QWidget>

namespace ailab::labs {

namespace {

constexpr const char* kProperty = "ailabModelControl";

// A rule "/fabric" covers "/fabric" and "/fabric/spines", never "/fabrics".
bool covers(const std::vector<std::string>& rules, const QString& pointer)
{
    const std::string p = pointer.toStdString();
    for (const std::string& rule : rules) {
        if (p == rule || (p.size() > rule.size() && p.compare(0, rule.size(), rule) == 0 &&
                          p[rule.size()] == '/'))
            return true;
    }
    return false;
}

} // namespace

void tagModelControl(QWidget* widget, const QString& pointer)
{
    widget->setProperty(kProperty, pointer);
}

QString modelControlOf(const QWidget* widget)
{
    return widget->property(kProperty).toString();
}

void ModelControlLocks::apply(QWidget* root, const std::vector<std::string>& locked,
                              const std::vector<std::string>& hidden)
{
    clear();
    if (root == nullptr || (locked.empty() && hidden.empty()))
        return;
    const QList<QLabel*> labels = root->findChildren<QLabel*>();
    for (QWidget* widget : root->findChildren<QWidget*>()) {
        const QString pointer = modelControlOf(widget);
        if (pointer.isEmpty())
            continue;
        if (covers(hidden, pointer)) {
            m_hidden << widget;
            for (QLabel* label : labels) {
                if (label->buddy() == widget && !label->isHidden())
                    m_hidden << label;
            }
        } else if (covers(locked, pointer) && widget->isEnabled()) {
            m_locked.push_back({widget, widget->toolTip()});
        }
    }
    for (const QPointer<QWidget>& widget : m_hidden)
        widget->hide();
    for (const Locked& l : m_locked) {
        l.widget->setEnabled(false);
        l.widget->setToolTip(tr("The activity keeps this setting as it starts."));
    }
}

void ModelControlLocks::clear()
{
    for (const Locked& l : m_locked) {
        if (l.widget) {
            l.widget->setEnabled(true);
            l.widget->setToolTip(l.toolTip);
        }
    }
    for (const QPointer<QWidget>& widget : m_hidden) {
        if (widget)
            widget->show();
    }
    m_locked.clear();
    m_hidden.clear();
}

} // namespace ailab::labs
