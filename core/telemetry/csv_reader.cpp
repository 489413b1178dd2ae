#include "core/telemetry/csv_reader.h"

#include "core/error.h"

#include <fmt/format.h>

namespace ailab::core::telemetry {

std::vector<CsvRecord> readCsvRecords(std::string_view text, const std::string& source)
{
    std::vector<CsvRecord> records;
    std::size_t line = 1;
    std::size_t column = 1;
    std::size_t i = 0;
    const auto where = [&] { return fmt::format("{}:{}:{}", source, line, column); };
    while (i < text.size()) {
        if (text[i] == '\n' || (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n')) {
            i += text[i] == '\r' ? 2 : 1; // an empty line
            ++line;
            column = 1;
            continue;
        }
        CsvRecord record;
        record.line = line;
        while (true) {
            std::string field;
            if (i < text.size() && text[i] == '"') {
                const std::string start = where();
                ++i;
                ++column;
                while (true) {
                    if (i >= text.size())
                        throw Error("a quoted field is not closed", start);
                    const char c = text[i++];
                    ++column;
                    if (c == '"') {
                        if (i < text.size() && text[i] == '"') {
                            field += '"';
                            ++i;
                            ++column;
                            continue;
                        }
                        break;
                    }
                    if (c == '\n') {
                        ++line;
                        column = 1;
                    }
                    field += c;
                }
                if (i < text.size() && text[i] != ',' && text[i] != '\n' && text[i] != '\r')
                    throw Error("a quoted field must end at a comma or the end of the line",
                                where());
            } else {
                while (i < text.size() && text[i] != ',' && text[i] != '\n' && text[i] != '\r') {
                    if (text[i] == '"')
                        throw Error("a quote inside a field that is not quoted", where());
                    field += text[i++];
                    ++column;
                }
            }
            record.fields.push_back(std::move(field));
            if (i < text.size() && text[i] == ',') {
                ++i;
                ++column;
                continue;
            }
            break;
        }
        if (i < text.size() && text[i] == '\r') {
            if (i + 1 >= text.size() || text[i + 1] != '\n')
                throw Error("a lone carriage return ends no line", where());
            ++i;
        }
        if (i < text.size() && text[i] == '\n')
            ++i;
        ++line;
        column = 1;
        records.push_back(std::move(record));
    }
    return records;
}

} // namespace ailab::core::telemetry
