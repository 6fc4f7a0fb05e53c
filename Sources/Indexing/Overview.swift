// Indexing — The index pipeline: discovers the corpus, ingests, classifies, aligns, and writes index/ atomically.
