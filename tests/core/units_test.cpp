#include "core/error.h"
#include "core/units/format.h"
#include "core/units/parse.h"
#include "core/units/power.h"
#include "core/units/units.h"

#include <catch2/catch.hpp>
#include <fmt/format.h>

using namespace ailab::core::units;
using ailab::core::Error;

TEST_CASE("decimal and binary prefixes are different sizes", "[units]")
{
    CHECK(Bytes::kilobytes(1).value() == 1000.0);
    CHECK(Bytes::megabytes(1).value() == 1e6);
    CHECK(Bytes::gigabytes(1).value() == 1e9);
    CHECK(Bytes::terabytes(2).value() == 2e12);
    CHECK(Bytes::petabytes(1).value() == 1e15);
    CHECK(Bytes::kibibytes(1).value() == 1024.0);
    CHECK(Bytes::mebibytes(1).value() == 1048576.0);
    CHECK(Bytes::gibibytes(1).value() == 1073741824.0);
    CHECK(Bytes::tebibytes(1).value() == 1099511627776.0);
    CHECK(Bytes::gibibytes(1) > Bytes::gigabytes(1));
    CHECK(Bytes::gibibytes(1).inGigabytes() == Approx(1.073741824));
    CHECK(Bytes::gigabytes(80).inGibibytes() == Approx(74.505805969));
    CHECK(Bytes::bits(8).value() == 1.0);
    CHECK(Bytes::bytes(3).inBits() == 24.0);
}

TEST_CASE("time factories and accessors", "[units]")
{
    CHECK(Seconds::milliseconds(35).value() == Approx(0.035));
    CHECK(Seconds::microseconds(25).inSeconds() == Approx(25e-6));
    CHECK(Seconds::nanoseconds(1).inNanoseconds() == Approx(1.0));
    CHECK(Seconds::minutes(30).value() == 1800.0);
    CHECK(Seconds::hours(1).inMinutes() == 60.0);
    CHECK(Seconds::seconds(2).inMilliseconds() == 2000.0);
}

TEST_CASE("bit rates and byte rates convert by 8", "[units]")
{
    const auto link = BitRate::gigabitsPerSecond(400);
    CHECK(link.toByteRate() == ByteRate::gigabytesPerSecond(50));
    CHECK(ByteRate::gigabytesPerSecond(50).toBitRate() == link);
    CHECK(link.inGigabitsPerSecond() == 400.0);
    CHECK(BitRate::terabitsPerSecond(3.2).inGigabitsPerSecond() == Approx(3200.0));
    CHECK(ByteRate::gibibytesPerSecond(1).value() == 1073741824.0);
    CHECK(ByteRate::mebibytesPerSecond(1).value() == 1048576.0);
    CHECK(BitRate::megabitsPerSecond(1).value() == 1e6);
    CHECK(BitRate::kilobitsPerSecond(1).value() == 1e3);
    CHECK(ByteRate::terabytesPerSecond(3.35).inTerabytesPerSecond() == Approx(3.35));
}

