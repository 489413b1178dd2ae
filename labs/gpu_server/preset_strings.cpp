// Titles and descriptions of the shipped presets (scenarios/*.json), listed so that lupdate
// extracts them; labs::scenarioText() translates them at run time. Keep in step with the files.
#include <QtGlobal>

namespace ailab::labs::gpu_server {

// clang-format off
[[maybe_unused]] static const char* const kPresetStrings[] = {
    QT_TRANSLATE_NOOP("ailab::scenarios", "The seed's conceptual 4-GPU node"),
    QT_TRANSLATE_NOOP("ailab::scenarios", "Two CPU sockets, four H100 PCIe GPUs joined in pairs by NVLink bridges, two NICs. Launch one training step and see which transfers cross PCIe and the host."),
    QT_TRANSLATE_NOOP("ailab::scenarios", "DGX H100 training a 2.7B model"),
    QT_TRANSLATE_NOOP("ailab::scenarios", "Eight H100 SXM GPUs on four NVSwitch chips, eight 400G NICs and two CPUs. Each GPU holds a full copy of a 2.7-billion-parameter model (about 43 GB with mixed-precision Adam), and the gradients are all-reduced over NVLink."),
    QT_TRANSLATE_NOOP("ailab::scenarios", "PCIe-only workstation"),
    QT_TRANSLATE_NOOP("ailab::scenarios", "One CPU with four H100 PCIe cards on its root ports and no NVLink. Every gradient byte crosses the CPU's root complex."),
};
// clang-format on

} // namespace ailab::labs::gpu_server
