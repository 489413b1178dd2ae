#pragma once

#include <QCoreApplication>
#include <QString>
#include <string>

namespace ailab::core::telemetry {
struct Event;
}

namespace ailab::labs::operations {

// The words of the failure injection page that come from core (the fault catalogue's
// descriptions and the meaning of each kind's severity), in the learner's language, and the
// course's groups of components. Core has no Qt: the English texts are listed for lupdate in
// injection_texts.cpp under the context "ailab::core::cluster".
class InjectionTexts
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::operations::InjectionTexts)
public:
    // A text of core/cluster (a fault's description, a severity's meaning), translated.
    static QString clusterText(std::string_view english);

    // The course's four groups of components and the target types each holds.
    enum class Group { Compute, Fabric, Storage, Scheduler };
    static QString groupTitle(Group group);    // "GPU Compute"
    static QString groupSubtitle(Group group); // "Workers"
    // A fault target type's name for people ("GPU", "Leaf-spine link"), by its core id.
    static QString targetTypeName(std::string_view targetId);

    // A time of the run as the course's timeline writes it: "[00:00]", "[1:02:03]".
    static QString clock(double seconds);
    // An event type as the course writes it: "cluster.healthy" -> "CLUSTER_HEALTHY".
    static QString typeLabel(const std::string& type);
    // One line of the timeline: time, type, subject and message; the twin's first line
    // "All services operational" as the course says it.
    // The twin's sentence about an event in English; in another language a sentence of that
    // language about its type (eventSentence), without the figures.
    static QString eventMessage(const core::telemetry::Event& event);
    // What an event of a type says, in the learner's language; empty for a type it does not
    // know.
    static QString eventSentence(const std::string& type);
    static QString timelineLine(const core::telemetry::Event& event);
};

} // namespace ailab::labs::operations
