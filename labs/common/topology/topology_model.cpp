#include "labs/common/topology/topology_model.h"

#include <algorithm>
#include <cmath>

namespace ailab::labs {

namespace {

int percent(double utilisation)
{
    return std::isfinite(utilisation) ? static_cast<int>(std::lround(utilisation * 100.0)) : 0;
}

bool sameNodeState(const TopologyNode& a, const TopologyNode& b)
{
    return a.status == b.status && a.detail == b.detail && a.label == b.label &&
           percent(a.utilisation) == percent(b.utilisation) &&
           (a.utilisation < 0.0) == (b.utilisation < 0.0);
}

bool sameLinkState(const TopologyLink& a, const TopologyLink& b)
{
    return a.status == b.status && a.detail == b.detail && a.capacityText == b.capacityText &&
           percent(a.utilisation) == percent(b.utilisation);
}

} // namespace

TopologyTableModel::TopologyTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void TopologyTableModel::setTopology(const TopologySnapshot& snapshot)
{
    beginResetModel();
    m_nodes = snapshot.nodes;
    m_links = snapshot.links;
    m_nodeLabels.clear();
    for (const TopologyNode& node : m_nodes)
        m_nodeLabels.insert(node.id, node.label.isEmpty() ? node.id : node.label);
    endResetModel();
}

void TopologyTableModel::updateState(const TopologySnapshot& snapshot)
{
    int first = -1;
    int last = -1;
    auto mark = [&first, &last](int row) {
        first = first < 0 ? row : std::min(first, row);
        last = std::max(last, row);
    };
    for (qsizetype i = 0; i < snapshot.nodes.size(); ++i) {
        const TopologyNode& incoming = snapshot.nodes[i];
        const int at =
            i < m_nodes.size() && m_nodes[i].id == incoming.id ? int(i) : rowOf(incoming.id);
        if (at < 0 || at >= m_nodes.size() || sameNodeState(m_nodes[at], incoming))
            continue;
        TopologyNode& stored = m_nodes[at];
        stored.status = incoming.status;
        stored.detail = incoming.detail;
        stored.label = incoming.label;
        stored.utilisation = incoming.utilisation;
        mark(at);
    }
    const int nodeRows = static_cast<int>(m_nodes.size());
    for (qsizetype i = 0; i < snapshot.links.size(); ++i) {
        const TopologyLink& incoming = snapshot.links[i];
        int at = i < m_links.size() && m_links[i].id == incoming.id ? int(i) : -1;
        if (at < 0) {
            const int row = rowOf(incoming.id);
            at = row >= nodeRows ? row - nodeRows : -1;
        }
        if (at < 0 || sameLinkState(m_links[at], incoming))
            continue;
        TopologyLink& stored = m_links[at];
        stored.status = incoming.status;
        stored.detail = incoming.detail;
        stored.utilisation = incoming.utilisation;
        stored.capacityText = incoming.capacityText;
        stored.capacity = incoming.capacity;
        mark(nodeRows + at);
    }
    if (first >= 0)
        emit dataChanged(index(first, 0), index(last, ColumnCount - 1));
}

int TopologyTableModel::rowOf(const QString& id) const
{
    for (qsizetype i = 0; i < m_nodes.size(); ++i) {
        if (m_nodes[i].id == id)
            return static_cast<int>(i);
    }
    for (qsizetype i = 0; i < m_links.size(); ++i) {
        if (m_links[i].id == id)
            return static_cast<int>(m_nodes.size() + i);
    }
    return -1;
}

QString TopologyTableModel::idAt(int row) const
{
    if (row < 0)
        return QString();
    if (row < m_nodes.size())
        return m_nodes[row].id;
    row -= static_cast<int>(m_nodes.size());
    return row < m_links.size() ? m_links[row].id : QString();
}

int TopologyTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_nodes.size() + m_links.size());
}

int TopologyTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TopologyTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return QVariant();
    const int row = index.row();
    const bool isNode = row < m_nodes.size();
    if (role == IdRole)
        return idAt(row);
    const Status status = isNode ? m_nodes[row].status : m_links[row - m_nodes.size()].status;
    if (role == Qt::DecorationRole && index.column() == StatusColumn)
        return style::statusIcon(status);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole && role != Qt::AccessibleTextRole)
        return QVariant();
    if (isNode) {
        const TopologyNode& node = m_nodes[row];
        switch (index.column()) {
        case ElementColumn:
            return tr("Node");
        case KindColumn:
            return node.kind;
        case NameColumn:
            return node.label.isEmpty() ? node.id : node.label;
        case StatusColumn:
            return style::statusText(node.status);
        case LoadColumn:
            return node.utilisation >= 0.0 ? style::loadText(node.utilisation) : QString();
        case CapacityColumn:
            return QString();
        case DetailColumn:
            return node.detail;
        default:
            return QVariant();
        }
    }
    const TopologyLink& link = m_links[row - m_nodes.size()];
    switch (index.column()) {
    case ElementColumn:
        return tr("Link");
    case KindColumn:
        return tr("link");
    case NameColumn:
        //: A link between two nodes, e.g. "GPU 0 – NVSwitch"
        return tr("%1 – %2").arg(m_nodeLabels.value(link.from, link.from),
                                 m_nodeLabels.value(link.to, link.to));
    case StatusColumn:
        return style::statusText(link.status);
    case LoadColumn:
        return style::loadText(link.utilisation);
    case CapacityColumn:
        return link.capacityText;
    case DetailColumn:
        return link.detail;
    default:
        return QVariant();
    }
}

QVariant TopologyTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ElementColumn:
        return tr("Element");
    case KindColumn:
        return tr("Kind");
    case NameColumn:
        return tr("Name");
    case StatusColumn:
        return tr("Status");
    case LoadColumn:
        return tr("Load");
    case CapacityColumn:
        return tr("Capacity");
    case DetailColumn:
        return tr("Detail");
    default:
        return QVariant();
    }
}

} // namespace ailab::labs
