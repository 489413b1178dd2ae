#include "app/state_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <catch2/catch.hpp>
#include <sys/stat.h>
#include <unistd.h>

using ailab::app::StateFile;

namespace {

constexpr int kMegabytes = 16;

// The files that process `pid` holds open in `folder`, other than `target`, with their
// sizes: the temporary file of its save. On Linux QSaveFile makes it with O_TMPFILE, so it
// has no name in the folder until the commit links it in; /proc/<pid>/fd still shows it
// ("<folder>/#<inode> (deleted)"), and stat() through that link gives its size.
QList<QPair<QString, qint64>> filesOpenIn(qint64 pid, const QString& folder,
                                          const QString& target)
{
    QList<QPair<QString, qint64>> found;
    const QString fds = QStringLiteral("/proc/%1/fd").arg(pid);
    const QStringList entries =
        QDir(fds).entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot);
    for (const QString& entry : entries) {
        const QByteArray fdPath = QFile::encodeName(fds + QLatin1Char('/') + entry);
        char link[4096];
        const ssize_t length = ::readlink(fdPath.constData(), link, sizeof link);
        struct stat info{};
        if (length <= 0 || ::stat(fdPath.constData(), &info) != 0)
            continue;
        const QString opened = QFile::decodeName(QByteArray(link, int(length)));
        if (opened.startsWith(folder + QLatin1Char('/')) && opened != target)
            found.append({opened, qint64(info.st_size)});
    }
    return found;
}

// The words of the worker's last output line that starts with `word`; empty before one.
QList<qint64> lastLine(const QByteArray& output, const QByteArray& word)
{
    QList<qint64> numbers;
    for (const QByteArray& line : output.split('\n')) {
        const QList<QByteArray> words = line.trimmed().split(' ');
        if (words.first() != word)
            continue;
        numbers.clear();
        for (qsizetype i = 1; i < words.size(); ++i)
            numbers << words.at(i).toLongLong();
    }
    return numbers;
}

// The whole state of generation `generation`, as state_save_worker writes it.
void checkWhole(const QString& path, int generation)
{
    const StateFile::Contents contents = StateFile::read(path);
    CHECK(contents.labId == "alpha");
    CHECK(contents.state.value("generation").toInt() == generation);
    CHECK(contents.state.value("blob").toArray().size() == kMegabytes * 8000);
}

} // namespace

// docs/architecture.md, "Saving files": a save that is killed leaves the previous file.
// The worker stops its save half-way at a point it reports (the temporary file then holds
// part of the new state), the test kills it there with SIGKILL: no timing, no retries.
TEST_CASE("state file: a save killed half-way leaves the previous file whole", "[gui][app]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString folder = QFileInfo(dir.path()).canonicalFilePath();
    const QString path = folder + QStringLiteral("/big.ailab.json");

    // Generation 2 is killed over generation 1's file; generation 1 over no file at all.
    const int killedGeneration = GENERATE(2, 1);
    CAPTURE(killedGeneration);

    QProcess worker;
    worker.start(QStringLiteral(AILAB_STATE_SAVE_WORKER),
                 {path, QString::number(kMegabytes), QString::number(killedGeneration)});
    REQUIRE(worker.waitForStarted());
    QByteArray output;
    while (lastLine(output, "stopped").isEmpty() && worker.state() == QProcess::Running) {
        worker.waitForReadyRead(1000);
        output += worker.readAllStandardOutput();
    }
    INFO(output.toStdString() << worker.readAllStandardError().toStdString());
    const QList<qint64> stopped = lastLine(output, "stopped");
    REQUIRE(stopped.size() == 3);
    REQUIRE(stopped.at(0) == killedGeneration);
    const qint64 written = stopped.at(1);
    const qint64 total = stopped.at(2);
    CHECK(written * 2 >= total);
    CHECK(written < total);

    // The save is under way: the worker holds its temporary file in the folder, with
    // exactly the first `written` bytes, and the target is still the previous save,
    // whole, or absent.
    const QList<QPair<QString, qint64>> temporary =
        filesOpenIn(worker.processId(), folder, path);
    INFO("open in the folder: " << temporary.size());
    REQUIRE(temporary.size() == 1);
    CHECK(temporary.first().second == written);
    const QList<qint64> saved = lastLine(output, "saved");
    if (killedGeneration > 1) {
        REQUIRE(saved.size() == 2);
        CHECK(saved.at(0) == killedGeneration - 1);
        CHECK(QFileInfo(path).size() == saved.at(1));
    } else {
        CHECK(saved.isEmpty());
        CHECK_FALSE(QFileInfo::exists(path));
    }

    worker.kill(); // SIGKILL: no destructor, no handler, no commit runs
    REQUIRE(worker.waitForFinished(-1));
    CHECK(worker.exitStatus() == QProcess::CrashExit);

    // The half-written file did not replace the target (it is gone with the process, or
    // left beside the target where the file system has no O_TMPFILE).
    if (killedGeneration > 1) {
        CHECK(QFileInfo(path).size() == saved.at(1));
        checkWhole(path, killedGeneration - 1);
    } else {
        CHECK_FALSE(QFileInfo::exists(path));
    }
}
