#include "core/sim/rng.h"

#include "core/error.h"

#include <cmath>
#include <numbers>

namespace ailab::core::sim {

namespace {
std::uint64_t splitmix64(std::uint64_t& x)
{
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

std::uint64_t rotl(std::uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}
} // namespace

Rng::Rng(std::uint64_t seed)
{
    reseed(seed);
}

void Rng::reseed(std::uint64_t seed)
{
    m_seed = seed;
    std::uint64_t x = seed;
    for (auto& word : m_state)
        word = splitmix64(x);
}

std::uint64_t Rng::nextU64()
{
    const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
    const std::uint64_t t = m_state[1] << 17;
    m_state[2] ^= m_state[0];
    m_state[3] ^= m_state[1];
    m_state[1] ^= m_state[2];
    m_state[0] ^= m_state[3];
    m_state[2] ^= t;
    m_state[3] = rotl(m_state[3], 45);
    return result;
}

double Rng::uniform01()
{
    return static_cast<double>(nextU64() >> 11) * 0x1.0p-53;
}

double Rng::uniform(double low, double high)
{
    return low + (high - low) * uniform01();
}

std::uint64_t Rng::below(std::uint64_t bound)
{
    if (bound == 0)
        throw Error("Rng::below needs a bound above zero");
    // Lemire's nearly divisionless method on 64x64->128 multiplication.
    __uint128_t m = static_cast<__uint128_t>(nextU64()) * bound;
    auto low = static_cast<std::uint64_t>(m);
    if (low < bound) {
        const std::uint64_t threshold = -bound % bound;
        while (low < threshold) {
            m = static_cast<__uint128_t>(nextU64()) * bound;
            low = static_cast<std::uint64_t>(m);
        }
    }
    return static_cast<std::uint64_t>(m >> 64);
}

double Rng::exponential(double mean)
{
    if (!(mean > 0.0))
        throw Error("exponential distribution needs a mean above zero");
    return -mean * std::log1p(-uniform01());
}

double Rng::normal(double mean, double stddev)
{
    // 1 - u keeps the logarithm's argument in (0, 1].
    const double u1 = 1.0 - uniform01();
    const double u2 = uniform01();
    return mean + stddev * std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * std::numbers::pi * u2);
}

bool Rng::bernoulli(double probability)
{
    return uniform01() < probability;
}

} // namespace ailab::core::sim
