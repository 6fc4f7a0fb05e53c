// Verification — Runs every code sample in a scenario: compiles the sample against the engine and checks the page's promises.
