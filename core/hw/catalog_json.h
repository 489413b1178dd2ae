#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace ailab::core::hw {

// The catalog kinds, in the order the full catalog lists them:
// gpus, platforms, fabrics, storage, cooling.
const std::vector<std::string>& catalogKinds();

// One kind of the catalog as a JSON array (field names carry their units, e.g.
// "hbm_bandwidth_tbps"), or every kind as one object when `kind` is empty.
// Throws core::Error for an unknown kind.
nlohmann::ordered_json catalogJson(std::string_view kind = {});

} // namespace ailab::core::hw
