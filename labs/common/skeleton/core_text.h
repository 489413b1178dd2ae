#pragma once

#include <QCoreApplication>
#include <QString>
#include <string>

namespace ailab::labs {

// A text that comes from core (a catalogue entry's name, note or source; a model
// parameter's name and the note on where its value comes from), in the learner's language.
// Core has no Qt, so lupdate cannot find these strings: core_texts.cpp lists them for it,
// each under the core namespace it comes from, and a GUI test fails when core has a text
// that the list or the German translation lacks.
inline constexpr const char* kHardwareContext = "ailab::core::hw";
inline constexpr const char* kTrainingContext = "ailab::core::train";
inline constexpr const char* kRoceContext = "ailab::core::net::roce";

inline QString coreText(const char* context, const std::string& english)
{
    return english.empty() ? QString() : QCoreApplication::translate(context, english.c_str());
}

// The hardware catalogue (core/hw).
inline QString hardwareText(const std::string& english)
{
    return coreText(kHardwareContext, english);
}

// The training and memory models (core/train, core/models/stack).
inline QString trainingText(const std::string& english)
{
    return coreText(kTrainingContext, english);
}

// The RoCEv2 walkthrough's parameters (core/net/roce).
inline QString roceText(const std::string& english)
{
    return coreText(kRoceContext, english);
}

} // namespace ailab::labs
