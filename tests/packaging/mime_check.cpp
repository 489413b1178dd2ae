// Prints the MIME type Qt's database gives a file (from XDG_DATA_DIRS), for
// check_mime.cmake. Usage: mime_check FILE
#include <QCoreApplication>
#include <QMimeDatabase>
#include <QTextStream>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    if (app.arguments().size() != 2) {
        QTextStream(stderr) << "usage: mime_check FILE\n";
        return 2;
    }
    QTextStream(stdout) << QMimeDatabase().mimeTypeForFile(app.arguments().at(1)).name() << '\n';
    return 0;
}
