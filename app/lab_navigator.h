#pragma once

#include <QWidget>

class QListView;
class QStyleOptionViewItem;
class QStandardItemModel;

namespace ailab::app {

class LabRegistry;
class NavigatorDelegate;

// The list of labs on the left: icon, title and summary per lab (the summary wraps, never
// cut), with "Home" on top. Keyboard: arrows move, the selection opens the lab. In compact
// mode (presenter mode) the rows show the icon alone; the title and summary are its tooltip.
class LabNavigator : public QWidget
{
    Q_OBJECT
public:
    explicit LabNavigator(const LabRegistry& registry, QWidget* parent = nullptr);

    // Selects the row of id ("" = home) without emitting labSelected.
    void setCurrentLab(const QString& id);
    QString currentLab() const;
    void setCompact(bool compact);
    bool isCompact() const { return m_compact; }
    QListView* view() const { return m_view; }
    // Whether the row shows its title and summary (compact: its icon) whole.
    bool showsWholeText(int row) const;

Q_SIGNALS:
    // The user chose a lab; "" is the home page.
    void labSelected(const QString& id);

protected:
    void changeEvent(QEvent* event) override;

private:
    void populate();
    void updateWidth();
    QStyleOptionViewItem rowOption() const;

    const LabRegistry& m_registry;
    QListView* m_view = nullptr;
    QStandardItemModel* m_model = nullptr;
    NavigatorDelegate* m_delegate = nullptr;
    bool m_compact = false;
    bool m_silent = false;
};

} // namespace ailab::app
