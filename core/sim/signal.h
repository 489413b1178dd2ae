#pragma once

#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

namespace ailab::core::sim {

// A typed observer list, as ns-3's trace sources and SimGrid's on_*_cb: models emit,
// views subscribe from outside. Not thread-safe, like the simulation that owns it.
template <typename... Args>
class Signal
{
public:
    using Slot = std::function<void(Args...)>;
    using ConnectionId = std::uint64_t;

    ConnectionId connect(Slot slot)
    {
        const ConnectionId id = ++m_lastId;
        m_slots.push_back({id, std::move(slot)});
        return id;
    }

    bool disconnect(ConnectionId id)
    {
        for (auto it = m_slots.begin(); it != m_slots.end(); ++it) {
            if (it->id == id) {
                m_slots.erase(it);
                return true;
            }
        }
        return false;
    }

    void disconnectAll() { m_slots.clear(); }
    std::size_t size() const { return m_slots.size(); }

    // Slots run in connection order (named notify, not emit: emit is a Qt macro).
    // A slot may not connect or disconnect while it runs.
    void notify(Args... args) const
    {
        for (const auto& entry : m_slots)
            entry.slot(args...);
    }

private:
    struct Entry
    {
        ConnectionId id;
        Slot slot;
    };
    std::vector<Entry> m_slots;
    ConnectionId m_lastId = 0;
};

} // namespace ailab::core::sim
