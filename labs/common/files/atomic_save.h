#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

namespace ailab::labs {

// The one way the program writes a file (states, debriefs, exports, pictures): the bytes,
// made in memory first, go through QSaveFile, which writes a temporary file beside the
// target and renames it over the target on commit. A crash or a kill at any moment leaves
// either the old file or the new one, never half a file. The core's writers have the same
// guarantee from core/atomic_file.h. Qt Core only, so that the fuzzers can link it.
namespace atomic_save {

// The bytes go to the temporary file in pieces of this size.
inline constexpr qint64 kChunkBytes = qint64{1} << 20;

// Called after each piece, once it has reached the temporary file (flushed to the
// operating system, not yet renamed), with the bytes written so far and the total. The
// program passes none; tests/labs/state_save_worker.cpp stops a save here, so that the
// kill test can kill it at a known point half-way through (docs/architecture.md, "Saving
// files").
using ChunkWritten = std::function<void(qint64 written, qint64 total)>;

// False, with "Cannot write <file>: <reason>" in *error, when any step fails; the old
// file is then untouched.
bool saveBytes(const QString& path, const QByteArray& bytes, QString* error = nullptr,
               const ChunkWritten& chunkWritten = {});

} // namespace atomic_save
} // namespace ailab::labs
