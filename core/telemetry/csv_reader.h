#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

// RFC 4180 text read back into records: the counterpart of csvField (csv_writer.h). A quoted
// field may hold commas, doubled quotes and line breaks; records end in LF or CRLF; empty
// lines are skipped. Errors are core::Error at "<source>:<line>:<column>", as an editor counts.
namespace ailab::core::telemetry {

struct CsvRecord
{
    std::size_t line = 0; // where the record starts, from 1
    std::vector<std::string> fields;
};

std::vector<CsvRecord> readCsvRecords(std::string_view text, const std::string& source);

} // namespace ailab::core::telemetry
