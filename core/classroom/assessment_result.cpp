#include "core/classroom/assessment_result.h"

#include "core/error.h"
#include "core/scenario/file_id.h"
#include "core/scenario/scenario_loader.h"
#include "core/telemetry/csv_reader.h"
#include "core/telemetry/csv_writer.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <fmt/format.h>
#include <numeric>

namespace ailab::core::classroom {

namespace {

// The title row; also how a result file is told from any other CSV.
const std::vector<std::string>& columns()
{
    static const std::vector<std::string> titles = {
        "learner", "activity", "lab",    "started",  "seconds_used", "time_limit_min",
        "ended",   "task",     "points", "answered", "passed",       "answer"};
    return titles;
}

enum Column { Learner, ActivityId, Lab, Started, SecondsUsed, TimeLimit, Ended, TaskId, Points,
              Answered, Passed, Answer };

constexpr std::size_t kMaxAnswerLength = 200;
constexpr int kMaxSecondsUsed = 7 * 24 * 3600; // a week: no assessment runs longer
constexpr int kMaxTimeLimitMinutes = 600;
constexpr std::size_t kMaxTaskRows = 32;

// Spreadsheets run a cell that starts with one of these as a formula (CSV injection).
bool looksLikeFormula(const std::string& text)
{
    return !text.empty() && std::string_view("=+-@").find(text.front()) != std::string_view::npos;
}

std::string cell(const std::string& text)
{
    return telemetry::csvField(looksLikeFormula(text) ? "'" + text : text);
}

std::string uncell(const std::string& text)
{
    if (text.size() > 1 && text.front() == '\'' && looksLikeFormula(text.substr(1)))
        return text.substr(1);
    return text;
}

bool isIsoUtcTime(const std::string& t)
{
    // "YYYY-MM-DDTHH:MM:SSZ"
    static const std::string shape = "dddd-dd-ddTdd:dd:ddZ";
    if (t.size() != shape.size())
        return false;
    for (std::size_t i = 0; i < t.size(); ++i) {
        if (shape[i] == 'd' ? !(t[i] >= '0' && t[i] <= '9') : t[i] != shape[i])
            return false;
    }
    return true;
}

const char* endText(AssessmentEnd end)
{
    switch (end) {
    case AssessmentEnd::InProgress:
        return "in-progress";
    case AssessmentEnd::TimeUp:
        return "time-up";
    case AssessmentEnd::HandedIn:
        break;
    }
    return "handed-in";
}

class ResultReader
{
public:
    ResultReader(const telemetry::CsvRecord& record, std::string source)
        : m_record(record)
        , m_source(std::move(source))
    {
    }

    std::string where(std::size_t column) const
    {
        return fmt::format("{}:{}: column \"{}\"", m_source, m_record.line, columns()[column]);
    }
    const std::string& text(std::size_t column) const { return m_record.fields[column]; }

    int integer(std::size_t column, int min, int max) const
    {
        const std::string& f = text(column);
        int v = 0;
        const auto [ptr, ec] = std::from_chars(f.data(), f.data() + f.size(), v);
        if (f.empty() || ec != std::errc() || ptr != f.data() + f.size())
            throw Error(fmt::format("expected a whole number, got \"{}\"", f), where(column));
        if (v < min || v > max)
            throw Error(fmt::format("expected {} to {}, got {}", min, max, v), where(column));
        return v;
    }

    bool yesNo(std::size_t column) const
    {
        if (text(column) == "yes")
            return true;
        if (text(column) == "no")
            return false;
        throw Error(fmt::format("expected \"yes\" or \"no\", got \"{}\"", text(column)),
                    where(column));
    }

