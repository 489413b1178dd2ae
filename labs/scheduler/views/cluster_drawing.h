#pragma once

#include <QString>
#include <QVector>
#include <QWidget>

class QStandardItemModel;

namespace ailab::labs::scheduler {

// The cluster as the course draws it: one row per node, one cell per GPU, each cell split
// among the jobs that hold a share of it (a milli-GPU fraction or MIG slices), every share
// with its job's name, colour and pattern; idle shares outlined, a failed node crossed
// out and labelled. Click or the arrow keys select a node. The same data as a table in
// tableModel() (DataTableToggle).
class ClusterDrawing : public QWidget
{
    Q_OBJECT
public:
    struct Share
    {
        std::size_t job = 0;
        QString name;
        double fraction = 0; // of the GPU
        QString amount;      // "0.47", "2g", "" for a whole GPU
        friend bool operator==(const Share&, const Share&) = default;
    };
    struct Gpu
    {
        QVector<Share> shares;
        friend bool operator==(const Gpu&, const Gpu&) = default;
    };
    struct Node
    {
        QString name;
        QString detail; // "H100 · leaf 1"
        bool up = true;
        QVector<Gpu> gpus;
        friend bool operator==(const Node&, const Node&) = default;
    };

    explicit ClusterDrawing(QWidget* parent = nullptr);

    void setNodes(const QVector<Node>& nodes);
    const QVector<Node>& nodes() const { return m_nodes; }
    QStandardItemModel* tableModel() const { return m_model; }

    int selectedNode() const { return m_selected; }
    void setSelectedNode(int node);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void nodeSelected(int node);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Metrics
    {
        int header = 0, cell = 0, row = 0, gap = 0;
    };
    Metrics metrics() const;
    void fillTable();

    QVector<Node> m_nodes;
    QStandardItemModel* m_model = nullptr;
    int m_selected = 0;
};

} // namespace ailab::labs::scheduler