TEST_CASE("arithmetic between quantities", "[units]")
{
    // Checkpoint write (AI Infrastructure Explained, section 06.5): 2 TB in 300 s = 6.67 GB/s.
    const ByteRate rate = Bytes::terabytes(2) / Seconds::seconds(300);
    CHECK(rate.inGigabytesPerSecond() == Approx(6.6666667));
    // Checkpoint overhead: 400 GB at 10 GB/s = 40 s.
    CHECK((Bytes::gigabytes(400) / ByteRate::gigabytesPerSecond(10)).value() == Approx(40.0));
    CHECK((ByteRate::gigabytesPerSecond(50) * Seconds::seconds(2)) == Bytes::gigabytes(100));
    CHECK((Seconds::seconds(2) * ByteRate::gigabytesPerSecond(50)) == Bytes::gigabytes(100));
    // 1 GB over a 400 Gb/s link takes 20 ms.
    CHECK((Bytes::gigabytes(1) / BitRate::gigabitsPerSecond(400)).inMilliseconds() == Approx(20.0));
    CHECK((BitRate::gigabitsPerSecond(8) * Seconds::seconds(1)) == Bytes::gigabytes(1));
    CHECK((Seconds::seconds(1) * BitRate::gigabitsPerSecond(8)) == Bytes::gigabytes(1));
    // Ring all-reduce (AI Infrastructure Explained, section 05.5):
    // 2(N-1)/N x 1 GB = 1.75 GB for N = 8.
    const Bytes perWorker = Bytes::gigabytes(1) * (2.0 * 7.0 / 8.0);
    CHECK(perWorker == Bytes::gigabytes(1.75));
    CHECK(Bytes::gigabytes(3) / Bytes::gigabytes(1.5) == 2.0);
    CHECK(Bytes::gigabytes(3) - Bytes::gigabytes(1) == Bytes::gigabytes(2));
    CHECK(Bytes::gigabytes(1) + Bytes::gigabytes(1) == Bytes::gigabytes(2));
    CHECK(2.0 * Bytes::gigabytes(1) == Bytes::gigabytes(2));
    CHECK(Bytes::gigabytes(4) / 2.0 == Bytes::gigabytes(2));
    CHECK(-Bytes::bytes(5) == Bytes::bytes(-5));
    Bytes total;
    total += Bytes::gigabytes(3);
    total -= Bytes::gigabytes(1);
    total *= 4.0;
    total /= 2.0;
    CHECK(total == Bytes::gigabytes(4));
    CHECK(Bytes::zero().value() == 0.0);
    // Compute: 989 TFLOP/s for 2 s is 1.978 PFLOP; 1 PFLOP takes about 1.011 s.
    const Flops h100 = Flops::teraflops(989);
    CHECK((h100 * Seconds::seconds(2)).value() == Approx(1.978e15));
    CHECK((Seconds::seconds(2) * h100).value() == Approx(1.978e15));
    CHECK((FlopCount::petaflop(1) / h100).value() == Approx(1.0111223));
    CHECK((FlopCount::teraflop(10) / Seconds::seconds(2)) == Flops::teraflops(5));
    CHECK(flopPerByte(FlopCount::gigaflop(10), Bytes::gigabytes(5)) == 2.0);
    // Roofline (docs/models.md, Roofline): min(989 TFLOP/s, 100 FLOP/B x 3.35 TB/s) = 335 TFLOP/s.
    CHECK(attainableFlops(h100, 100.0, ByteRate::terabytesPerSecond(3.35)).inTeraflops() ==
          Approx(335.0));
    CHECK(attainableFlops(h100, 1000.0, ByteRate::terabytesPerSecond(3.35)) == h100);
}

TEST_CASE("comparisons", "[units]")
{
    CHECK(Seconds::milliseconds(1) < Seconds::seconds(1));
    CHECK(Seconds::milliseconds(1000) == Seconds::seconds(1));
    CHECK(Seconds::milliseconds(1000) <= Seconds::seconds(1));
    CHECK(Watts::kilowatts(1) >= Watts::watts(999));
    CHECK(Watts::kilowatts(1) != Watts::watts(999));
    CHECK(BitRate::gigabitsPerSecond(400) > BitRate::gigabitsPerSecond(200));
}

