// Prints the MIME type Qt's database (from XDG_DATA_DIRS) gives a file, by its name and
// content, or with --content by its content alone; for check_mime.cmake.
// Usage: mime_check [--content] FILE
#include <QCoreApplication>
#include <QFile>
#include <QMimeDatabase>
#include <QTextStream>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments();
    const bool byContent = args.size() == 3 && args.at(1) == QLatin1String("--content");
    if (args.size() != (byContent ? 3 : 2)) {
        QTextStream(stderr) << "usage: mime_check [--content] FILE\n";
        return 2;
    }
    const QString path = args.last();
    QMimeDatabase database;
    QString type;
    if (byContent) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            QTextStream(stderr) << "cannot read " << path << '\n';
            return 1;
        }
        type = database.mimeTypeForData(file.readAll()).name();
    } else {
        type = database.mimeTypeForFile(path).name();
    }
    QTextStream(stdout) << type << '\n';
    return 0;
}
