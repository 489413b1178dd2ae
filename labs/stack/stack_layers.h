#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace ailab::labs::stack {

// Which table of the hardware catalog (core::hw) a layer shows.
enum class CatalogTable { None, Gpus, Platforms, Fabrics, StorageTiers, Cooling };

// One selectable layer of the stack: the seed's six building blocks (section 01.2) and
// the five physical layers of system-architecture.txt. Texts are translated.
struct StackLayer
{
    QString id;
    bool physical = false; // one of the five physical layers
    QString title;
    QString role;
    QStringList technologies;
    QString insight;
    CatalogTable table = CatalogTable::None;
    QString tableTitle;
};

class StackLayers
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::stack::StackLayers)
public:
    // The six building blocks, then the five physical layers.
    static QList<StackLayer> all();
    // The layer with that id, or the first building block.
    static StackLayer byId(const QString& id);
};

} // namespace ailab::labs::stack
