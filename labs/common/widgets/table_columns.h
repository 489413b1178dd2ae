#pragma once

#include <QList>
#include <QString>

class QTableView;

namespace ailab::labs {

// Makes a table's columns at least as wide as their header's title and the cells of its
// first rows need, again whenever the data or the font changes (presenter mode, zoom,
// another language), so a header never shows less than its text (docs/architecture.md,
// "What users can expect", 8). A table wider than its view scrolls sideways inside it.
void fitColumnsToContents(QTableView* table);

// The same for every column but `wrapped`, which takes the rest of the table's width and
// wraps its text onto more lines (a sentence: "why", "what it does"); the table asks its
// layout for the room the other columns need, so it never scrolls sideways (presenter mode's
// rule) and its rows grow downwards instead.
void fitColumnsWrapping(QTableView* table, int wrapped);
// The same with several sentence columns, which share what the fitted ones leave.
void fitColumnsWrapping(QTableView* table, const QList<int>& wrapped);

// Every column fitted as fitColumnsToContents does, and the table asks its layout for the
// width they take together, so it never scrolls sideways: a layout that cannot give that
// width puts the table under its neighbour instead (WrappingSplitter, FlowLayout).
void fitColumnsWhole(QTableView* table);

// A title broken at its spaces into lines of at most `lineChars` characters (a longer word
// keeps its own line, or breaks after its hyphens: "Speicher-" "Bandbreite"), for the column headers and row labels of a matrix table, whose
// columns would otherwise run past a projector's width.
QString stackedTitle(const QString& title, int lineChars);

} // namespace ailab::labs
