#pragma once

#include "core/sched/cluster.h"
#include "core/sched/job.h"

#include <string>
#include <string_view>
#include <vector>

// Traces in the openb CSV format of hkust-adsl/kubernetes-scheduler-simulator
// (docs/models.md, "GPU scheduling"). Columns are found by their header name, in any order;
// other columns are ignored.
//   nodes: sn, cpu_milli, memory_mib, gpu, model           (memory_mib optional)
//   jobs:  name, cpu_milli, memory_mib, num_gpu, gpu_milli, gpu_spec, qos, pod_phase,
//          creation_time, deletion_time, scheduled_time    (memory_mib, gpu_spec, qos,
//                                                           pod_phase, scheduled_time optional)
// gpu_milli is the share of each GPU (a fraction only for one-GPU jobs), gpu_spec a
// `|`-list of allowed models. A job arrives at creation_time and, once placed, runs for
// deletion_time - scheduled_time seconds (deletion_time - creation_time when it was never
// scheduled in the trace). QoS maps to priorities: BE 0, Burstable 1, LS 2, Guaranteed 3.
// A bad row is refused with a core::Error whose path is "<source>:<line>:<column>".
namespace ailab::core::sched {

std::vector<NodeSpec> parseOpenbNodes(std::string_view text, const std::string& source);
std::vector<JobSpec> parseOpenbJobs(std::string_view text, const std::string& source);

// The same from a file (at most 256 MiB); an unreadable file throws naming the path.
std::vector<NodeSpec> readOpenbNodes(const std::string& path);
std::vector<JobSpec> readOpenbJobs(const std::string& path);

} // namespace ailab::core::sched
