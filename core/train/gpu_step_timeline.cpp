#include "core/train/gpu_step_timeline.h"

#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/topo/intra_node.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace ailab::core::train {

namespace {

void requireRange(double value, double low, double high, const std::string& path)
{
    if (!(value >= low) || !(value <= high))
        throw Error(fmt::format("expected a number from {} to {}, got {}", low, high, value), path);
}

} // namespace

std::string stepPhaseId(StepPhase phase)
{
    switch (phase) {
    case StepPhase::DataLoad:
        return "data-load";
    case StepPhase::Forward:
        return "forward";
    case StepPhase::Backward:
        return "backward";
    case StepPhase::Wait:
        return "wait";
    case StepPhase::AllReduce:
        return "all-reduce";
    case StepPhase::Optimizer:
        return "optimizer";
    case StepPhase::Done:
        return "done";
    }
    return "done";
}

void validateGpuStepInputs(const GpuStepInputs& in, const std::string& p)
{
    requireRange(in.parameters, 1e6, 1e13, p + "/parameters");
    requireRange(in.tokensPerStep, 1, 1e9, p + "/tokensPerStep");
    requireRange(in.mfu, 0.01, 1.0, p + "/mfu");
    requireRange(in.gradientBytesPerParameter, 0.5, 8, p + "/gradientBytesPerParameter");
    requireRange(in.dataBytesPerGpu, 0, 1e12, p + "/dataGBPerGpu");
    requireRange(in.optimizerBytesPerParameter, 0, 64, p + "/optimizerBytesPerParameter");
}

StepPhase StepTimeline::phaseAt(int gpu, double t, double* progress) const
{
    if (progress != nullptr)
        *progress = 1.0;
    if (gpu < 0 || gpu >= int(gpus.size()))
        return StepPhase::Done;
    for (const PhaseSpan& span : gpus[gpu].spans) {
        if (t < span.end) {
            if (progress != nullptr)
                *progress = span.end > span.start
                                ? std::clamp((t - span.start) / (span.end - span.start), 0.0, 1.0)
                                : 1.0;
            return span.phase;
        }
    }
    return StepPhase::Done;
}

StepTimeline computeStepTimeline(const topo::ServerGraph& server, const GpuStepInputs& in)
{
    validateGpuStepInputs(in);
    const hw::GpuSpec* gpu = hw::findGpu(server.spec.gpuModel);
    if (gpu == nullptr)
        throw Error("unknown GPU '" + server.spec.gpuModel + "'", "/model/gpu");
    const int gpus = int(server.gpus.size());
    const topo::Graph& g = server.graph;

    StepInputs step; // one server; the network fields do not matter inside the node
    step.servers = 1;
    step.gpusPerServer = gpus;
    step.peakFlopsPerGpu = gpu->bf16DenseTflops * 1e12;
    step.mfu = in.mfu;
    step.parameters = in.parameters;
    step.tokensPerStep = in.tokensPerStep;
    step.gradientBytesPerParameter = in.gradientBytesPerParameter;
    step.dataBytesPerGpuPerStep = in.dataBytesPerGpu;

    StepTimeline out;
    out.step = evaluateStep(step);
    out.forwardSeconds = out.step.computeSeconds / 3.0;
    out.backwardSeconds = out.step.computeSeconds - out.forwardSeconds;
    out.optimizerSeconds =
        in.parameters * in.optimizerBytesPerParameter / (gpu->hbmBandwidthTBps * 1e12);
    out.allReduce = collective::ringAllReduce(server, out.step.allReduceBytes);

    // Data load: every GPU copies its batch from the DRAM of its socket at once; channels
    // that several copies cross are shared equally.
    std::vector<double> load(g.channelCount(), 0.0);
    out.gpus.resize(gpus);
    for (int i = 0; i < gpus; ++i) {
        GpuTimeline& t = out.gpus[i];
        t.gpu = i;
        t.dataRoute = topo::findRoute(g, server.memories[server.gpuSocket[i]], server.gpus[i]);
        for (topo::ChannelId c : t.dataRoute.paths.front())
            load[c] += 1.0;
    }
    double backwardEnd = 0.0;
    out.dataLoadUtilisation.assign(g.channelCount(), 0.0);
    for (GpuTimeline& t : out.gpus) {
        double worst = 0.0;
        for (topo::ChannelId c : t.dataRoute.paths.front())
            worst = std::max(worst, load[c] / (g.channelCapacityBps(c) / 8.0));
        t.dataLoadSeconds =
            in.dataBytesPerGpu > 0 ? t.dataRoute.latencySeconds + in.dataBytesPerGpu * worst : 0.0;
        // This copy moves at 1 / worst bytes per second on every channel of its path.
        for (topo::ChannelId c : t.dataRoute.paths.front())
            out.dataLoadUtilisation[c] += 1.0 / worst / (g.channelCapacityBps(c) / 8.0);
        const double f0 = t.dataLoadSeconds;
        const double b0 = f0 + out.forwardSeconds;
        const double b1 = b0 + out.backwardSeconds;
        t.spans = {{StepPhase::DataLoad, 0.0, f0},
                   {StepPhase::Forward, f0, b0},
                   {StepPhase::Backward, b0, b1}};
        backwardEnd = std::max(backwardEnd, b1);
    }
    // The all-reduce is a collective: it starts when the last GPU is ready.
    out.allReduceStart = backwardEnd;
    const double arEnd = backwardEnd + out.allReduce.seconds;
    out.stepSeconds = arEnd + out.optimizerSeconds;
    for (GpuTimeline& t : out.gpus) {
        t.spans.push_back({StepPhase::Wait, t.spans.back().end, backwardEnd});
        t.spans.push_back({StepPhase::AllReduce, backwardEnd, arEnd});
        t.spans.push_back({StepPhase::Optimizer, arEnd, out.stepSeconds});
    }
    out.computeShare = out.step.computeSeconds / out.stepSeconds;
    return out;
}

} // namespace ailab::core::train
