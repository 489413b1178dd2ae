#include "core/classroom/activity_score.h"

#include <algorithm>

namespace ailab::core::classroom {

int taskScore(const Task& task, const TaskProgress& progress)
{
    if (!progress.passed)
        return 0;
    int cost = 0;
    const int taken = std::clamp(progress.hintsTaken, 0, static_cast<int>(task.hints.size()));
    for (int i = 0; i < taken; ++i)
        cost += task.hints[static_cast<std::size_t>(i)].cost;
    // The reader keeps the hints' costs within the task's points.
    return std::max(0, task.points - cost);
}

ActivityScore scoreActivity(const Activity& activity,
                            const std::map<std::string, TaskProgress>& progress)
{
    ActivityScore score;
    for (const Task& task : activity.tasks) {
        score.possible += task.points;
        const auto it = progress.find(task.id);
        if (it == progress.end())
            continue;
        score.earned += taskScore(task, it->second);
        score.solved += it->second.passed ? 1 : 0;
    }
    return score;
}

} // namespace ailab::core::classroom
