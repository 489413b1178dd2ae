#pragma once

#include <QByteArray>
#include <QString>

class QTextDocument;

namespace ailab::labs {

// A rich-text document as the bytes of an A4 PDF (QPdfWriter through QTextDocument::print),
// titled and naming the program as its creator: the reports and debriefs a learner exports,
// written to disk with atomic_save. `dotsPerInch` sets how large images and rules come out.
QByteArray documentPdf(const QTextDocument& document, const QString& title, int dotsPerInch = 300);

} // namespace ailab::labs
