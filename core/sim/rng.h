#pragma once

#include <cstdint>

namespace ailab::core::sim {

// Seeded random numbers that are the same on every machine and compiler: xoshiro256**
// (Blackman and Vigna, 2018) seeded through splitmix64, with our own distributions,
// because the std:: distributions differ between standard libraries.
class Rng
{
public:
    explicit Rng(std::uint64_t seed = 1);

    void reseed(std::uint64_t seed);
    std::uint64_t seed() const { return m_seed; }

    std::uint64_t nextU64();
    // Uniform in [0, 1), 53 random bits.
    double uniform01();
    double uniform(double low, double high);
    // Uniform integer in [0, bound), bound > 0, without modulo bias (Lemire, 2019).
    std::uint64_t below(std::uint64_t bound);
    // Exponential with the given mean (> 0), by inversion.
    double exponential(double mean);
    // Normal by Box-Muller; deterministic given the seed.
    double normal(double mean, double stddev);
    bool bernoulli(double probability);

private:
    std::uint64_t m_state[4];
    std::uint64_t m_seed = 1;
};

} // namespace ailab::core::sim
