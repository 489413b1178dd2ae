#pragma once

#include <QCoreApplication>
#include <QList>
#include <QPointer>
#include <QString>
#include <string>
#include <vector>

class QWidget;

// Which field of the scenario's model a lab's widget edits (docs/architecture.md, "Activity
// files"): a lab tags its controls with the field's JSON pointer ("/fabric/spines"), so that
// an activity that locks or hides a field ("/fabric", "/fabric/nicGbps") locks or hides the
// widgets that edit it or anything under it.
namespace ailab::labs {

void tagModelControl(QWidget* widget, const QString& pointer);
QString modelControlOf(const QWidget* widget);

// An activity's locks and hides on a lab's widgets, undone by clear() (the next activity).
// A locked widget is disabled and says why in its tooltip; a hidden one and the label that
// names it (its buddy) are hidden.
class ModelControlLocks
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::ModelControlLocks)
public:
    void apply(QWidget* root, const std::vector<std::string>& locked,
               const std::vector<std::string>& hidden);
    void clear();
    int lockedCount() const { return int(m_locked.size()); }
    int hiddenCount() const { return int(m_hidden.size()); }

private:
    struct Locked
    {
        QPointer<QWidget> widget;
        QString toolTip;
    };
    std::vector<Locked> m_locked;
    QList<QPointer<QWidget>> m_hidden;
};

} // namespace ailab::labs
