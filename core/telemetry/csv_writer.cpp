#include "core/telemetry/csv_writer.h"

#include "core/atomic_file.h"
#include "core/error.h"

#include <cmath>
#include <fmt/format.h>
#include <ostream>
#include <sstream>

namespace ailab::core::telemetry {

std::string csvField(std::string_view text)
{
    if (text.find_first_of(",\"\r\n") == std::string_view::npos)
        return std::string(text);
    std::string quoted = "\"";
    for (const char c : text) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    quoted += '"';
    return quoted;
}

void writeCsv(std::ostream& out, const MetricRegistry& registry)
{
    out << "time_s,series,unit,value\r\n";
    for (const TimeSeries& series : registry) {
        // The same two fields on every row of a series: quoted once.
        const std::string fields = csvField(series.name()) + ',' + csvField(series.unit()) + ',';
        for (const Sample& sample : series) {
            out << fmt::format("{}", sample.time) << ',' << fields;
            if (!std::isnan(sample.value))
                out << fmt::format("{}", sample.value);
            out << "\r\n";
        }
    }
    if (!out)
        throw Error("could not write the CSV text");
}

std::string toCsv(const MetricRegistry& registry)
{
    std::ostringstream out;
    writeCsv(out, registry);
    return std::move(out).str();
}

void writeCsvFile(const std::string& path, const MetricRegistry& registry)
{
    // Whole or not at all: a kill in the middle leaves the previous export.
    AtomicFile file(path);
    try {
        writeCsv(file.stream(), registry);
    } catch (const Error& error) {
        throw Error(error.message(), path);
    }
    file.commit();
}

} // namespace ailab::core::telemetry
