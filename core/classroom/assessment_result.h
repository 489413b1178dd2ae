#pragma once

#include "core/classroom/activity.h"

#include <cstddef>
#include <string>
#include <vector>

// The result of an activity done in assessment mode (docs/architecture.md, "Assessment"): who,
// which activity, when, how long, and each task's points. It is written as CSV, one row a task,
// that a spreadsheet opens and the instructor's class table reads back; a file handed in is
// untrusted, so the reader checks it as strictly as an activity file.
namespace ailab::core::classroom {

// A result file is a few rows a task; anything larger is refused before it is parsed.
inline constexpr std::size_t kMaxResultBytes = 64 * 1024;
inline constexpr std::size_t kMaxLearnerNameLength = 80;

// A result is written after each answer (InProgress), so that nothing is lost when the
// program closes, and once more when the learner hands in or the time is up.
enum class AssessmentEnd { InProgress, HandedIn, TimeUp };

struct TaskResult
{
    std::string task; // the task's id
    int points = 0;   // what the task was worth
    bool answered = false;
    bool passed = false;
    std::string answer; // as the learner gave it ("35 ms", an option's id, the design's figure)

    int earned() const { return passed ? points : 0; } // no hints in assessment mode
};

struct AssessmentResult
{
    std::string learner;
    std::string activity; // the activity's id
    std::string lab;
    std::string started;  // ISO 8601 in UTC, "2026-12-07T09:15:00Z"
    int secondsUsed = 0;
    int timeLimitMinutes = 0; // 0: none
    AssessmentEnd end = AssessmentEnd::InProgress;
    std::vector<TaskResult> tasks; // in the activity's order

    int earned() const;
    int possible() const;
    int solved() const;
};

// A learner's name as typed, trimmed; throws core::Error when it is empty, longer than
// kMaxLearnerNameLength or holds a control character.
std::string checkedLearnerName(const std::string& name);

// The result for `activity` with nothing answered yet.
AssessmentResult emptyResult(const Activity& activity, const std::string& learner,
                             const std::string& started);

// The CSV text: a title row, then one row a task, each repeating the learner's columns so that
// the files of a class can be joined into one table. A field that a spreadsheet would take
// for a formula (starting with =, +, - or @) is written after an apostrophe.
std::string resultCsv(const AssessmentResult& result);

// Reads it back; throws core::Error naming "<source>:<line>:<column>" and the column's title.
AssessmentResult parseResultCsv(const std::string& text, const std::string& source);

// A name for the result files: "<activity>-<learner>-<yyyymmdd-hhmmss>" in letters, digits
// and '-' only, whatever the learner typed.
std::string resultFileStem(const AssessmentResult& result);

} // namespace ailab::core::classroom