    // An id that starts with '-' was written after an apostrophe, as any such field.
    std::string id(std::size_t column) const
    {
        const std::string value = uncell(text(column));
        if (!scenario::isFileId(value))
            throw Error(fmt::format("\"{}\" is not an id (lower-case letters, digits, '-', '_')",
                                    value),
                        where(column));
        return value;
    }

private:
    const telemetry::CsvRecord& m_record;
    std::string m_source;
};

} // namespace

int AssessmentResult::earned() const
{
    return std::accumulate(tasks.begin(), tasks.end(), 0,
                           [](int sum, const TaskResult& t) { return sum + t.earned(); });
}

int AssessmentResult::possible() const
{
    return std::accumulate(tasks.begin(), tasks.end(), 0,
                           [](int sum, const TaskResult& t) { return sum + t.points; });
}

int AssessmentResult::solved() const
{
    return int(std::count_if(tasks.begin(), tasks.end(),
                             [](const TaskResult& t) { return t.passed; }));
}

std::string checkedLearnerName(const std::string& name)
{
    const std::size_t first = name.find_first_not_of(" \t");
    const std::size_t last = name.find_last_not_of(" \t");
    const std::string trimmed =
        first == std::string::npos ? std::string() : name.substr(first, last - first + 1);
    if (trimmed.empty())
        throw Error("the learner's name is empty");
    if (trimmed.size() > kMaxLearnerNameLength)
        throw Error(fmt::format("the learner's name is longer than {} characters",
                                kMaxLearnerNameLength));
    if (scenario::firstInvalidUtf8(trimmed) != trimmed.size())
        throw Error("the learner's name is not valid UTF-8 text");
    if (std::any_of(trimmed.begin(), trimmed.end(),
                    [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; }))
        throw Error("the learner's name holds a control character");
    return trimmed;
}

AssessmentResult emptyResult(const Activity& activity, const std::string& learner,
                             const std::string& started)
{
    AssessmentResult r;
    r.learner = learner;
    r.activity = activity.id;
    r.lab = activity.lab;
    r.started = started;
    r.timeLimitMinutes = activity.assessment ? activity.assessment->timeLimitMinutes : 0;
    for (const Task& task : activity.tasks) {
        TaskResult t;
        t.task = task.id;
        t.points = task.points;
        r.tasks.push_back(std::move(t));
    }
    return r;
}

std::string resultCsv(const AssessmentResult& result)
{
    std::string out;
    for (std::size_t c = 0; c < columns().size(); ++c)
        out += (c ? "," : "") + columns()[c];
    out += "\r\n";
    const std::string learner =
        fmt::format("{},{},{},{},{},{},{}", cell(result.learner), cell(result.activity),
                    cell(result.lab), cell(result.started), result.secondsUsed,
                    result.timeLimitMinutes, endText(result.end));
    for (const TaskResult& t : result.tasks)
        out += fmt::format("{},{},{},{},{},{}\r\n", learner, cell(t.task), t.points,
                           t.answered ? "yes" : "no", t.passed ? "yes" : "no", cell(t.answer));
    return out;
}

AssessmentResult parseResultCsv(const std::string& text, const std::string& source)
{
    if (text.size() > kMaxResultBytes)
        throw Error(fmt::format("the result file is larger than {} KiB", kMaxResultBytes / 1024),
                    source);
    if (const std::size_t bad = scenario::firstInvalidUtf8(text); bad != text.size())
        throw Error(fmt::format("the file is not UTF-8 text (byte {})", bad + 1), source);
    const std::vector<telemetry::CsvRecord> records = telemetry::readCsvRecords(text, source);
    if (records.empty() || records.front().fields != columns())
        throw Error("not an assessment result: the first line must be the column titles " +
                        fmt::format("\"{}\"", fmt::join(columns(), ",")),
                    source + ":1");
    if (records.size() < 2)
        throw Error("the result names no task", source);
    if (records.size() - 1 > kMaxTaskRows)
        throw Error(fmt::format("more than {} tasks", kMaxTaskRows), source);

    AssessmentResult r;
    for (std::size_t row = 1; row < records.size(); ++row) {
        const telemetry::CsvRecord& record = records[row];
        if (record.fields.size() != columns().size())
            throw Error(fmt::format("expected {} fields as in the title row, got {}",
                                    columns().size(), record.fields.size()),
                        fmt::format("{}:{}", source, record.line));
        const ResultReader in(record, source);
        if (row == 1) {
            try {
                r.learner = checkedLearnerName(uncell(in.text(Learner)));
            } catch (const Error& e) {
                throw Error(e.message(), in.where(Learner));
            }
            r.activity = in.id(ActivityId);
            r.lab = in.id(Lab);
            if (!isIsoUtcTime(in.text(Started)))
                throw Error(fmt::format("expected a time such as 2026-12-07T09:15:00Z, got \"{}\"",
                                        in.text(Started)),
                            in.where(Started));
            r.started = in.text(Started);
            r.secondsUsed = in.integer(SecondsUsed, 0, kMaxSecondsUsed);
            r.timeLimitMinutes = in.integer(TimeLimit, 0, kMaxTimeLimitMinutes);
            if (in.text(Ended) == "time-up")
                r.end = AssessmentEnd::TimeUp;
            else if (in.text(Ended) == "handed-in")
                r.end = AssessmentEnd::HandedIn;
            else if (in.text(Ended) != "in-progress")
                throw Error(fmt::format("expected \"in-progress\", \"handed-in\" or \"time-up\", got \"{}\"",
                                        in.text(Ended)),
                            in.where(Ended));
        } else {
            // One learner and one attempt a file: every row repeats the same columns.
            for (std::size_t c = Learner; c <= Ended; ++c) {
                if (record.fields[c] != records[1].fields[c])
                    throw Error("differs from the first row: a result file holds one attempt",
                                in.where(c));
            }
        }
        TaskResult t;
        t.task = in.id(TaskId);
        for (const TaskResult& other : r.tasks) {
            if (other.task == t.task)
                throw Error(fmt::format("task '{}' is named twice", t.task), in.where(TaskId));
        }
        t.points = in.integer(Points, 1, 100);
        t.answered = in.yesNo(Answered);
        t.passed = in.yesNo(Passed);
        if (t.passed && !t.answered)
            throw Error("a task not answered cannot have passed", in.where(Passed));
        t.answer = uncell(in.text(Answer));
        if (t.answer.size() > kMaxAnswerLength)
            throw Error(fmt::format("longer than {} characters", kMaxAnswerLength),
                        in.where(Answer));
        r.tasks.push_back(std::move(t));
    }
    if (r.timeLimitMinutes > 0 && r.secondsUsed > r.timeLimitMinutes * 60 + 60)
        throw Error(fmt::format("{} s used, more than the time limit of {} min", r.secondsUsed,
                                r.timeLimitMinutes),
                    fmt::format("{}:2: column \"seconds_used\"", source));
    return r;
}

std::string resultFileStem(const AssessmentResult& result)
{
    std::string learner;
    for (const char c : result.learner) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u) && u < 0x80)
            learner += char(std::tolower(u));
        else if (!learner.empty() && learner.back() != '-')
            learner += '-';
    }
    while (!learner.empty() && learner.back() == '-')
        learner.pop_back();
    if (learner.empty())
        learner = "learner";
    std::string time; // "20261207-091500" from "2026-12-07T09:15:00Z"
    for (const char c : result.started) {
        if (c >= '0' && c <= '9')
            time += c;
        if (time.size() == 8 && c == 'T')
            time += '-';
    }
    return fmt::format("{}-{}-{}", result.activity, learner, time);
}

} // namespace ailab::core::classroom
