// doctool_rank: BM25 with caller-supplied IDFs (see CSearchRank.h for why).
#include "CSearchRank.h"
#include <stdlib.h>
#include <string.h>

enum { MAX_COLUMNS = 16, MAX_PHRASES = DOCTOOL_RANK_MAX_PHRASES };
static const double K1 = 1.2, B = 0.75;

/// Per-query state, computed on the first row and kept as FTS5 auxiliary data.
typedef struct {
    int columns, phrases;
    double weight[MAX_COLUMNS];
    double averageLength[MAX_COLUMNS];
    double idf[MAX_PHRASES];
    int frequency[MAX_PHRASES * MAX_COLUMNS];
} RankQuery;

static RankQuery *rankQuery(const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *context,
                            int argumentCount, sqlite3_value **arguments) {
    RankQuery *query = api->xGetAuxdata(fts, 0);
    if (query) return query;
    int columns = api->xColumnCount(fts), phrases = api->xPhraseCount(fts);
    if (columns > MAX_COLUMNS || phrases > MAX_PHRASES || argumentCount != columns + phrases) {
        sqlite3_result_error(context, "doctool_rank: expects one weight per column and one IDF per phrase", -1);
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
    for (int phrase = 0; phrase < phrases; phrase++) {
        query->idf[phrase] = sqlite3_value_double(arguments[columns + phrase]);
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
    for (int index = 0; index < instances; index++) {
        int phrase = 0, column = 0, offset = 0;
        if (api->xInst(fts, index, &phrase, &column, &offset) == SQLITE_OK && phrase < query->phrases && column < columns) {
            query->frequency[phrase * columns + column] += 1;
        }
    }
    // Column lengths are read only for columns that matched (one docsize lookup per row at most).
    int length[MAX_COLUMNS];
    for (int column = 0; column < columns; column++) length[column] = -1;
    double score = 0;
    for (int phrase = 0; phrase < query->phrases; phrase++) {
        for (int column = 0; column < columns; column++) {
            int frequency = query->frequency[phrase * columns + column];
            if (frequency == 0 || query->weight[column] == 0) continue;
            if (length[column] < 0 && api->xColumnSize(fts, column, &length[column]) != SQLITE_OK) length[column] = 0;
            double norm = K1 * (1 - B + B * (double)length[column] / query->averageLength[column]);
            score += query->idf[phrase] * query->weight[column] * (frequency * (K1 + 1)) / (frequency + norm);
        }
    }
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
