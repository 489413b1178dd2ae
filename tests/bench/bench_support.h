#pragma once

#include <cstdint>

// What the core benchmarks measure besides wall time (bench_support.cpp).
namespace ailab::bench {

// Every operator new of the program so far: the benchmark that links bench_support.cpp
// counts its allocations through a replaced global operator new.
std::uint64_t allocationCount();

// CPU time of this thread in seconds: on a machine shared with other work, wall time
// measures the other work too.
double threadCpuSeconds();

} // namespace ailab::bench
