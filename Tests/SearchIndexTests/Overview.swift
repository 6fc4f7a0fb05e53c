// Tests for SearchIndex.
