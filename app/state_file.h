#pragma once

#include "labs/common/files/atomic_save.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace ailab::app {

// A lab's saved state as a versioned JSON document (docs/architecture.md, "Saved lab state"):
//   {"format": "ailab.state", "version": 1, "lab": "<id>", "state": {...}}
// Version 0, the earlier form, had no "version" field and kept the lab's state under
// "data"; it is migrated on load so that older files still open.
class StateFile
{
    Q_DECLARE_TR_FUNCTIONS(ailab::app::StateFile)
public:
    static constexpr const char* kFormat = "ailab.state";
    static constexpr int kVersion = 1;

    struct Contents
    {
        QString labId;
        QJsonObject state;
        int loadedVersion = kVersion; // the version found in the file, before migration
    };

    static QByteArray serialize(const QString& labId, const QJsonObject& state);

    // Throws core::Error naming the offending field as a JSON pointer ("/version").
    static Contents parse(const QByteArray& bytes);

    // Brings a document of an older version up to kVersion, one step at a time.
    // Throws core::Error for versions it does not know.
    static QJsonObject migrate(QJsonObject document);

    // Reads and parses a file; throws core::Error (the path names the field, or is empty
    // when the file itself cannot be read).
    static Contents read(const QString& path);
    // Throws core::Error when the file cannot be written. `chunkWritten` is the test hook of
    // labs/common/files/atomic_save.h; the program passes none.
    static void write(const QString& path, const QString& labId, const QJsonObject& state,
                      const labs::atomic_save::ChunkWritten& chunkWritten = {});
};

} // namespace ailab::app
