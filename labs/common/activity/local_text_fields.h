#pragma once

#include "core/ops/incident_definition.h"

#include <QString>

// One language of a file's text {"en": ..., "de": ...} as the editors' fields show and set it:
// an empty field removes that language, so the reader's "English required" names it.
namespace ailab::labs {

inline void setLocalText(core::ops::LocalText& text, const char* language, const QString& value)
{
    if (value.trimmed().isEmpty())
        text.byLanguage.erase(language);
    else
        text.byLanguage[language] = value.trimmed().toStdString();
}

inline QString localTextIn(const core::ops::LocalText& text, const char* language)
{
    const auto it = text.byLanguage.find(language);
    return it == text.byLanguage.end() ? QString() : QString::fromStdString(it->second);
}

} // namespace ailab::labs
