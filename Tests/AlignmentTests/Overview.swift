// Tests for Alignment.
