#pragma once

#include "core/classroom/activity.h"

#include <map>
#include <string>

// The points of an activity (docs/architecture.md, "Activity files"): a task solved earns its
// points less the cost of the hints the learner asked for; a task not solved earns nothing.
namespace ailab::core::classroom {

struct TaskProgress
{
    bool passed = false;
    int hintsTaken = 0; // the first N hints, in the file's order
};

struct ActivityScore
{
    int earned = 0;
    int possible = 0;
    int solved = 0; // tasks passed
};

int taskScore(const Task& task, const TaskProgress& progress);

// `progress` by task id; a task without an entry is not solved.
ActivityScore scoreActivity(const Activity& activity,
                            const std::map<std::string, TaskProgress>& progress);

} // namespace ailab::core::classroom
