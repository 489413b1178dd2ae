// A program that saves a large lab state again and again through StateFile::write, the
// save the File menu uses, so that tests/labs/app_save_kill_test.cpp can kill it in the
// middle of a save. Usage: state_save_worker FILE MEGABYTES. Before each save it prints
// "saving N", after it "saved N"; generation N's state is {"generation": N, "blob": ...}.
#include "app/state_file.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QTextStream>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    bool ok = false;
    const int megabytes = args.size() == 3 ? args.at(2).toInt(&ok) : 0;
    if (!ok || megabytes < 1) {
        QTextStream(stderr) << "usage: state_save_worker FILE MEGABYTES\n";
        return 2;
    }
    // About a megabyte of JSON per 8,000 strings of 128 characters.
    QJsonArray blob;
    const QString line(128, QLatin1Char('x'));
    for (int i = 0; i < megabytes * 8000; ++i)
        blob.append(line);
    QTextStream out(stdout);
    for (int generation = 1;; ++generation) {
        out << "saving " << generation << Qt::endl;
        ailab::app::StateFile::write(args.at(1), QStringLiteral("alpha"),
                                     QJsonObject{{"generation", generation}, {"blob", blob}});
        out << "saved " << generation << Qt::endl;
    }
}
