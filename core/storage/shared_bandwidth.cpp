#include "core/storage/shared_bandwidth.h"

#include "core/error.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ailab::core::storage {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
constexpr std::uint32_t kNone = 0xffffffffu;

bool later(const auto& a, const auto& b)
{
    return a.finishVirtual > b.finishVirtual;
}

void finishEvent(void* context, std::uint64_t)
{
    static_cast<SharedBandwidth*>(context)->onFinishEvent();
}

} // namespace

SharedBandwidth::SharedBandwidth(sim::Simulation& simulation, double capacity)
    : m_sim(simulation)
    , m_capacity(capacity)
    , m_lastUpdate(simulation.now())
{
    if (!(capacity > 0) || !std::isfinite(capacity))
        throw Error("a shared bandwidth must be above zero and finite");
}

SharedBandwidth::~SharedBandwidth()
{
    if (m_event.value != 0)
        m_sim.cancel(m_event);
}

int SharedBandwidth::addClass(double cap)
{
    if (!(cap > 0))
        throw Error("a class's bandwidth cap must be above zero");
    advance();
    Class c;
    c.cap = cap;
    m_classes.push_back(std::move(c));
    m_order.push_back(int(m_classes.size()) - 1);
    return int(m_classes.size()) - 1;
}

void SharedBandwidth::setClassCap(int cls, double cap)
{
    if (!(cap > 0))
        throw Error("a class's bandwidth cap must be above zero");
    advance();
    m_classes.at(std::size_t(cls)).cap = cap;
    recomputeRates();
    reschedule();
}

void SharedBandwidth::setCapacity(double capacity)
{
    if (!(capacity > 0) || !std::isfinite(capacity))
        throw Error("a shared bandwidth must be above zero and finite");
    advance();
    m_capacity = capacity;
    recomputeRates();
    reschedule();
}

std::size_t SharedBandwidth::activeStreams(int cls) const
{
    return m_classes.at(std::size_t(cls)).heap.size();
}

double SharedBandwidth::streamRate(int cls) const
{
    return m_classes.at(std::size_t(cls)).rate;
}

double SharedBandwidth::classRate(int cls) const
{
    const Class& c = m_classes.at(std::size_t(cls));
    return c.rate * double(c.heap.size());
}

double SharedBandwidth::totalRate() const
{
    double total = 0;
    for (const Class& c : m_classes)
        total += c.rate * double(c.heap.size());
    return total;
}

double SharedBandwidth::deliveredBytes()
{
    advance();
    double total = 0;
    for (const Class& c : m_classes)
        total += c.delivered;
    return total;
}

double SharedBandwidth::deliveredBytes(int cls)
{
    advance();
    return m_classes.at(std::size_t(cls)).delivered;
}

double SharedBandwidth::busySeconds()
{
    advance();
    return m_busy;
}

std::uint32_t SharedBandwidth::acquire()
{
    if (m_freeHead != kNone) {
        const std::uint32_t slot = m_freeHead;
        m_freeHead = m_streams[slot].nextFree;
        return slot;
    }
    m_streams.emplace_back();
    return std::uint32_t(m_streams.size() - 1);
}

void SharedBandwidth::start(int cls, double bytes, Done done, void* context, std::uint64_t argument)
{
    if (!(bytes > 0) || !std::isfinite(bytes))
        throw Error("a transfer must have more than zero bytes");
    advance();
    Class& c = m_classes.at(std::size_t(cls));
    const std::uint32_t slot = acquire();
    Stream& s = m_streams[slot];
    s.finishVirtual = c.virtualBytes + bytes;
    s.done = done;
    s.context = context;
    s.argument = argument;
    c.heap.push_back({s.finishVirtual, slot});
    std::push_heap(c.heap.begin(), c.heap.end(), later<HeapEntry, HeapEntry>);
    ++m_active;
    recomputeRates();
    reschedule();
}

