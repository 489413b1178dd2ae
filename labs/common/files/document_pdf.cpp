#include "labs/common/files/document_pdf.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>

namespace ailab::labs {

QByteArray documentPdf(const QTextDocument& document, const QString& title, int dotsPerInch)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly); // a buffer in memory always opens
    { // the writer finishes the PDF when it goes
        QPdfWriter writer(&buffer);
        writer.setTitle(title);
        writer.setCreator(QCoreApplication::applicationName());
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setResolution(dotsPerInch);
        document.print(&writer);
    }
    return bytes;
}

} // namespace ailab::labs
