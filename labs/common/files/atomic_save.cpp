#include "labs/common/files/atomic_save.h"

#include <QCoreApplication>
#include <QDir>
#include <QSaveFile>

#include <algorithm>

namespace ailab::labs::atomic_save {

namespace {

bool writeInChunks(QSaveFile& file, const QByteArray& bytes, const ChunkWritten& chunkWritten)
{
    const qint64 total = bytes.size();
    qint64 written = 0;
    while (written < total) {
        const qint64 piece = std::min(kChunkBytes, total - written);
        if (file.write(bytes.constData() + written, piece) != piece)
            return false;
        written += piece;
        if (chunkWritten) {
            if (!file.flush())
                return false;
            chunkWritten(written, total);
        }
    }
    return true;
}

} // namespace

bool saveBytes(const QString& path, const QByteArray& bytes, QString* error,
               const ChunkWritten& chunkWritten)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && writeInChunks(file, bytes, chunkWritten) &&
        file.commit())
        return true;
    if (error) {
        //: %1 is a file, %2 why it could not be written
        *error = QCoreApplication::translate("ailab::labs::atomic_save", "Cannot write %1: %2")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
    }
    return false;
}

} // namespace ailab::labs::atomic_save
