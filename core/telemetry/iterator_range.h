#pragma once

#include <cstddef>
#include <iterator>

namespace ailab::core::telemetry {

// Two iterators used as one range: for loops, size(), empty(). std::ranges::subrange would
// do, but clang 14 (the compiler of the fuzz preset, docs/architecture.md, "Fuzzing")
// cannot compile it with the libstdc++ 12 of Debian 12.
template <typename Iterator>
class IteratorRange
{
public:
    IteratorRange(Iterator first, Iterator last)
        : m_first(first)
        , m_last(last)
    {
    }

    Iterator begin() const { return m_first; }
    Iterator end() const { return m_last; }
    std::size_t size() const { return static_cast<std::size_t>(std::distance(m_first, m_last)); }
    bool empty() const { return m_first == m_last; }

private:
    Iterator m_first;
    Iterator m_last;
};

} // namespace ailab::core::telemetry
