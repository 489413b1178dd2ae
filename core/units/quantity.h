#pragma once

#include <compare>

namespace ailab::core::units {

// Shared arithmetic of one physical quantity held as a double in its base unit
// (bytes, seconds, bits/s, ...). Derived types add named factories and the cross-type
// operations that make physical sense; mixing two different quantities by accident does
// not compile.
template <typename Derived> class Quantity
{
public:
    constexpr Quantity() = default;

    // The value in the base unit of the quantity (see the derived type).
    constexpr double value() const { return m_value; }

    static constexpr Derived fromBase(double value)
    {
        Derived result;
        static_cast<Quantity&>(result).m_value = value;
        return result;
    }
    static constexpr Derived zero() { return fromBase(0.0); }

    friend constexpr Derived operator+(Derived a, Derived b)
    {
        return fromBase(a.value() + b.value());
    }
    friend constexpr Derived operator-(Derived a, Derived b)
    {
        return fromBase(a.value() - b.value());
    }
    friend constexpr Derived operator-(Derived a) { return fromBase(-a.value()); }
    friend constexpr Derived operator*(Derived a, double k) { return fromBase(a.value() * k); }
    friend constexpr Derived operator*(double k, Derived a) { return fromBase(k * a.value()); }
    friend constexpr Derived operator/(Derived a, double k) { return fromBase(a.value() / k); }
    // The ratio of two amounts of the same quantity is a plain number.
    friend constexpr double operator/(Derived a, Derived b) { return a.value() / b.value(); }

    constexpr Derived& operator+=(Derived other)
    {
        m_value += other.value();
        return static_cast<Derived&>(*this);
    }
    constexpr Derived& operator-=(Derived other)
    {
        m_value -= other.value();
        return static_cast<Derived&>(*this);
    }
    constexpr Derived& operator*=(double k)
    {
        m_value *= k;
        return static_cast<Derived&>(*this);
    }
    constexpr Derived& operator/=(double k)
    {
        m_value /= k;
        return static_cast<Derived&>(*this);
    }

    friend constexpr bool operator==(Derived a, Derived b) { return a.value() == b.value(); }
    friend constexpr std::partial_ordering operator<=>(Derived a, Derived b)
    {
        return a.value() <=> b.value();
    }

private:
    double m_value = 0.0;
};

} // namespace ailab::core::units
