#pragma once

#include "labs/common/widgets/palette.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

namespace ailab::labs {

// One box in a topology drawing: a GPU, a NIC, a switch, a server, a job stage...
// `kind` picks the drawn shape: "gpu", "cpu", "memory", "nic", "switch", "server",
// "storage", "rack", "job", "user"; any other kind is a plain box.
struct TopologyNode
{
    QString id;
    QString label;
    QString kind;
    // In layout units: 1.0 is one node pitch (a box plus its gap), so that a layout
    // scales with the font. (0, 0) is the top left; x grows to the right, y downwards.
    QPointF position;
    Status status = Status::Healthy;
    QString detail; // hover text and table column (translated by the lab)
    // 0..1 and above; below 0 means "no load shown" (a bar inside the box otherwise).
    double utilisation = -1.0;
};

// One connection between two nodes, drawn as a line coloured and patterned by its load,
// or by its status when that is Failed.
struct TopologyLink
{
    QString id;
    QString from;
    QString to;
    double capacity = 0.0; // model units (bits per second for network links)
    QString capacityText;  // for people, e.g. "400 Gb/s", from core formatting
    double utilisation = 0.0; // 0..1 and above
    Status status = Status::Healthy;
    QString detail;
    // Whether the line shows capacityText while idle; off where many links of one rate
    // would pile their labels up and the figure is given elsewhere (tooltip, inspector).
    bool labelCapacity = true;
};

// Something moving through the topology (a packet, a flow, a request), drawn as a token
// at `progress` (0..1) along the path of node ids.
struct TopologyFlow
{
    QString id;
    QStringList path;
    double progress = 0.0;
    QString label;
    int colourIndex = 0; // index into style::seriesColor()
};

struct TopologySnapshot
{
    QList<TopologyNode> nodes;
    QList<TopologyLink> links;
    QList<TopologyFlow> flows;
};

// The table view of a topology (docs/architecture.md, "What users can expect", 6): one row per
// node, then one row per link, with kind, name, status text, load and detail. Updated in place by
// updateState().
class TopologyTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        ElementColumn,
        KindColumn,
        NameColumn,
        StatusColumn,
        LoadColumn,
        CapacityColumn,
        DetailColumn,
        ColumnCount
    };
    // Data role with the element id of a row.
    static constexpr int IdRole = Qt::UserRole + 1;

    explicit TopologyTableModel(QObject* parent = nullptr);

    void setTopology(const TopologySnapshot& snapshot);
    // Same elements, new states: emits dataChanged only for rows that changed.
    void updateState(const TopologySnapshot& snapshot);

    int rowOf(const QString& id) const;
    QString idAt(int row) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<TopologyNode> m_nodes;
    QList<TopologyLink> m_links;
    QHash<QString, QString> m_nodeLabels;
};

} // namespace ailab::labs
