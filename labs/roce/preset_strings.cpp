// Titles and descriptions of the shipped presets (scenarios/*.json), listed so that lupdate
// extracts them; labs::scenarioText() translates them at run time. Keep in step with the files.
#include <QtGlobal>

namespace ailab::labs::roce {

// clang-format off
[[maybe_unused]] static const char* const kPresetStrings[] = {
    QT_TRANSLATE_NOOP("ailab::scenarios", "A distributed training job has unpredictable iteration times during its gradient exchange. Four GPU workers converge on one egress port at 25 Gb/s (4:1 offered to egress); the queue sits at its limit, ECN marks pile up and packets are dropped, yet the GPUs are healthy. Work through the evidence, name the cause and choose the responses. The congestion tab runs the same 4:1 incast with the same switch and NIC settings."),
    QT_TRANSLATE_NOOP("ailab::scenarios", "ECN and DCQCN are on, but the marking band was set to Kmin 6 MB and Kmax 9 MB, far above the production default. Marks come only when the queue is already deep: its 99th percentile reaches 7.5 MB, so packets wait about 0.6 ms in it, and PFC has to pause the senders ten times before DCQCN reacts. Compare with the ECN and DCQCN preset."),
    QT_TRANSLATE_NOOP("ailab::scenarios", "ECN and DCQCN under a 16:1 incast"),
    QT_TRANSLATE_NOOP("ailab::scenarios", "ECN thresholds set too high"),
    QT_TRANSLATE_NOOP("ailab::scenarios", "Incident AI-NET-004: training slowdown"),
    QT_TRANSLATE_NOOP("ailab::scenarios", "No congestion control: drops and retransmissions"),
    QT_TRANSLATE_NOOP("ailab::scenarios", "PFC alone on the 16:1 incast: when an ingress queue of the switch crosses XOFF, it pauses the link upstream. Nothing is dropped. But half of the senders sit behind an upstream switch, and each pause stops that whole trunk, including an innocent flow to an idle receiver. It asks for 50 Gb/s and gets 13 Gb/s: head-of-line blocking, from 616 pause frames in 5 ms."),
    QT_TRANSLATE_NOOP("ailab::scenarios", "PFC alone: lossless, with head-of-line blocking"),
    QT_TRANSLATE_NOOP("ailab::scenarios", "Sixteen senders send to one receiver through one switch port at 100 Gb/s, 120 % of what the port can carry: the course's incast. ECN marks packets between Kmin 400 KB and Kmax 1,600 KB (the production default for a 100 Gb/s port), the receiver returns CNPs and DCQCN slows the senders. Over 30 ms the queue stays near 420 KB in the median and below 1 MB at the 99th percentile, nothing is dropped or paused, the link delivers 91 Gb/s, and the senders' shares grow more even as the run goes on."),
    QT_TRANSLATE_NOOP("ailab::scenarios", "The same 16:1 incast at 120 % with ECN, PFC and DCQCN all switched off. The queue fills to the most the shared buffer lets one port take (6 MB of 12 MB), and from then on the switch drops what does not fit: 17,077 packets in 10 ms. Go-back-N resends everything after each loss, 27 MB in all, so goodput falls to 82 Gb/s and the flows end up with uneven shares."),
};
// clang-format on

} // namespace ailab::labs::roce
