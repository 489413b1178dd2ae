#pragma once

#include <QCoreApplication>
#include <QString>

#include <string>

namespace ailab::labs {

// Title or description of a scenario, in the user's language when it is one of the
// shipped presets (each lab lists its presets' texts for lupdate under the context
// "ailab::scenarios"); an instructor's own file shows as written.
inline QString scenarioText(const std::string& text)
{
    return QCoreApplication::translate("ailab::scenarios", text.c_str());
}

} // namespace ailab::labs
