#pragma once

#include "core/sim/simulation.h"

#include <cstdint>
#include <vector>

// One bandwidth shared by every transfer on it, as a storage tier's data servers are shared
// by the clients reading from them (docs/models.md, Shared bandwidth): max-min fair
// (processor sharing, Kleinrock 1967) between classes of transfers, where each class (a
// job's clients) may be capped by its network (the job's share of the storage network).
// Streams of one class always run at one rate, so each class keeps a virtual clock (the
// bytes one of its streams has received since the start) and a heap of its streams'
// finishing virtual times: a start or a finish costs O(log n) plus O(classes) for the
// water-filling, and one event on the Simulation stands for the next finish. Capacity and
// caps may change while transfers run; the rates follow at once. Allocates nothing once its
// heaps and slots are warm.
namespace ailab::core::storage {

class SharedBandwidth
{
public:
    // `done(context, argument, finishTime)` when a stream's last byte arrives.
    using Done = void (*)(void* context, std::uint64_t argument, double finishTime);

    // `capacity` in bytes per second (> 0). The Simulation must outlive this object.
    SharedBandwidth(sim::Simulation& simulation, double capacity);
    ~SharedBandwidth();
    SharedBandwidth(const SharedBandwidth&) = delete;
    SharedBandwidth& operator=(const SharedBandwidth&) = delete;

    // A class of streams capped at `cap` bytes per second in total (infinity for none).
    int addClass(double cap);
    void setClassCap(int cls, double cap);
    void setCapacity(double capacity);
    double capacity() const { return m_capacity; }

    // Starts `bytes` (> 0) for class `cls` now.
    void start(int cls, double bytes, Done done, void* context, std::uint64_t argument);

    std::size_t activeStreams() const { return m_active; }
    std::size_t activeStreams(int cls) const;
    // Bytes per second one stream of `cls` receives now, and the class's total.
    double streamRate(int cls) const;
    double classRate(int cls) const;
    double totalRate() const;
    // Bytes delivered since the start (or the last reset), in total and per class, brought
    // up to now.
    double deliveredBytes();
    double deliveredBytes(int cls);
    // Seconds during which at least one stream ran.
    double busySeconds();

    // Drops every stream without calling its completion; counters back to zero.
    void reset();

    // Reschedules the next finish; public for the Simulation's plain callback.
    void onFinishEvent();

private:
    struct Stream
    {
        double finishVirtual = 0;
        Done done = nullptr;
        void* context = nullptr;
        std::uint64_t argument = 0;
        std::uint32_t nextFree = 0;
    };
    struct HeapEntry
    {
        double finishVirtual;
        std::uint32_t slot;
    };
    struct Class
    {
        double cap = 0;
        double virtualBytes = 0; // bytes one stream of this class has received since start
        double rate = 0;         // per stream
        double delivered = 0;
        std::vector<HeapEntry> heap; // min-heap on finishVirtual
    };
    struct Finished
    {
        Done done;
        void* context;
        std::uint64_t argument;
    };

    void advance();
    void recomputeRates();
    void reschedule();
    std::uint32_t acquire();

    sim::Simulation& m_sim;
    double m_capacity;
    std::vector<Class> m_classes;
    std::vector<Stream> m_streams;
    std::vector<int> m_order; // classes by per-stream cap, for the water-filling
    std::vector<Finished> m_finished;
    std::uint32_t m_freeHead = 0xffffffffu;
    std::size_t m_active = 0;
    double m_lastUpdate = 0;
    double m_busy = 0;
    sim::EventId m_event{};
    double m_eventTime = -1;
    bool m_inCallback = false;
};

} // namespace ailab::core::storage
