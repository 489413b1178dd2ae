#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

// The units a figure of a lab model is read in and a learner answers in (docs/architecture.md,
// "Activity files"). The models name a figure's unit in its key ("mean_time_s",
// "delivered_GBps", "au_percent"); an activity states the unit it asks for ("ms"), which must
// measure the same kind of quantity. Decimal prefixes are powers of 1000 and binary prefixes
// powers of 1024, as in core/units (IEC 80000-13).
namespace ailab::core::classroom {

enum class Dimension { Count, Ratio, Time, Bytes, ByteRate, BitRate };

struct FigureUnit
{
    std::string symbol;     // "ms", "GB/s", "%", "" for a plain count
    Dimension dimension = Dimension::Count;
    double toBase = 1.0;    // one of this unit in the dimension's base (s, B, B/s, b/s, 1)
};

// The unit a model's figure is given in, from the last key of its pointer ("closed_form_s":
// s, "stepSeconds": s, "p99_ttft_ms": ms, "bytes": B, "busbw_GBps": GB/s, "goodput_gbps":
// Gb/s, "au_percent": %, "gpuUtilisation": a fraction, "bytes_sent_per_rank": B); a key that
// names none is a count.
FigureUnit unitOfFigureKey(std::string_view key);

// The unit with `symbol`, or nothing when the symbol is not one this file knows.
std::optional<FigureUnit> findUnit(std::string_view symbol);

// Every symbol findUnit knows, for "expected one of" messages.
const std::vector<std::string>& unitSymbols();

// `value` given in `from` expressed in `to`; both must have the same dimension.
double convert(double value, const FigureUnit& from, const FigureUnit& to);

// "count", "fraction", "time", "bytes", "byte rate", "bit rate".
std::string dimensionName(Dimension dimension);

} // namespace ailab::core::classroom
