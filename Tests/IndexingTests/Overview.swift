// Tests for Indexing.
