#pragma once

#include "core/classroom/assessment_result.h"

#include <cstddef>
#include <string>
#include <vector>

// The instructor's view of a class (docs/architecture.md, "Assessment"): the result files
// collected in one folder, read as the untrusted files they are, and each task's figures
// across the class.
namespace ailab::core::classroom {

// More files than any class hands in: a folder with more is refused, not half read.
inline constexpr std::size_t kMaxClassFiles = 1000;

struct RefusedFile
{
    std::string file;   // its name in the folder
    std::string reason; // core's error, naming the line and column
};

struct TaskSummary
{
    std::string activity;
    std::string task;
    int answered = 0;
    int passed = 0;
    int results = 0; // results of this activity
};

struct ClassResults
{
    std::vector<AssessmentResult> results; // by activity, then learner, then start
    std::vector<RefusedFile> refused;      // by file name
    std::vector<TaskSummary> tasks;        // by activity, each in its first result's order
};

// Every "*.csv" directly in `folder` that is a regular file (never a link, never a sub-folder)
// is read with parseResultCsv; a file that is not a result or is refused is listed with the
// reason and the rest are still read. Throws core::Error when the folder cannot be read or
// holds more than kMaxClassFiles such files.
ClassResults readClassFolder(const std::string& folder);

// The summary of tasks for results already read.
std::vector<TaskSummary> summariseTasks(const std::vector<AssessmentResult>& results);

} // namespace ailab::core::classroom
