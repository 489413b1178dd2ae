#pragma once

#include <cstddef>
#include <iterator>
#include <vector>

namespace ailab::core::telemetry {

// A fixed-capacity circular buffer: storage is allocated once, at construction; pushing
// into a full buffer overwrites the oldest element. Index 0 is the oldest element.
template <typename T> class RingBuffer
{
public:
    class ConstIterator
    {
    public:
        using iterator_category = std::random_access_iterator_tag;
        using iterator_concept = std::random_access_iterator_tag;
        using value_type = T;
        using difference_type = std::ptrdiff_t;
        using pointer = const T*;
        using reference = const T&;

        ConstIterator() = default;
        ConstIterator(const RingBuffer* buffer, std::size_t index)
            : m_buffer(buffer)
            , m_index(static_cast<difference_type>(index))
        {
        }

        reference operator*() const { return (*m_buffer)[static_cast<std::size_t>(m_index)]; }
        pointer operator->() const { return &**this; }
        reference operator[](difference_type n) const { return *(*this + n); }

        ConstIterator& operator++()
        {
            ++m_index;
            return *this;
        }
        ConstIterator operator++(int)
        {
            ConstIterator old = *this;
            ++m_index;
            return old;
        }
        ConstIterator& operator--()
        {
            --m_index;
            return *this;
        }
        ConstIterator operator--(int)
        {
            ConstIterator old = *this;
            --m_index;
            return old;
        }
        ConstIterator& operator+=(difference_type n)
        {
            m_index += n;
            return *this;
        }
        ConstIterator& operator-=(difference_type n)
        {
            m_index -= n;
            return *this;
        }
        friend ConstIterator operator+(ConstIterator it, difference_type n) { return it += n; }
        friend ConstIterator operator+(difference_type n, ConstIterator it) { return it += n; }
        friend ConstIterator operator-(ConstIterator it, difference_type n) { return it -= n; }
        friend difference_type operator-(const ConstIterator& a, const ConstIterator& b)
        {
            return a.m_index - b.m_index;
        }
        friend bool operator==(const ConstIterator& a, const ConstIterator& b)
        {
            return a.m_index == b.m_index;
        }
        friend auto operator<=>(const ConstIterator& a, const ConstIterator& b)
        {
            return a.m_index <=> b.m_index;
        }

    private:
        const RingBuffer* m_buffer = nullptr;
        difference_type m_index = 0;
    };

    explicit RingBuffer(std::size_t capacity)
        : m_storage(capacity)
        , m_capacity(capacity)
    {
    }

    std::size_t capacity() const { return m_capacity; }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    bool full() const { return m_size == m_capacity; }

    // Appends; when full, the oldest element is overwritten. No allocation, no division
    // (the hot path of every telemetry sample).
    void push(const T& value)
    {
        if (m_capacity == 0)
            return;
        m_storage[m_tail] = value;
        if (m_size < m_capacity)
            ++m_size;
        if (++m_tail == m_capacity)
            m_tail = 0;
        if (m_size == m_capacity)
            m_head = m_tail;
    }

    const T& operator[](std::size_t i) const
    {
        std::size_t index = m_head + i;
        if (index >= m_capacity)
            index -= m_capacity;
        return m_storage[index];
    }
    const T& front() const { return m_storage[m_head]; }
    const T& back() const { return m_storage[m_tail == 0 ? m_capacity - 1 : m_tail - 1]; }

    ConstIterator begin() const { return ConstIterator(this, 0); }
    ConstIterator end() const { return ConstIterator(this, m_size); }

    void clear()
    {
        m_head = 0;
        m_tail = 0;
        m_size = 0;
    }

private:
    std::vector<T> m_storage;
    std::size_t m_capacity = 0;
    std::size_t m_head = 0; // the oldest element
    std::size_t m_tail = 0; // where the next element goes
    std::size_t m_size = 0;
};

} // namespace ailab::core::telemetry
