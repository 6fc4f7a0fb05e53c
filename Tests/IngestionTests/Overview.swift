// Tests for Ingestion.
