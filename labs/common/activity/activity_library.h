#pragma once

#include "core/classroom/activity.h"

#include <QCoreApplication>
#include <QString>
#include <string>
#include <vector>

// Where a lab's activities come from (docs/architecture.md, "Activity files"): those it ships,
// built in as the resources ":/labs/<id>/activities/<name>.json", and files a learner is handed,
// both read with core's strict reader.
namespace ailab::labs {

struct ShippedActivity
{
    QString resourcePath;
    QString title; // in the learner's language, read without checking the file
};

class ActivityLibrary
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::ActivityLibrary)
public:
    // The lab's shipped activities, by file name.
    static std::vector<ShippedActivity> shipped(const QString& labId);
    // A shipped activity read with core's parseActivity; throws core::Error naming the field.
    static core::classroom::Activity readShipped(const QString& resourcePath);
    // A handed-out file read with core's loadActivityFile (its presets may lie beside it);
    // throws core::Error naming the file and the field.
    static core::classroom::Activity readFile(const QString& path);
    // The language activity texts are taken in: the program's ("de" or "en").
    static std::string language();
    static QString text(const core::classroom::LocalText& text);
};

} // namespace ailab::labs
