#pragma once

#include "labs/common/skeleton/lab_page.h"

class QLabel;
class QSortFilterProxyModel;
class QTableView;
class QTreeWidget;

namespace ailab::labs {
class ExplainerPanel;
}

namespace ailab::labs::stack {

class CatalogTableModel;

// Explore mode: the stack as selectable layers (six building blocks, five physical
// layers); the selected one shows its role, key technologies, engineering insight and its
// seed table from the hardware catalog as a sortable table, with the explainer under it.
class ExplorePage : public LabPage
{
    Q_OBJECT
public:
    explicit ExplorePage(QWidget* parent = nullptr);

    void selectLayer(const QString& id);
    QString selectedLayer() const { return m_selected; }

    QTreeWidget* layerTree() const { return m_tree; }
    QTableView* tableView() const { return m_table; }
    QSortFilterProxyModel* proxyModel() const { return m_proxy; }
    CatalogTableModel* catalogModel() const { return m_model; }
    ExplainerPanel* explainer() const { return m_explainer; }

Q_SIGNALS:
    void layerSelected(const QString& id);

protected:
    void changeEvent(QEvent* event) override;

private:
    void fitTreeSize();
    void fitTableColumns();
    void showLayer(const QString& id);

    QTreeWidget* m_tree = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_role = nullptr;
    QLabel* m_technologies = nullptr;
    QLabel* m_insight = nullptr;
    QLabel* m_tableTitle = nullptr;
    QTableView* m_table = nullptr;
    CatalogTableModel* m_model = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    QString m_selected;
};

} // namespace ailab::labs::stack
