#pragma once

#include <QByteArray>
#include <QString>

namespace ailab::labs {

// The one way the program writes a file (states, debriefs, exports, pictures): the bytes,
// made in memory first, go through QSaveFile, which writes a temporary file beside the
// target and renames it over the target on commit. A crash or a kill at any moment leaves
// either the old file or the new one, never half a file. The core's writers have the same
// guarantee from core/atomic_file.h. Qt Core only, so that the fuzzers can link it.
namespace atomic_save {

// False, with "Cannot write <file>: <reason>" in *error, when any step fails; the old
// file is then untouched.
bool saveBytes(const QString& path, const QByteArray& bytes, QString* error = nullptr);

} // namespace atomic_save
} // namespace ailab::labs
