#include "core/hw/catalog.h"

#include <algorithm>

namespace ailab::core::hw {

namespace {
template <typename T> const T* findById(const std::vector<T>& items, std::string_view id)
{
    const auto it =
        std::find_if(items.begin(), items.end(), [id](const T& item) { return item.id == id; });
    return it == items.end() ? nullptr : &*it;
}
} // namespace

const GpuSpec* findGpu(std::string_view id)
{
    return findById(gpus(), id);
}

const PlatformSpec* findPlatform(std::string_view id)
{
    return findById(platforms(), id);
}

const FabricSpec* findFabric(std::string_view id)
{
    return findById(fabrics(), id);
}

const StorageTierSpec* findStorageTier(std::string_view id)
{
    return findById(storageTiers(), id);
}

const CoolingSpec* findCooling(std::string_view id)
{
    return findById(coolingTechnologies(), id);
}

} // namespace ailab::core::hw
