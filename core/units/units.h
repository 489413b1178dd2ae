#pragma once

#include "core/units/quantity.h"

namespace ailab::core::units {

// Strong types of the quantities the labs show. Decimal prefixes (k = 1e3, M = 1e6, G, T,
// P) and binary prefixes (Ki = 2^10, Mi, Gi, Ti) are spelled out in every factory name,
// because confusing them is a lesson of the labs (docs/models.md, Units: decimal unless a name says
// GiB). Bits and bytes are separate types; a conversion between them is explicit.

// An amount of data; base unit the byte.
class Bytes : public Quantity<Bytes>
{
public:
    static constexpr Bytes bytes(double n) { return fromBase(n); }
    static constexpr Bytes kilobytes(double n) { return fromBase(n * 1e3); }
    static constexpr Bytes megabytes(double n) { return fromBase(n * 1e6); }
    static constexpr Bytes gigabytes(double n) { return fromBase(n * 1e9); }
    static constexpr Bytes terabytes(double n) { return fromBase(n * 1e12); }
    static constexpr Bytes petabytes(double n) { return fromBase(n * 1e15); }
    static constexpr Bytes kibibytes(double n) { return fromBase(n * 1024.0); }
    static constexpr Bytes mebibytes(double n) { return fromBase(n * 1048576.0); }
    static constexpr Bytes gibibytes(double n) { return fromBase(n * 1073741824.0); }
    static constexpr Bytes tebibytes(double n) { return fromBase(n * 1099511627776.0); }
    static constexpr Bytes bits(double n) { return fromBase(n / 8.0); }

    constexpr double inBytes() const { return value(); }
    constexpr double inBits() const { return value() * 8.0; }
    constexpr double inMegabytes() const { return value() / 1e6; }
    constexpr double inGigabytes() const { return value() / 1e9; }
    constexpr double inTerabytes() const { return value() / 1e12; }
    constexpr double inMebibytes() const { return value() / 1048576.0; }
    constexpr double inGibibytes() const { return value() / 1073741824.0; }
};

// A span of time; base unit the second (the unit of Simulation::now()).
class Seconds : public Quantity<Seconds>
{
public:
    static constexpr Seconds seconds(double n) { return fromBase(n); }
    static constexpr Seconds nanoseconds(double n) { return fromBase(n * 1e-9); }
    static constexpr Seconds microseconds(double n) { return fromBase(n * 1e-6); }
    static constexpr Seconds milliseconds(double n) { return fromBase(n * 1e-3); }
    static constexpr Seconds minutes(double n) { return fromBase(n * 60.0); }
    static constexpr Seconds hours(double n) { return fromBase(n * 3600.0); }

    constexpr double inSeconds() const { return value(); }
    constexpr double inMilliseconds() const { return value() * 1e3; }
    constexpr double inMicroseconds() const { return value() * 1e6; }
    constexpr double inNanoseconds() const { return value() * 1e9; }
    constexpr double inMinutes() const { return value() / 60.0; }
    constexpr double inHours() const { return value() / 3600.0; }
};

class ByteRate;

// A data rate in bits per second, as links and NICs are rated (400 Gb/s).
class BitRate : public Quantity<BitRate>
{
public:
    static constexpr BitRate bitsPerSecond(double n) { return fromBase(n); }
    static constexpr BitRate kilobitsPerSecond(double n) { return fromBase(n * 1e3); }
    static constexpr BitRate megabitsPerSecond(double n) { return fromBase(n * 1e6); }
    static constexpr BitRate gigabitsPerSecond(double n) { return fromBase(n * 1e9); }
    static constexpr BitRate terabitsPerSecond(double n) { return fromBase(n * 1e12); }

    constexpr double inBitsPerSecond() const { return value(); }
    constexpr double inGigabitsPerSecond() const { return value() / 1e9; }
    constexpr double inTerabitsPerSecond() const { return value() / 1e12; }

    // 8 bits per byte: 400 Gb/s = 50 GB/s.
    constexpr ByteRate toByteRate() const;
};

// A data rate in bytes per second, as memory, storage and buses are rated (50 GB/s).
class ByteRate : public Quantity<ByteRate>
{
public:
    static constexpr ByteRate bytesPerSecond(double n) { return fromBase(n); }
    static constexpr ByteRate kilobytesPerSecond(double n) { return fromBase(n * 1e3); }
    static constexpr ByteRate megabytesPerSecond(double n) { return fromBase(n * 1e6); }
    static constexpr ByteRate gigabytesPerSecond(double n) { return fromBase(n * 1e9); }
    static constexpr ByteRate terabytesPerSecond(double n) { return fromBase(n * 1e12); }
    static constexpr ByteRate mebibytesPerSecond(double n) { return fromBase(n * 1048576.0); }
    static constexpr ByteRate gibibytesPerSecond(double n) { return fromBase(n * 1073741824.0); }

