#include "core/cluster/shared_storage.h"

#include "core/sim/simulation.h"

#include <algorithm>
#include <limits>

namespace ailab::core::cluster {

SharedStorage::SharedStorage(sim::Simulation& simulation, const StorageSpec& spec)
    : m_sim(simulation), m_spec(spec), m_reads(simulation, spec.tier.bandwidthBytesPerSecond()),
      m_writes(simulation, spec.tier.bandwidthBytesPerSecond() * spec.writeFraction)
{
}

int SharedStorage::addClient()
{
    const double none = std::numeric_limits<double>::infinity();
    m_readClass.push_back(m_reads.addClass(none));
    m_writeClass.push_back(m_writes.addClass(none));
    m_networkCap.push_back(none);
    return int(m_readClass.size()) - 1;
}

std::uint64_t SharedStorage::park(Done done)
{
    std::uint64_t slot = 0;
    if (!m_freeSlots.empty()) {
        slot = m_freeSlots.back();
        m_freeSlots.pop_back();
    } else {
        slot = m_pending.size();
        m_pending.emplace_back();
    }
    m_pending[slot] = {std::move(done), false};
    return slot;
}

void SharedStorage::onDone(void* self, std::uint64_t slot, double finishTime)
{
    auto* storage = static_cast<SharedStorage*>(self);
    Done done = std::move(storage->m_pending[slot].done);
    storage->m_pending[slot] = {};
    storage->m_freeSlots.push_back(slot);
    if (done)
        done(finishTime);
}

double SharedStorage::metadataSecondsPerOp() const
{
    const auto& metadata = m_spec.tier.metadata;
    if (!metadata.enabled)
        return 0.0;
    // One lookup's latency plus its share of the service's rate: the lookups of one read
    // are issued together, so they take their count over the rate (core/storage's
    // metadata service, docs/models.md "Storage tiers").
    return 1.0 / (metadata.opsPerSecond * m_metadataFraction);
}

void SharedStorage::read(int client, double bytes, double requests, Done done)
{
    const int cls = m_readClass.at(std::size_t(client));
    m_metadataOps += requests;
    const auto& metadata = m_spec.tier.metadata;
    const double lookup = metadata.enabled ? metadata.latencyS + requests * metadataSecondsPerOp() : 0.0;
    const double delay = lookup + m_spec.tier.requestLatencyS;
    if (bytes <= 0) {
        m_sim.scheduleIn(delay, [this, done = std::move(done)] { done(m_sim.now()); });
        return;
    }
    m_sim.scheduleIn(delay, [this, cls, bytes, done = std::move(done)]() mutable {
        m_reads.start(cls, bytes, &SharedStorage::onDone, this, park(std::move(done)));
    });
}

void SharedStorage::write(int client, double bytes, double writerCap, Done done)
{
    const int cls = m_writeClass.at(std::size_t(client));
    if (bytes <= 0) {
        done(m_sim.now());
        return;
    }
    m_writes.setClassCap(cls, std::min(writerCap, m_networkCap.at(std::size_t(client))));
    m_writes.start(cls, bytes, &SharedStorage::onDone, this, park(std::move(done)));
}

void SharedStorage::setClientNetworkCap(int client, double bytesPerSecond)
{
    m_networkCap.at(std::size_t(client)) = bytesPerSecond;
    m_reads.setClassCap(m_readClass.at(std::size_t(client)), bytesPerSecond);
}

void SharedStorage::applyCapacity()
{
    const auto& tier = m_spec.tier;
    const int up = std::max(0, tier.dataServers - m_serversDown);
    // A tier with every data server down still answers at a trickle, so transfers stall
    // visibly rather than never finishing (SharedBandwidth needs a positive capacity).
    const double read = std::max(1e3, up * tier.perServerBytesPerSecond * m_slowdown);
    m_reads.setCapacity(read);
    m_writes.setCapacity(read * m_spec.writeFraction);
}

void SharedStorage::setServersDown(int servers)
{
    m_serversDown = std::clamp(servers, 0, m_spec.tier.dataServers);
    applyCapacity();
}

void SharedStorage::setSlowdown(double fraction)
{
    m_slowdown = std::clamp(fraction, 1e-3, 1.0);
    applyCapacity();
}

void SharedStorage::setMetadataFraction(double fraction)
{
    m_metadataFraction = std::clamp(fraction, 1e-3, 1.0);
}

bool SharedStorage::degraded() const
{
    return m_serversDown > 0 || m_slowdown < 1.0 || m_metadataFraction < 1.0;
}

} // namespace ailab::core::cluster