void SharedBandwidth::advance()
{
    const double now = m_sim.now();
    const double dt = now - m_lastUpdate;
    if (dt <= 0)
        return;
    if (m_active > 0)
        m_busy += dt;
    for (Class& c : m_classes) {
        if (c.heap.empty())
            continue;
        c.virtualBytes += c.rate * dt;
        c.delivered += c.rate * dt * double(c.heap.size());
    }
    m_lastUpdate = now;
}

void SharedBandwidth::recomputeRates()
{
    // Water-filling: classes by the per-stream share their cap allows, smallest first; a
    // class whose cap is below the fair level takes its cap, the rest share what is left
    // equally per stream.
    const auto perStreamCap = [this](int i) {
        const Class& c = m_classes[std::size_t(i)];
        return c.heap.empty() ? kInfinity : c.cap / double(c.heap.size());
    };
    std::sort(m_order.begin(), m_order.end(), [&](int a, int b) {
        const double ca = perStreamCap(a);
        const double cb = perStreamCap(b);
        return ca < cb || (ca == cb && a < b);
    });
    double left = m_capacity;
    double streams = double(m_active);
    for (const int i : m_order) {
        Class& c = m_classes[std::size_t(i)];
        if (c.heap.empty()) {
            c.rate = 0;
            continue;
        }
        const double n = double(c.heap.size());
        const double level = left / streams;
        c.rate = std::min(perStreamCap(i), level);
        left = std::max(0.0, left - c.rate * n);
        streams -= n;
    }
}

void SharedBandwidth::reschedule()
{
    if (m_inCallback)
        return; // the finish event reschedules once after its callbacks
    double next = kInfinity;
    for (const Class& c : m_classes) {
        if (c.heap.empty() || !(c.rate > 0))
            continue;
        const double t =
            m_sim.now() + std::max(0.0, c.heap.front().finishVirtual - c.virtualBytes) / c.rate;
        next = std::min(next, t);
    }
    if (next == m_eventTime && m_event.value != 0)
        return;
    if (m_event.value != 0)
        m_sim.cancel(m_event);
    m_event = {};
    m_eventTime = -1;
    if (next < kInfinity) {
        m_event = m_sim.schedule(next, finishEvent, this, 0);
        m_eventTime = next;
    }
}

void SharedBandwidth::onFinishEvent()
{
    m_event = {};
    m_eventTime = -1;
    advance();
    m_finished.clear();
    for (Class& c : m_classes) {
        // Streams whose last byte arrived, with a tolerance for the rounding of the clock.
        const double tolerance = 1e-9 * std::max(1.0, std::fabs(c.virtualBytes)) + 1e-6;
        while (!c.heap.empty() && c.heap.front().finishVirtual <= c.virtualBytes + tolerance) {
            std::pop_heap(c.heap.begin(), c.heap.end(), later<HeapEntry, HeapEntry>);
            const std::uint32_t slot = c.heap.back().slot;
            c.heap.pop_back();
            Stream& s = m_streams[slot];
            m_finished.push_back({s.done, s.context, s.argument});
            s.nextFree = m_freeHead;
            m_freeHead = slot;
            --m_active;
        }
    }
    recomputeRates();
    // Callbacks may start streams; they reschedule once, after the last one.
    m_inCallback = true;
    const double now = m_sim.now();
    for (std::size_t i = 0; i < m_finished.size(); ++i) {
        const Finished f = m_finished[i];
        if (f.done != nullptr)
            f.done(f.context, f.argument, now);
    }
    m_inCallback = false;
    recomputeRates();
    reschedule();
}

void SharedBandwidth::reset()
{
    if (m_event.value != 0)
        m_sim.cancel(m_event);
    m_event = {};
    m_eventTime = -1;
    for (Class& c : m_classes) {
        c.heap.clear();
        c.virtualBytes = 0;
        c.rate = 0;
        c.delivered = 0;
    }
    m_streams.clear();
    m_freeHead = kNone;
    m_active = 0;
    m_busy = 0;
    m_lastUpdate = m_sim.now();
}

} // namespace ailab::core::storage
