// A program that saves a large lab state through StateFile::write, the save the File menu
// uses, and stops in the middle of one save, so that tests/labs/app_save_kill_test.cpp can
// kill it at a known point of the write (docs/architecture.md, "Saving files").
//
// Usage: state_save_worker FILE MEGABYTES GENERATION
// Saves generations 1, 2, ... of a state {"generation": N, "blob": [...]} of about
// MEGABYTES MB; after each save it prints "saved N BYTES" (the file's size). In save
// GENERATION, once at least half of the bytes are in the temporary file, it prints
// "stopped N WRITTEN TOTAL" and waits, the save unfinished, until it is killed; if its
// standard input closes first (the test is gone), it exits with code 3 without finishing.
#include "app/state_file.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QTextStream>

#include <cstdio>
#include <cstdlib>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    bool megabytesOk = false;
    bool generationOk = false;
    const int megabytes = args.size() == 4 ? args.at(2).toInt(&megabytesOk) : 0;
    const int stopGeneration = args.size() == 4 ? args.at(3).toInt(&generationOk) : 0;
    if (!megabytesOk || megabytes < 1 || !generationOk || stopGeneration < 1) {
        QTextStream(stderr) << "usage: state_save_worker FILE MEGABYTES GENERATION\n";
        return 2;
    }
    // About a megabyte of JSON per 8,000 strings of 128 characters.
    QJsonArray blob;
    const QString line(128, QLatin1Char('x'));
    for (int i = 0; i < megabytes * 8000; ++i)
        blob.append(line);
    const QString path = args.at(1);
    QTextStream out(stdout);
    for (int generation = 1;; ++generation) {
        const auto stopHalfWay = [&](qint64 written, qint64 total) {
            if (generation != stopGeneration || written * 2 < total || written == total)
                return;
            out << "stopped " << generation << ' ' << written << ' ' << total << Qt::endl;
            while (std::getchar() != EOF) {
            }
            std::_Exit(3);
        };
        ailab::app::StateFile::write(path, QStringLiteral("alpha"),
                                     QJsonObject{{"generation", generation}, {"blob", blob}},
                                     stopHalfWay);
        out << "saved " << generation << ' ' << QFileInfo(path).size() << Qt::endl;
        if (generation == stopGeneration) {
            QTextStream(stderr) << "the save ended before it was half-way\n";
            return 1;
        }
    }
}
