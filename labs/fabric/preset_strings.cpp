// Titles and descriptions of the shipped presets (scenarios/*.json), listed so that lupdate
// extracts them; labs::scenarioText() translates them at run time. Keep in step with the files.
#include <QtGlobal>

namespace ailab::labs::fabric {

// clang-format off
[[maybe_unused]] static const char* const kPresetStrings[] = {
    QT_TRANSLATE_NOOP("ailab::scenarios", "1,024 servers"),
    QT_TRANSLATE_NOOP("ailab::scenarios", "2:1 oversubscription under all-reduce"),
    QT_TRANSLATE_NOOP("ailab::scenarios", "4:1 oversubscription under all-reduce"),
    QT_TRANSLATE_NOOP("ailab::scenarios", "A 128-GPU cluster: 32 servers with four GPUs and four NICs each, on eight leaves and four spines at 1:1. A change left every leaf using only half of its equal-cost uplinks, as a wrong maximum-paths setting does. The GPUs are fine, but the all-reduce runs at half speed and each training step takes about 45 % longer."),
    QT_TRANSLATE_NOOP("ailab::scenarios", "A large fabric: 1,024 GPU servers on 64 leaves and 16 spines at 1:1. The drawing groups each leaf's servers into one node and each leaf-spine pair's uplinks into one line; zoom in and click to inspect. A 1 GB ring all-reduce over all 1,024 ranks runs 2,046 steps."),
    QT_TRANSLATE_NOOP("ailab::scenarios", "Data-parallel training all-reduce"),
    QT_TRANSLATE_NOOP("ailab::scenarios", "ECMP hash collision"),
    QT_TRANSLATE_NOOP("ailab::scenarios", "Eight GPU workers on four leaves synchronise 1 GB of gradients per step with a ring all-reduce, the course's worked example: each worker sends 2(N-1)/N x S = 1.75 GB per step, which at 400 Gb/s takes 35 ms plus the per-hop latencies."),
    QT_TRANSLATE_NOOP("ailab::scenarios", "Healthy fabric"),
    QT_TRANSLATE_NOOP("ailab::scenarios", "Link failure"),
    QT_TRANSLATE_NOOP("ailab::scenarios", "Routing misconfiguration (case study 09.7)"),
    QT_TRANSLATE_NOOP("ailab::scenarios", "Sixteen servers on four leaves and four spines, and Spine 3 is down. Every leaf loses a quarter of its uplink capacity; the four ring flows leaving each leaf share three uplinks, and the all-reduce takes about a third longer than its closed form."),
    QT_TRANSLATE_NOOP("ailab::scenarios", "Spine failure"),
    QT_TRANSLATE_NOOP("ailab::scenarios", "The course's fabric: six GPU nodes on three leaves and two spines, every port 400 Gb/s. A small training job synchronises 256 MB of gradients with a ring all-reduce every iteration; no port is shared, so the all-reduce takes exactly its closed-form time."),
    QT_TRANSLATE_NOOP("ailab::scenarios", "The course's leaf: eight 400 Gb/s server ports and four 400 Gb/s uplinks, 3.2 Tb/s down against 1.6 Tb/s up. The job's ranks are placed round-robin, so every ring hop crosses the spines: eight flows share four uplinks and the all-reduce takes twice its closed form, even with ideal spraying."),
    QT_TRANSLATE_NOOP("ailab::scenarios", "The same sixteen servers with only one uplink from each leaf to each spine: 3.2 Tb/s of server ports share 0.8 Tb/s towards the spines. With the ranks placed round-robin, the all-reduce takes four times its closed form; place them in blocks to see how locality hides the oversubscription."),
    QT_TRANSLATE_NOOP("ailab::scenarios", "The uplink from Leaf 1 to Spine 2 has failed. Routing sends everything over the remaining uplink, so the two ring flows that leave Leaf 1 share it and the whole all-reduce runs at half speed: one broken link slows every worker of a synchronous job."),
    QT_TRANSLATE_NOOP("ailab::scenarios", "Two 10 GB transfers leave Leaf 1 for Leaf 2. ECMP hashes each flow's 5-tuple, and both hashes pick the same spine: the two flows share one 400 Gb/s uplink at 200 Gb/s each while the other spine idles. Switch load balancing to ideal spraying to compare."),
};
// clang-format on

} // namespace ailab::labs::fabric
