#include "core/classroom/activity.h"

namespace ailab::core::classroom {

const Task* Activity::findTask(const std::string& taskId) const
{
    for (const Task& task : tasks) {
        if (task.id == taskId)
            return &task;
    }
    return nullptr;
}

const std::vector<std::string>& comparisonSymbols()
{
    static const std::vector<std::string> symbols = {"<", "<=", ">", ">="};
    return symbols;
}

std::string comparisonSymbol(Comparison comparison)
{
    return comparisonSymbols().at(static_cast<std::size_t>(comparison));
}

bool compare(double value, Comparison comparison, double target)
{
    switch (comparison) {
    case Comparison::Less: return value < target;
    case Comparison::LessOrEqual: return value <= target;
    case Comparison::Greater: return value > target;
    case Comparison::GreaterOrEqual: return value >= target;
    }
    return false;
}

} // namespace ailab::core::classroom