    constexpr double inBytesPerSecond() const { return value(); }
    constexpr double inGigabytesPerSecond() const { return value() / 1e9; }
    constexpr double inTerabytesPerSecond() const { return value() / 1e12; }

    constexpr BitRate toBitRate() const { return BitRate::bitsPerSecond(value() * 8.0); }
};

constexpr ByteRate BitRate::toByteRate() const
{
    return ByteRate::bytesPerSecond(value() / 8.0);
}

// Electrical or thermal power; base unit the watt.
class Watts : public Quantity<Watts>
{
public:
    static constexpr Watts watts(double n) { return fromBase(n); }
    static constexpr Watts kilowatts(double n) { return fromBase(n * 1e3); }
    static constexpr Watts megawatts(double n) { return fromBase(n * 1e6); }

    constexpr double inWatts() const { return value(); }
    constexpr double inKilowatts() const { return value() / 1e3; }
    constexpr double inMegawatts() const { return value() / 1e6; }
};

// A count of floating-point operations (work), e.g. 2 x params x tokens for a prefill.
class FlopCount : public Quantity<FlopCount>
{
public:
    static constexpr FlopCount flop(double n) { return fromBase(n); }
    static constexpr FlopCount gigaflop(double n) { return fromBase(n * 1e9); }
    static constexpr FlopCount teraflop(double n) { return fromBase(n * 1e12); }
    static constexpr FlopCount petaflop(double n) { return fromBase(n * 1e15); }
    static constexpr FlopCount exaflop(double n) { return fromBase(n * 1e18); }

    constexpr double inFlop() const { return value(); }
};

// A compute rate in floating-point operations per second (FLOP/s), as GPUs are rated.
class Flops : public Quantity<Flops>
{
public:
    static constexpr Flops flopsPerSecond(double n) { return fromBase(n); }
    static constexpr Flops gigaflops(double n) { return fromBase(n * 1e9); }
    static constexpr Flops teraflops(double n) { return fromBase(n * 1e12); }
    static constexpr Flops petaflops(double n) { return fromBase(n * 1e15); }
    static constexpr Flops exaflops(double n) { return fromBase(n * 1e18); }

    constexpr double inFlopsPerSecond() const { return value(); }
    constexpr double inTeraflops() const { return value() / 1e12; }
};

// Cross-type arithmetic: only the combinations with a physical meaning.
constexpr ByteRate operator/(Bytes b, Seconds t)
{
    return ByteRate::bytesPerSecond(b.value() / t.value());
}
constexpr Seconds operator/(Bytes b, ByteRate r)
{
    return Seconds::seconds(b.value() / r.value());
}
constexpr Seconds operator/(Bytes b, BitRate r)
{
    return b / r.toByteRate();
}
constexpr Bytes operator*(ByteRate r, Seconds t)
{
    return Bytes::bytes(r.value() * t.value());
}
constexpr Bytes operator*(Seconds t, ByteRate r)
{
    return r * t;
}
constexpr Bytes operator*(BitRate r, Seconds t)
{
    return r.toByteRate() * t;
}
constexpr Bytes operator*(Seconds t, BitRate r)
{
    return r.toByteRate() * t;
}
constexpr Seconds operator/(FlopCount w, Flops r)
{
    return Seconds::seconds(w.value() / r.value());
}
constexpr Flops operator/(FlopCount w, Seconds t)
{
    return Flops::flopsPerSecond(w.value() / t.value());
}
constexpr FlopCount operator*(Flops r, Seconds t)
{
    return FlopCount::flop(r.value() * t.value());
}
constexpr FlopCount operator*(Seconds t, Flops r)
{
    return r * t;
}

// Arithmetic intensity in FLOP per byte (roofline: attainable = min(peak, AI x bandwidth)).
constexpr double flopPerByte(FlopCount w, Bytes b)
{
    return w.value() / b.value();
}
constexpr Flops attainableFlops(Flops peak, double flopPerByteIntensity, ByteRate bandwidth)
{
    const double memoryBound = flopPerByteIntensity * bandwidth.value();
    return Flops::flopsPerSecond(memoryBound < peak.value() ? memoryBound : peak.value());
}

} // namespace ailab::core::units
