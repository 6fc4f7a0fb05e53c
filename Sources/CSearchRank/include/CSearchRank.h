#ifndef DOCTOOL_CSEARCHRANK_H
#define DOCTOOL_CSEARCHRANK_H
#include <sqlite3.h>

/// Registers the FTS5 auxiliary function `doctool_rank` on `db`; returns an SQLite status code.
///
/// doctool_rank(TABLE, w_1 .. w_C, HEADING_MASK, 'clause_1:idf_1 … clause_P:idf_P') ranks a row by
/// coordination first, then headings, then BM25 (k1 = 1.2, b = 0.75):
///
///   score = 1e6 · clauses matched + 1e4 · clauses matched in a heading column + min(BM25 + adjacency, 9999)
///
/// negated so that ascending order is best first, like FTS5's own bm25(). A query is a list of
/// clauses (a word, a phrase, a prefix), each one or more FTS5 phrases: the last argument lists, for
/// each phrase of the MATCH expression in order, the clause it spells (0-based) and its IDF; a clause
/// of -(c + 1) marks a variant spelling of clause c (it counts half a clause and never as a heading
/// match: the second tier below exact matches); a clause of DOCTOOL_RANK_MAX_CLAUSES or more marks a
/// phrase that only restricts the match and scores nothing. (One text argument rather than two per
/// phrase: SQLite caps a function's arguments at 127.)
/// HEADING_MASK has bit c set when column c is a heading column. Adjacency: when clause c is followed
/// in a column by clause c + 1 at most two tokens later, (idf_c + idf_c+1) · w_column is added once.
///
/// The column weights and each phrase's IDF come from the caller: FTS5's bm25() computes each IDF
/// by running the phrase over the whole table on every query, which for a word found in half of
/// 100,000 sections costs more than ranking the rows themselves; the index keeps document
/// frequencies in a table instead and passes them in.
int doctool_register_rank(sqlite3 *db);

/// The most clauses (query terms) doctool_rank tells apart.
#define DOCTOOL_RANK_MAX_CLAUSES 64
/// The most phrases in one MATCH expression doctool_rank scores (a clause may be several).
#define DOCTOOL_RANK_MAX_PHRASES 256

/// The multipliers of the score's parts (see above), for callers that read a score back.
#define DOCTOOL_RANK_CLAUSE_SCALE 1e6
#define DOCTOOL_RANK_HEADING_SCALE 1e4

#endif
