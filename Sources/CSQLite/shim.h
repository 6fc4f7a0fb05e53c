#ifndef DOCTOOL_CSQLITE_SHIM_H
#define DOCTOOL_CSQLITE_SHIM_H
#include <sqlite3.h>
/// SQLITE_TRANSIENT is a macro cast of -1 that Swift cannot import.
static inline sqlite3_destructor_type doctool_sqlite_transient(void) { return SQLITE_TRANSIENT; }
#endif
