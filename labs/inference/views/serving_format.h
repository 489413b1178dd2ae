#pragma once

#include <QString>

// How the inference lab writes the core's figures for people, in the chosen language's
// number format. Formatting only: every figure comes from core/infer.
namespace ailab::labs::inference::serving_format {

QString number(double value, int decimals);
QString count(long long value);
// "412 ms" below a second, "2.88 s" below ten, "12.4 s" from ten on.
QString duration(double seconds);
QString milliseconds(double seconds, int decimals = 1);
QString tokensPerSecond(double value);
QString percent(double share); // share 0..1 -> "42 %"
QString bytes(double bytes);   // "16.1 GB", "128 KiB" for per-token sizes below 1 MB
// A request's name as the pages show it: "request 12" (1-based).
QString requestName(int request);

} // namespace ailab::labs::inference::serving_format