TEST_CASE("power and cooling conversions", "[units]")
{
    // NIST SP 811 (2008), Appendix B.8, to its seven digits: 1 Btu_IT/h = 0.2930711 W, so
    // 1 W = 3.412142 BTU/h; 1 ton of refrigeration (12,000 Btu_IT/h) = 3.516853 kW.
    CHECK(btuPerHour(Watts::watts(1)) == Approx(3.412142).epsilon(2e-7));
    CHECK(wattsFromBtuPerHour(1.0).inWatts() == Approx(0.2930711).epsilon(2e-7));
    CHECK(coolingTons(Watts::kilowatts(3.516853)) == Approx(1.0).epsilon(2e-7));
    CHECK(wattsFromCoolingTons(1.0).inKilowatts() == Approx(3.516853).epsilon(2e-7));
    CHECK(wattsFromBtuPerHour(kBtuPerHourPerCoolingTon).inWatts() == Approx(kWattsPerCoolingTon));
    CHECK(coolingTonsFromBtuPerHour(12000.0) == 1.0);
    CHECK(coolingTonsFromBtuPerHour(btuPerHour(Watts::kilowatts(10))) ==
          Approx(coolingTons(Watts::kilowatts(10))).epsilon(1e-6));

    // Rack heat (AI Infrastructure Explained, section 08.6): 8 servers x 8 kW = 64 kW,
    // "about 218,400 BTU/h": 218,377 BTU/h, shown to four significant digits.
    const Watts rack = Watts::kilowatts(8) * 8.0;
    CHECK(rack == Watts::kilowatts(64));
    CHECK(btuPerHour(rack) == Approx(218377.06).epsilon(1e-7));
    CHECK(toStringBtuPerHour(btuPerHour(rack)) == "218,400 BTU/h");
    CHECK(coolingTons(rack) == Approx(18.1981).epsilon(1e-5));
    CHECK(toStringCoolingTons(coolingTons(rack)) == "18.2 tons");
    CHECK(toStringCoolingTons(1.0) == "1 ton");
    CHECK(powerUsageEffectiveness(Watts::kilowatts(130), Watts::kilowatts(100)) == Approx(1.3));
    CHECK(Watts::megawatts(1).inKilowatts() == 1000.0);
    CHECK(Watts::watts(1500).inKilowatts() == 1.5);
    CHECK(Watts::kilowatts(2500).inMegawatts() == 2.5);
}

TEST_CASE("the number style gives every formatted number the separators of the language",
          "[units][format]")
{
    // English by default; the shell sets German's "1.024,5" when the learner chooses it.
    CHECK(numberStyle().decimalPoint == '.');
    setNumberStyle({.decimalPoint = ',', .groupSeparator = '.'});
    CHECK(toString(Seconds::milliseconds(60.9)) == "60,9 ms");
    CHECK(toString(ByteRate::gigabytesPerSecond(307.2)) == "307,2 GB/s");
    CHECK(formatNumber(218400) == "218.400");
    CHECK(formatNumber(-1234.5, 5) == "-1.234,5");
    CHECK(toStringBtuPerHour(218368.0) == "218.400 BTU/h");
    CHECK(toStringBoth(Bytes::terabytes(2) / Seconds::seconds(300)) == "6,67 GB/s = 53,3 Gb/s");
    setNumberStyle({});
    CHECK(toString(Seconds::milliseconds(60.9)) == "60.9 ms");
    CHECK(formatNumber(-1234.5, 5) == "-1,234.5");
}

TEST_CASE("formatting of the seed's worked examples", "[units][format]")
{
    CHECK(toString(Bytes::gigabytes(1) * (2.0 * 7.0 / 8.0)) == "1.75 GB");
    const ByteRate checkpoint = Bytes::terabytes(2) / Seconds::seconds(300);
    CHECK(toString(checkpoint) == "6.67 GB/s");
    CHECK(toString(checkpoint.toBitRate()) == "53.3 Gb/s");
    CHECK(toStringBoth(checkpoint) == "6.67 GB/s = 53.3 Gb/s");
    CHECK(toStringBoth(BitRate::gigabitsPerSecond(400)) == "400 Gb/s = 50 GB/s");
    CHECK(toString(BitRate::gigabitsPerSecond(400)) == "400 Gb/s");
    CHECK(toString(ByteRate::gigabytesPerSecond(50)) == "50 GB/s");
    CHECK(toString(BitRate::gigabitsPerSecond(8 * 400)) == "3.2 Tb/s");
    // Response time: 0.4 s + 99 x 25 ms = 2.875 s.
    CHECK(toString(Seconds::milliseconds(400) + 99.0 * Seconds::milliseconds(25)) == "2.875 s");
    CHECK(toString(Seconds::milliseconds(35)) == "35 ms");
    CHECK(toString(Seconds::seconds(40)) == "40 s");
    CHECK(toString(Watts::kilowatts(8) * 8.0) == "64 kW");
    CHECK(toString(Watts::kilowatts(10.2)) == "10.2 kW");
    CHECK(toString(Watts::watts(700)) == "700 W");
    CHECK(toString(Flops::teraflops(989)) == "989 TFLOP/s");
    CHECK(toString(FlopCount::petaflop(1.978)) == "1.978 PFLOP");
    CHECK(toString(ByteRate::terabytesPerSecond(3.35)) == "3.35 TB/s");
    CHECK(toString(Bytes::gigabytes(80) * 32.0, {.fixedPrefix = true, .prefix = Prefix::Giga}) ==
          "2,560 GB");
    CHECK(toString(Bytes::gigabytes(80) * 32.0) == "2.56 TB");
}

