// Alignment — Groups the same section across languages (SectionGroup) with explained scores; links comparable pages as related.
