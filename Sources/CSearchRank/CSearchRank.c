// doctool_rank: coordination, headings, then BM25 with caller-supplied IDFs (see CSearchRank.h for why).
#include "CSearchRank.h"
#include <stdlib.h>
#include <string.h>

enum { MAX_COLUMNS = 16, MAX_PHRASES = DOCTOOL_RANK_MAX_PHRASES, MAX_CLAUSES = DOCTOOL_RANK_MAX_CLAUSES,
       MAX_INSTANCES = 512 };
static const double K1 = 1.2, B = 0.75, BM25_CAP = 9999;

/// Per-query state, computed on the first row and kept as FTS5 auxiliary data.
typedef struct {
    int columns, phrases;
    unsigned headingMask;
    double weight[MAX_COLUMNS];
    double averageLength[MAX_COLUMNS];
    double idf[MAX_PHRASES];
    /// The clause each phrase spells, -1 for a phrase that scores nothing.
    int clause[MAX_PHRASES];
    int isVariant[MAX_PHRASES];
    int frequency[MAX_PHRASES * MAX_COLUMNS];
} RankQuery;

/// One instance of a phrase in the row.
typedef struct { int column, offset, phrase; } Instance;

static int compareInstances(const void *left, const void *right) {
    const Instance *a = left, *b = right;
    if (a->column != b->column) return a->column - b->column;
    if (a->offset != b->offset) return a->offset - b->offset;
    return a->phrase - b->phrase;
}

static RankQuery *rankQuery(const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *context,
                            int argumentCount, sqlite3_value **arguments) {
    RankQuery *query = api->xGetAuxdata(fts, 0);
    if (query) return query;
    int columns = api->xColumnCount(fts), phrases = api->xPhraseCount(fts);
    if (columns > MAX_COLUMNS || phrases > MAX_PHRASES || argumentCount != columns + 2) {
        sqlite3_result_error(context, "doctool_rank: expects one weight per column, a heading mask and the phrases' clauses and IDFs", -1);
        return NULL;
    }
    query = sqlite3_malloc(sizeof(RankQuery));
    if (!query) { sqlite3_result_error_nomem(context); return NULL; }
    memset(query, 0, sizeof(RankQuery));
    query->columns = columns;
    query->phrases = phrases;
    sqlite3_int64 rows = 0;
    if (api->xRowCount(fts, &rows) != SQLITE_OK || rows < 1) rows = 1;
    for (int column = 0; column < columns; column++) {
        query->weight[column] = sqlite3_value_double(arguments[column]);
        sqlite3_int64 total = 0;
        api->xColumnTotalSize(fts, column, &total);
        double average = (double)total / (double)rows;
        query->averageLength[column] = average > 0 ? average : 1;
    }
    query->headingMask = (unsigned)sqlite3_value_int64(arguments[columns]);
    // "clause:idf clause:idf …", one pair per phrase in the expression's order.
    const char *cursor = (const char *)sqlite3_value_text(arguments[columns + 1]);
    for (int phrase = 0; phrase < phrases; phrase++) {
        char *end = NULL;
        long clause = cursor ? strtol(cursor, &end, 10) : 0;
        if (!cursor || end == cursor || *end != ':') {
            sqlite3_free(query);
            sqlite3_result_error(context, "doctool_rank: expects clause:idf for every phrase", -1);
            return NULL;
        }
        cursor = end + 1;
        query->idf[phrase] = strtod(cursor, &end);
        cursor = end;
        if (clause >= MAX_CLAUSES || clause < -MAX_CLAUSES) {
            query->clause[phrase] = -1;
        } else if (clause < 0) {
            query->clause[phrase] = -clause - 1;
            query->isVariant[phrase] = 1;
        } else {
            query->clause[phrase] = clause;
        }
    }
    if (api->xSetAuxdata(fts, query, sqlite3_free) != SQLITE_OK) return NULL;
    return query;
}