TEST_CASE("formatting picks prefixes and digits", "[units][format]")
{
    CHECK(toString(Bytes::bytes(0)) == "0 B");
    CHECK(toString(Bytes::bytes(512)) == "512 B");
    CHECK(toString(Bytes::kilobytes(1.5)) == "1.5 kB");
    CHECK(toString(Bytes::megabytes(123.456)) == "123 MB");
    CHECK(toString(Bytes::gigabytes(999.9996)) == "1 TB"); // rounding crosses a prefix
    CHECK(toString(Bytes::petabytes(2000)) == "2 EB");
    CHECK(toString(Bytes::gigabytes(-1.5)) == "-1.5 GB");
    CHECK(toString(Bytes::gigabytes(1.23456), {.significantDigits = 5}) == "1.2346 GB");
    CHECK(toStringBinary(Bytes::gibibytes(80)) == "80 GiB");
    CHECK(toStringBinary(Bytes::mebibytes(512)) == "512 MiB");
    CHECK(toStringBinary(Bytes::gigabytes(1)) == "954 MiB");
    CHECK(toString(Seconds::seconds(0)) == "0 s");
    CHECK(toString(Seconds::microseconds(25)) == "25 µs");
    CHECK(toString(Seconds::nanoseconds(300)) == "300 ns");
    CHECK(toString(Seconds::microseconds(999.9999)) == "1 ms");
    CHECK(toString(Seconds::seconds(90)) == "90 s");
    CHECK(toString(Seconds::minutes(30)) == "30 min");
    CHECK(toString(Seconds::hours(3)) == "3 h");
    CHECK(toString(Watts::megawatts(1.2)) == "1.2 MW");
    CHECK(formatNumber(218368.0, 4) == "218,400");
    CHECK(formatNumber(1234567.0) == "1,230,000");
    CHECK(formatNumber(1234.0) == "1,234");
    CHECK(formatNumber(0.025) == "0.025");
    CHECK(formatNumber(2.0 / 3.0) == "0.667");
    CHECK(formatNumber(-9.9996) == "-10");
    CHECK(fmt::format("{} over {}", Bytes::gigabytes(1.75), BitRate::gigabitsPerSecond(400)) ==
          "1.75 GB over 400 Gb/s");
    CHECK(fmt::format("[{:>10}]", Seconds::milliseconds(35)) == "[     35 ms]");
}

TEST_CASE("parsing sizes, rates, times, power and compute", "[units][parse]")
{
    CHECK(parseBytes("1GB") == Bytes::gigabytes(1));
    CHECK(parseBytes("1 GiB") == Bytes::gibibytes(1));
    CHECK(parseBytes("512MiB") == Bytes::mebibytes(512));
    CHECK(parseBytes("  1.75 GB ") == Bytes::gigabytes(1.75));
    CHECK(parseBytes("64kB") == Bytes::kilobytes(64));
    CHECK(parseBytes("64KB") == Bytes::kilobytes(64));
    CHECK(parseBytes("2TB") == Bytes::terabytes(2));
    CHECK(parseBytes("4096B") == Bytes::bytes(4096));
    CHECK(parseBytes("1e3B") == Bytes::kilobytes(1));
    CHECK(parseBitRate("400Gbps") == BitRate::gigabitsPerSecond(400));
    CHECK(parseBitRate("400Gb/s") == BitRate::gigabitsPerSecond(400));
    CHECK(parseBitRate("400 Gbit/s") == BitRate::gigabitsPerSecond(400));
    CHECK(parseBitRate("50GB/s") == BitRate::gigabitsPerSecond(400));
    CHECK(parseBitRate("3.2Tbps") == BitRate::terabitsPerSecond(3.2));
    CHECK(parseByteRate("50GB/s") == ByteRate::gigabytesPerSecond(50));
    CHECK(parseByteRate("50GBps") == ByteRate::gigabytesPerSecond(50));
    CHECK(parseByteRate("400Gbps") == ByteRate::gigabytesPerSecond(50));
    CHECK(parseByteRate("2GiB/s") == ByteRate::gibibytesPerSecond(2));
    CHECK(parseSeconds("25us") == Seconds::microseconds(25));
    CHECK(parseSeconds("25µs") == Seconds::microseconds(25));
    CHECK(parseSeconds("1.5ms") == Seconds::milliseconds(1.5));
    CHECK(parseSeconds("54d").inSeconds() == 54 * 86400.0); // a long cluster run
    CHECK(parseSeconds("300 ns") == Seconds::nanoseconds(300));
    CHECK(parseSeconds("2s") == Seconds::seconds(2));
    CHECK(parseSeconds("30min") == Seconds::minutes(30));
    CHECK(parseSeconds("1h") == Seconds::hours(1));
    CHECK(parseWatts("700W") == Watts::watts(700));
    CHECK(parseWatts("10.2kW") == Watts::kilowatts(10.2));
    CHECK(parseFlops("989TFLOPS") == Flops::teraflops(989));
    CHECK(parseFlops("989 TFLOP/s") == Flops::teraflops(989));
}

