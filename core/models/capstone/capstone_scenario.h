#pragma once

#include "core/scenario/model_entry.h"

// The capstone lab's model (Lab 09, cluster design): a scenario's `model` is a cluster design
// (core/design/design_spec.h), evaluated on the cluster twin's parts and the models behind
// them. Its run is the evaluation `ailab-sim design` prints.
namespace ailab::core::models::capstone {

scenario::ModelEntry modelEntry();

} // namespace ailab::core::models::capstone