static void rank(const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *context,
                 int argumentCount, sqlite3_value **arguments) {
    RankQuery *query = rankQuery(api, fts, context, argumentCount, arguments);
    if (!query) return;
    int columns = query->columns;
    memset(query->frequency, 0, sizeof(int) * (size_t)(query->phrases * columns));
    int instances = 0;
    if (api->xInstCount(fts, &instances) != SQLITE_OK) { sqlite3_result_error(context, "doctool_rank: xInstCount", -1); return; }
    Instance kept[MAX_INSTANCES];
    int keptCount = 0;
    // Per clause: 2 matched exactly, 1 only by a variant spelling; and whether a heading matched it.
    unsigned char matched[MAX_CLAUSES] = {0}, inHeading[MAX_CLAUSES] = {0};
    for (int index = 0; index < instances; index++) {
        int phrase = 0, column = 0, offset = 0;
        if (api->xInst(fts, index, &phrase, &column, &offset) != SQLITE_OK || phrase >= query->phrases || column >= columns) continue;
        int clause = query->clause[phrase];
        if (clause < 0) continue;
        query->frequency[phrase * columns + column] += 1;
        int level = query->isVariant[phrase] ? 1 : 2;
        if (matched[clause] < level) matched[clause] = (unsigned char)level;
        if (!query->isVariant[phrase] && (query->headingMask >> column) & 1) inHeading[clause] = 1;
        if (!query->isVariant[phrase] && keptCount < MAX_INSTANCES) {
            kept[keptCount++] = (Instance){ column, offset, phrase };
        }
    }
    // Column lengths are read only for columns that matched (one docsize lookup per row at most).
    int length[MAX_COLUMNS];
    for (int column = 0; column < columns; column++) length[column] = -1;
    double bm25 = 0;
    for (int phrase = 0; phrase < query->phrases; phrase++) {
        for (int column = 0; column < columns; column++) {
            int frequency = query->frequency[phrase * columns + column];
            if (frequency == 0 || query->weight[column] == 0) continue;
            if (length[column] < 0 && api->xColumnSize(fts, column, &length[column]) != SQLITE_OK) length[column] = 0;
            double norm = K1 * (1 - B + B * (double)length[column] / query->averageLength[column]);
            bm25 += query->idf[phrase] * query->weight[column] * (frequency * (K1 + 1)) / (frequency + norm);
        }
    }
    // Adjacency: clause c then clause c + 1 within two tokens (a dropped stopword may sit between).
    qsort(kept, (size_t)keptCount, sizeof(Instance), compareInstances);
    unsigned char paired[MAX_CLAUSES] = {0};
    for (int index = 0; index < keptCount; index++) {
        int clause = query->clause[kept[index].phrase];
        for (int next = index + 1; next < keptCount && next <= index + 3; next++) {
            if (kept[next].column != kept[index].column || kept[next].offset - kept[index].offset > 2) break;
            int following = query->clause[kept[next].phrase];
            if (following == clause + 1 && !paired[clause] && kept[next].offset > kept[index].offset) {
                paired[clause] = 1;
                bm25 += (query->idf[kept[index].phrase] + query->idf[kept[next].phrase]) * query->weight[kept[index].column];
            }
        }
    }
    double coordination = 0, headings = 0;
    for (int clause = 0; clause < MAX_CLAUSES; clause++) {
        coordination += matched[clause] / 2.0;
        headings += inHeading[clause];
    }
    double score = coordination * DOCTOOL_RANK_CLAUSE_SCALE + headings * DOCTOOL_RANK_HEADING_SCALE
        + (bm25 < BM25_CAP ? bm25 : BM25_CAP);
    sqlite3_result_double(context, -score);
}

int doctool_register_rank(sqlite3 *db) {
    fts5_api *api = NULL;
    sqlite3_stmt *statement = NULL;
    int status = sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &statement, NULL);
    if (status != SQLITE_OK) return status;
    sqlite3_bind_pointer(statement, 1, (void *)&api, "fts5_api_ptr", NULL);
    sqlite3_step(statement);
    status = sqlite3_finalize(statement);
    if (status != SQLITE_OK) return status;
    if (!api || api->iVersion < 2) return SQLITE_ERROR;
    return api->xCreateFunction(api, "doctool_rank", NULL, rank, NULL);
}
