// Tests for Verification.
