// Titles and descriptions of the shipped presets (scenarios/*.json), listed so that lupdate
// extracts them; labs::scenarioText() translates them at run time. Keep in step with the files.
#include <QtGlobal>

namespace ailab::labs::stack {

// clang-format off
[[maybe_unused]] static const char* const kPresetStrings[] = {
    QT_TRANSLATE_NOOP("ailab::scenarios", "Congested network"),
    QT_TRANSLATE_NOOP("ailab::scenarios", "A 400 GbE RoCEv2 fabric where colliding flows leave each GPU a quarter of its port. The gradient all-reduce no longer fits under the backward pass and every step waits for it."),
    QT_TRANSLATE_NOOP("ailab::scenarios", "Healthy 32-GPU training job"),
    QT_TRANSLATE_NOOP("ailab::scenarios", "Four 8-GPU H100 servers train a 7B model over a 400 Gb/s InfiniBand fabric with 40 GB/s of storage. Compute hides the all-reduce and the data loading: the job is GPU-bound."),
    QT_TRANSLATE_NOOP("ailab::scenarios", "Power-capped racks"),
    QT_TRANSLATE_NOOP("ailab::scenarios", "The facility cannot deliver full power to the racks, so every GPU is capped at 60 % of its TDP. The GPUs stay busy but run slower: utilisation looks fine while throughput drops."),
    QT_TRANSLATE_NOOP("ailab::scenarios", "Storage-bound data pipeline"),
    QT_TRANSLATE_NOOP("ailab::scenarios", "The same job reads its batches from storage that delivers only 8 GB/s, as in the seed's data pipeline example. Loading a step's 32 GB takes longer than computing it, so the GPUs wait for data."),
};
// clang-format on

} // namespace ailab::labs::stack
