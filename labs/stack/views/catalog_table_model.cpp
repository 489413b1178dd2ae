#include "labs/stack/views/catalog_table_model.h"

#include "core/hw/catalog.h"
#include "labs/common/skeleton/core_text.h"
#include "labs/common/widgets/table_columns.h"

#include <QCoreApplication>
#include <QLocale>

namespace ailab::labs::stack {

namespace {

QString number(double value, int decimals = 0)
{
    return QLocale().toString(value, 'f', decimals);
}

QString range(double low, double high, int decimals = 0)
{
    if (low == high)
        return number(low, decimals);
    //: A range of two numbers, e.g. "1.1–1.3"
    return CatalogTableModel::tr("%1–%2").arg(number(low, decimals), number(high, decimals));
}

// Cost levels of the seed's tables, cheapest first, for sorting.
int costRank(const std::string& level)
{
    static const char* const order[] = {"Low",         "Low-medium", "Medium",
                                        "Medium-high", "High",       "Very high"};
    for (int i = 0; i < 6; ++i) {
        if (level == order[i])
            return i;
    }
    return 99;
}

} // namespace

CatalogTableModel::CatalogTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void CatalogTableModel::setTable(CatalogTable table)
{
    beginResetModel();
    m_table = table;
    endResetModel();
}

int CatalogTableModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid())
        return 0;
    switch (m_table) {
    case CatalogTable::Gpus:
        return int(core::hw::gpus().size());
    case CatalogTable::Platforms:
        return int(core::hw::platforms().size());
    case CatalogTable::Fabrics:
        return int(core::hw::fabrics().size());
    case CatalogTable::StorageTiers:
        return int(core::hw::storageTiers().size());
    case CatalogTable::Cooling:
        return int(core::hw::coolingTechnologies().size());
    case CatalogTable::None:
        break;
    }
    return 0;
}

int CatalogTableModel::columnCount(const QModelIndex& parent) const
{
    if (parent.isValid())
        return 0;
    switch (m_table) {
    case CatalogTable::Gpus:
        return 7;
    case CatalogTable::Platforms:
        return 6;
    case CatalogTable::Fabrics:
        return 6;
    case CatalogTable::StorageTiers:
        return 4;
    case CatalogTable::Cooling:
        return 5;
    case CatalogTable::None:
        break;
    }
    return 0;
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    QStringList headers;
    switch (m_table) {
    case CatalogTable::Gpus:
        headers = {tr("GPU"),
                   tr("Form factor"),
                   tr("Memory (GB)"),
                   tr("Memory bandwidth (TB/s)"),
                   tr("BF16 dense (TFLOPS)"),
                   tr("NVLink (GB/s)"),
                   tr("Power (W)")};
        break;
    case CatalogTable::Platforms:
        headers = {tr("Platform"),        tr("GPUs"),
                   tr("GPU memory (GB)"), tr("NVLink (GB/s per GPU)"),
                   tr("Power draw (kW)"), tr("Form factor")};
        break;
    case CatalogTable::Fabrics:
        headers = {tr("Fabric"),       tr("Bandwidth (Gb/s per port)"),
                   tr("Latency (ns)"), tr("Scale"),
                   tr("Cost"),         tr("Best for")};
        break;
    case CatalogTable::StorageTiers:
        headers = {tr("Tier"), tr("Technologies"), tr("Role"), tr("Performance")};
        break;
    case CatalogTable::Cooling:
        headers = {tr("Technology"), tr("Max rack density (kW)"), tr("PUE"),
                   tr("Infrastructure change"), tr("Cost")};
        break;
    case CatalogTable::None:
        break;
    }
    // On lines of about eight characters: the columns fit a projector's width.
    return section >= 0 && section < headers.size() ? QVariant(stackedTitle(headers.at(section), 8))
                                                    : QVariant();
}

QVariant CatalogTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    if (role != Qt::DisplayRole && role != SortRole && role != IdRole &&
        role != Qt::TextAlignmentRole && role != Qt::ToolTipRole)
        return {};
    return cell(index.row(), index.column(), role);
}

