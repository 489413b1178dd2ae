#pragma once

class QTableView;

namespace ailab::labs {

// Makes a table's columns at least as wide as their header's title and the cells of its
// first rows need, again whenever the data or the font changes (presenter mode, zoom,
// another language), so a header never shows less than its text (docs/architecture.md,
// "What users can expect", 8). A table wider than its view scrolls sideways inside it.
void fitColumnsToContents(QTableView* table);

} // namespace ailab::labs
