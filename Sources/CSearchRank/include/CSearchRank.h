#ifndef DOCTOOL_CSEARCHRANK_H
#define DOCTOOL_CSEARCHRANK_H
#include <sqlite3.h>

/// Registers the FTS5 auxiliary function `doctool_rank` on `db`; returns an SQLite status code.
///
/// doctool_rank(TABLE, w_1 .. w_C, idf_1 .. idf_P) is BM25 (k1 = 1.2, b = 0.75) with the column
/// weights w and the inverse document frequency of each phrase given by the caller, negated so
/// that ascending order is best first, like FTS5's own bm25(). FTS5's bm25() computes each IDF
/// by running the phrase over the whole table on every query, which for a word found in half of
/// 100,000 sections costs more than ranking the rows themselves; the index keeps document
/// frequencies in a table instead and passes them in.
int doctool_register_rank(sqlite3 *db);

/// The most phrases (query terms) doctool_rank takes: one IDF argument each.
#define DOCTOOL_RANK_MAX_PHRASES 64

#endif
