// Ingestion — Turns a saved page (HTML through libxml2, Markdown, plain text) into a Document with exact source locations.