QVariant CatalogTableModel::cell(int row, int column, int role) const
{
    using namespace core::hw;
    const bool sort = role == SortRole;
    const auto numeric = [&](double value, const QString& text) -> QVariant {
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return sort ? QVariant(value) : QVariant(text);
    };
    const auto text = [&](const QString& shown) -> QVariant {
        if (role == Qt::TextAlignmentRole)
            return {};
        return sort ? QVariant(shown.toLower()) : QVariant(shown);
    };
    switch (m_table) {
    case CatalogTable::Gpus: {
        const GpuSpec& g = gpus().at(std::size_t(row));
        if (role == IdRole)
            return QString::fromStdString(g.id);
        if (role == Qt::ToolTipRole)
            return hardwareText(g.notes);
        switch (column) {
        case 0:
            return text(hardwareText(g.name));
        case 1:
            return text(hardwareText(g.formFactor));
        case 2:
            return numeric(g.hbmGB, tr("%1 %2").arg(number(g.hbmGB), hardwareText(g.memoryType)));
        case 3:
            return numeric(g.hbmBandwidthTBps, number(g.hbmBandwidthTBps, 2));
        case 4:
            return numeric(g.bf16DenseTflops, number(g.bf16DenseTflops));
        case 5:
            return numeric(g.nvlinkGBps, number(g.nvlinkGBps));
        case 6:
            return numeric(g.tdpW, number(g.tdpW));
        }
        break;
    }
    case CatalogTable::Platforms: {
        const PlatformSpec& p = platforms().at(std::size_t(row));
        if (role == IdRole)
            return QString::fromStdString(p.id);
        if (role == Qt::ToolTipRole)
            return hardwareText(p.nvlinkTopology);
        switch (column) {
        case 0:
            return text(hardwareText(p.name));
        case 1:
            return numeric(p.gpuCount, hardwareText(p.gpuDescription));
        case 2:
            return numeric(p.hbmTotalGB,
                           tr("%1 %2").arg(number(p.hbmTotalGB), hardwareText(p.memoryType)));
        case 3:
            return numeric(p.nvlinkGBps, number(p.nvlinkGBps));
        case 4:
            return numeric(p.powerMaxKW, range(p.powerMinKW, p.powerMaxKW, 1));
        case 5:
            return text(hardwareText(p.formFactor));
        }
        break;
    }
    case CatalogTable::Fabrics: {
        const FabricSpec& f = fabrics().at(std::size_t(row));
        if (role == IdRole)
            return QString::fromStdString(f.id);
        if (role == Qt::ToolTipRole)
            return hardwareText(f.technology);
        switch (column) {
        case 0:
            return text(hardwareText(f.name));
        case 1:
            return numeric(f.portGbps, number(f.portGbps));
        case 2:
            return numeric(f.latencyMinNs, range(f.latencyMinNs, f.latencyMaxNs));
        case 3:
            return text(hardwareText(f.scale));
        case 4:
            if (sort)
                return costRank(f.costLevel);
            return text(hardwareText(f.costLevel));
        case 5:
            return text(hardwareText(f.bestFor));
        }
        break;
    }
    case CatalogTable::StorageTiers: {
        const StorageTierSpec& s = storageTiers().at(std::size_t(row));
        if (role == IdRole)
            return QString::fromStdString(s.id);
        if (role == Qt::ToolTipRole)
            return hardwareText(s.kind);
        QStringList technologies;
        for (const auto& t : s.technologies)
            technologies << hardwareText(t);
        switch (column) {
        case 0:
            return text(hardwareText(s.name));
        case 1:
            return text(technologies.join(QStringLiteral(", ")));
        case 2:
            return text(hardwareText(s.role));
        case 3:
            return text(hardwareText(s.performance));
        }
        break;
    }
    case CatalogTable::Cooling: {
        const CoolingSpec& c = coolingTechnologies().at(std::size_t(row));
        if (role == IdRole)
            return QString::fromStdString(c.id);
        if (role == Qt::ToolTipRole)
            return {};
        switch (column) {
        case 0:
            return text(hardwareText(c.name));
        case 1:
            return numeric(c.maxRackKW, c.maxRackIsLowerBound
                                            ? tr("%1+").arg(number(c.maxRackKW))
                                            : tr("up to %1").arg(number(c.maxRackKW)));
        case 2:
            return numeric(c.pueMin, range(c.pueMin, c.pueMax, 2));
        case 3:
            return text(hardwareText(c.infrastructureChange));
        case 4:
            if (sort)
                return costRank(c.costLevel);
            return text(hardwareText(c.costLevel));
        }
        break;
    }
    case CatalogTable::None:
        break;
    }
    return {};
}

QStringList CatalogTableModel::courseDifferences() const
{
    QStringList out;
    const auto add = [&](const std::string& name,
                         const std::vector<core::hw::CourseDifference>& d) {
        for (const auto& diff : d) {
            out << tr("%1: the course says %2, the catalog keeps the vendor's %3. %4")
                       .arg(hardwareText(name), hardwareText(diff.courseValue),
                            hardwareText(diff.vendorValue), hardwareText(diff.note));
        }
    };
    if (m_table == CatalogTable::Platforms) {
        for (const auto& p : core::hw::platforms())
            add(p.name, p.courseDifferences);
    } else if (m_table == CatalogTable::Fabrics) {
        for (const auto& f : core::hw::fabrics())
            add(f.name, f.courseDifferences);
    }
    return out;
}

QStringList CatalogTableModel::sources() const
{
    QStringList out;
    const auto add = [&](const std::string& name, const std::string& source) {
        out << tr("%1: %2").arg(hardwareText(name), hardwareText(source));
    };
    switch (m_table) {
    case CatalogTable::Gpus:
        for (const auto& g : core::hw::gpus())
            add(g.name, g.source);
        break;
    case CatalogTable::Platforms:
        for (const auto& p : core::hw::platforms())
            add(p.name, p.source);
        break;
    case CatalogTable::Fabrics:
        for (const auto& f : core::hw::fabrics())
            add(f.name, f.source);
        break;
    case CatalogTable::StorageTiers:
        for (const auto& s : core::hw::storageTiers())
            add(s.name, s.source);
        break;
    case CatalogTable::Cooling:
        for (const auto& c : core::hw::coolingTechnologies())
            add(c.name, c.source);
        break;
    case CatalogTable::None:
        break;
    }
    return out;
}

} // namespace ailab::labs::stack
