// Tests for SampleAnalysis.
