#pragma once

#include "labs/common/skeleton/lab_page.h"

class QTableWidget;
class QLabel;

namespace ailab::labs::stack {

class StackSession;

// Training versus inference side by side: the seed's rows (objective, compute behaviour,
// network focus, storage focus) and, where a model exists, its numbers.
class ComparePage : public LabPage
{
    Q_OBJECT
public:
    ComparePage(StackSession& session, QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void fitAspectColumn();

    StackSession& m_session;
    QTableWidget* m_table = nullptr;
    QLabel* m_note = nullptr;
};

} // namespace ailab::labs::stack