namespace {
// The message of the core::Error that `call` throws, with its path checked.
template <typename Call> std::string errorOf(Call call, const std::string& expectedPath)
{
    try {
        call();
    } catch (const Error& error) {
        CHECK(error.path() == expectedPath);
        return error.message();
    }
    FAIL("no core::Error thrown");
    return {};
}
} // namespace

TEST_CASE("parse errors name the argument and what is wrong", "[units][parse]")
{
    using Catch::Matchers::Contains;
    CHECK_THAT(errorOf([] { parseBytes("", "--size"); }, "--size"), Contains("no value given"));
    CHECK_THAT(errorOf([] { parseBytes("GB", "--size"); }, "--size"),
               Contains("'GB' does not start with a number"));
    CHECK_THAT(errorOf([] { parseBytes("512", "--size"); }, "--size"),
               Contains("'512' has no unit"));
    CHECK_THAT(errorOf([] { parseBytes("12XB", "/model/size"); }, "/model/size"),
               Contains("unknown unit 'XB'"));
    CHECK_THAT(errorOf([] { parseBytes("12XB", "/model/size"); }, "/model/size"), Contains("GiB"));
    CHECK_THAT(errorOf([] { parseBytes("-1GB", "--size"); }, "--size"),
               Contains("'-1GB' is negative"));
    CHECK_THAT(errorOf([] { parseBytes("8Gb", "--size"); }, "--size"),
               Contains("'8Gb' is in bits"));
    CHECK_THAT(errorOf([] { parseBytes("1e400GB", "--size"); }, "--size"),
               Contains("out of range"));
    CHECK_THAT(errorOf([] { parseBitRate("400Gb", "--link"); }, "--link"),
               Contains("unknown unit 'Gb'"));
    CHECK_THAT(errorOf([] { parseBitRate("fast", "--link"); }, "--link"),
               Contains("expected a bit rate such as 400Gbps"));
    CHECK_THAT(errorOf([] { parseSeconds("1.5MS", "--delay"); }, "--delay"),
               Contains("unknown unit 'MS'"));
    CHECK_THAT(errorOf([] { parseSeconds("nan s", "--delay"); }, "--delay"), Contains("'nan s'"));
    CHECK_THAT(errorOf([] { parseWatts("5 kw", "--power"); }, "--power"),
               Contains("unknown unit 'kw'"));
    CHECK_THAT(errorOf([] { parseFlops("1 Tflips", "--peak"); }, "--peak"),
               Contains("unknown unit"));
    // The full text of the exception starts with the path.
    try {
        parseSeconds("abc", "--delay");
        FAIL("no exception");
    } catch (const Error& error) {
        CHECK(std::string(error.what()) ==
              "--delay: 'abc' does not start with a number; expected a time such as 25us, "
              "1.5ms or 2s");
    }
}
