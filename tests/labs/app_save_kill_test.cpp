#include "app/state_file.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>
#include <catch2/catch.hpp>

using ailab::app::StateFile;

namespace {

constexpr int kMegabytes = 48;

// Other files than the target in the folder: the temporary file of a save under way.
QStringList temporaryFiles(const QDir& dir, const QString& target)
{
    QStringList found;
    for (const QFileInfo& info : dir.entryInfoList(QDir::Files)) {
        if (info.fileName() != target && info.size() > 0)
            found << info.fileName();
    }
    return found;
}

// The last "saved N" in the worker's output so far; 0 before the first.
int lastSaved(const QByteArray& output)
{
    int last = 0;
    for (const QByteArray& line : output.split('\n')) {
        if (line.startsWith("saved "))
            last = line.mid(6).trimmed().toInt();
    }
    return last;
}

} // namespace

// docs/architecture.md, "Saved lab state": a save that is killed leaves the previous file.
TEST_CASE("state file: a save killed half-way leaves the previous file whole", "[gui][app]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString name = QStringLiteral("big.ailab.json");
    const QString path = dir.filePath(name);

    int killedMidSave = 0;
    for (int attempt = 0; attempt < 10 && killedMidSave == 0; ++attempt) {
        QFile::remove(path);
        QProcess worker;
        worker.start(QStringLiteral(AILAB_STATE_SAVE_WORKER), {path, QString::number(kMegabytes)});
        REQUIRE(worker.waitForStarted());
        // The first file is whole; then wait for a later save's temporary file.
        QByteArray output;
        QElapsedTimer timer;
        timer.start();
        while (lastSaved(output) < 1 && timer.elapsed() < 120000) {
            worker.waitForReadyRead(100);
            output += worker.readAllStandardOutput();
        }
        REQUIRE(lastSaved(output) >= 1);
        while (temporaryFiles(QDir(dir.path()), name).isEmpty() && timer.elapsed() < 120000)
            QThread::usleep(200);
        worker.kill(); // SIGKILL: no destructor, no handler runs
        REQUIRE(worker.waitForFinished(10000));
        CHECK(worker.exitStatus() == QProcess::CrashExit);
        output += worker.readAllStandardOutput();

        // Whatever moment the kill hit, the file reads whole: the last save reported, or
        // the one under way if its rename had already happened.
        const int saved = lastSaved(output);
        const StateFile::Contents contents = StateFile::read(path);
        CHECK(contents.labId == "alpha");
        const int generation = contents.state.value("generation").toInt();
        CHECK((generation == saved || generation == saved + 1));
        CHECK(contents.state.value("blob").toArray().size() == kMegabytes * 8000);
        if (generation == saved && !temporaryFiles(QDir(dir.path()), name).isEmpty())
            ++killedMidSave;
        for (const QString& leftOver : temporaryFiles(QDir(dir.path()), name))
            QFile::remove(dir.filePath(leftOver));
    }
    // At least one kill landed while the new file was being written.
    CHECK(killedMidSave > 0);
}
