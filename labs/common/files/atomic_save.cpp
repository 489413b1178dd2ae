#include "labs/common/files/atomic_save.h"

#include <QCoreApplication>
#include <QDir>
#include <QSaveFile>

namespace ailab::labs::atomic_save {

bool saveBytes(const QString& path, const QByteArray& bytes, QString* error)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    if (error) {
        //: %1 is a file, %2 why it could not be written
        *error = QCoreApplication::translate("ailab::labs::atomic_save", "Cannot write %1: %2")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
    }
    return false;
}

} // namespace ailab::labs::atomic_save
