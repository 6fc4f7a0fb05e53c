// SampleAnalysis — Turns code blocks into CodeSamples: language, kind, Swift era, symbols, fingerprint, and Swift/Objective-C twins.
