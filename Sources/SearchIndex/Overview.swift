// SearchIndex — The SQLite FTS5 search index with one analyzer per language, the same at index and query time.
