#pragma once

#include "core/net/packet/packet_engine.h"

#include <cstdint>
#include <vector>

// The fabric and workload of incident AI-NET-004 (seed, "AI Training Fabric · Incident
// Investigation"), measured by the packet engine. Workers on leaf A each send one gradient
// shard over a non-blocking trunk to the aggregating rank's NIC on leaf B, so `workers`
// line-rate flows converge on one egress port (4 workers: 4:1 offered-to-egress). A
// neighbouring job sends a steady flow from leaf A to a storage host on leaf B through the
// same trunk: it shares no egress port with the exchange, so only a PFC pause of the trunk
// can slow it (head-of-line blocking).
namespace ailab::core::models::roce {

struct RoceExchangeSetup
{
    int workers = 4;
    double linkBps = 100e9;
    double linkLatencyS = 1e-6;  // per hop: cable and switch traversal
    double bytesPerWorker = 4e6; // one gradient shard (each worker's bucket)
    double workerDemand = 1.0;   // each worker's pacing limit, of the link rate
    // Half the workers send to a second aggregating rank on leaf B instead (the reduction
    // split over two ranks): each aggregator's port receives half the fan-in.
    bool spreadRanks = false;
    double neighbourDemand = 0.5; // of the link rate
    double jitterS = 2e-6;        // shard starts spread uniformly over [0, jitterS)
    double sampleS = 20e-6;       // telemetry step
    double capFactor = 5.0;       // the run stops at capFactor x ideal if still unfinished
    net::packet::PacketEngineConfig engine;
};

// Throws core::Error naming the field (/workers, /bytes_per_worker, ...).
void validateExchange(const RoceExchangeSetup& setup);

struct RoceExchangeResult
{
    bool finished = false;  // every shard delivered before the cap
    double completionS = 0; // the last shard delivered (the cap when unfinished)
    double idealS = 0;      // the most loaded aggregator port's bytes at its payload rate
    std::vector<double> shardDoneS;
    double queueMaxBytes = 0, queueP99Bytes = 0, queueMeanBytes = 0; // aggregator egress
    double bufferBytes = 0, queueLimitBytes = 0; // limit: dynamic threshold, one hot queue
    double kminBytes = 0, kmaxBytes = 0, xoffBytes = 0;
    double bottleneckUtilisation = 0;   // payload delivered to the aggregator / its capacity
    std::uint64_t ceMarkedReceived = 0; // CE-marked data packets at the aggregator NICs
    net::packet::Counters counters;     // whole fabric, the exchange's duration
    std::uint64_t trunkPauses = 0;      // XOFF frames that stopped the trunk
    double neighbourGoodputBps = 0, neighbourDemandBps = 0;
    double meanSenderRateBps = 0; // workers' sending rate, averaged over their sending time
    // Sampled every sampleS from 0 to completion.
    std::vector<double> timeS;
    std::vector<double> queueBytes;
    std::vector<std::vector<double>> workerRateGbps; // sending rate of each worker
    std::vector<double> jobGoodputGbps;              // all shards, delivered in order
    std::vector<double> neighbourGoodputGbps;
    std::vector<double> drops, ecnMarks, cnps, pauseFrames; // cumulative
};

// Deterministic: the same setup gives the same result.
RoceExchangeResult runRoceExchange(const RoceExchangeSetup& setup);

} // namespace ailab::core::models::roce
