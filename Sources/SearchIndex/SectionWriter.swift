/// Inserts and deletes documents' rows in an open index (used by `SearchIndexBuilder` inside one transaction).
final class SectionWriter {
    private let database: SQLiteDatabase
    private let insertDocument, insertSection, insertFragment, insertAPI, insertTag, insertText, insertHeading,
        meta: SQLiteStatement
    private let sectionsOfDocument, deleteText, deleteHeading, deleteFragments, deleteAPIs, deleteTags, deleteSections,
        deleteDocumentRow: SQLiteStatement

    init(database: SQLiteDatabase) throws {
        self.database = database
        insertDocument = try database.prepare(
            "INSERT INTO documents(path, topic, language, content_hash, fingerprint) VALUES(?, ?, ?, ?, ?)")
        insertSection = try database.prepare(
            """
            INSERT INTO sections(id, document, ordinal, topic, language, heading, heading_line, first_line, last_line,
                group_id, status, content) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        insertFragment = try database.prepare(
            "INSERT INTO fragments(section, field, ordinal, line, text) VALUES(?, ?, ?, ?, ?)")
        insertAPI = try database.prepare("INSERT OR IGNORE INTO section_apis(key, section, name) VALUES(?, ?, ?)")
        insertTag = try database.prepare("INSERT OR IGNORE INTO section_tags(kind, value, section) VALUES(?, ?, ?)")
        insertText = try database.prepare(
            "INSERT INTO section_text(rowid, heading, prose, code, apis, heading_parts, parts, variants) VALUES(?, ?, ?, ?, ?, ?, ?, ?)"
        )
        insertHeading = try database.prepare(
            "INSERT INTO heading_text(rowid, heading, heading_parts, variants) VALUES(?, ?, ?, ?)")
        meta = try database.prepare("INSERT OR REPLACE INTO meta(key, value) VALUES(?, ?)")
        sectionsOfDocument = try database.prepare("SELECT rowid FROM sections WHERE document = ?")
        deleteText = try database.prepare("DELETE FROM section_text WHERE rowid = ?")
        deleteHeading = try database.prepare("DELETE FROM heading_text WHERE rowid = ?")
        deleteFragments = try database.prepare("DELETE FROM fragments WHERE section = ?")
        deleteAPIs = try database.prepare("DELETE FROM section_apis WHERE section = ?")
        deleteTags = try database.prepare("DELETE FROM section_tags WHERE section = ?")
        deleteSections = try database.prepare("DELETE FROM sections WHERE document = ?")
        deleteDocumentRow = try database.prepare("DELETE FROM documents WHERE path = ?")
    }

    func setMeta(_ key: String, _ value: String) throws {
        try meta.run([.text(key), .text(value)])
    }

    /// Removes a document and every row of its sections.
    func deleteDocument(_ path: String) throws {
        let rowids = try sectionsOfDocument.rows([.text(path)]) { $0.int(0) }
        for rowid in rowids {
            try deleteText.run([.integer(rowid)])
            try deleteHeading.run([.integer(rowid)])
            try deleteFragments.run([.integer(rowid)])
            try deleteAPIs.run([.integer(rowid)])
            try deleteTags.run([.integer(rowid)])
        }
        try deleteSections.run([.text(path)])
        try deleteDocumentRow.run([.text(path)])
    }

    /// Adds a document and its sections, with each section's analyzed text already made (`AnalysisPipeline`).
    /// `text`: each section's analyzed text, asked for in section order as the section is inserted (the
    /// analysis of the next sections goes on meanwhile, `AnalysisPipeline`).
    func insert(_ document: SearchableDocument, text nextText: () -> IndexedText, fingerprint: String) throws {
        try insertDocument.run([
            .text(document.path), .text(document.topic), .text(document.language.rawValue),
            .text(document.contentHash), .text(fingerprint)
        ])
        for (ordinal, section) in document.sections.enumerated() {
            let text = nextText()
            try insertSection.run([
                .text(section.id), .text(document.path), .integer(Int64(ordinal)), .text(section.topic),
                .text(section.language.rawValue), .text(section.heading),
                section.headingLine.map { .integer(Int64($0)) } ?? .null,
                .integer(Int64(section.firstLine)), .integer(Int64(section.lastLine)),
                section.groupID.map { .text($0) } ?? .null, section.status.map { .text($0) } ?? .null,
                .text(text.contentKey)
            ])
            let rowid = database.lastInsertRowID
            for (field, fragments) in [(SearchSchema.proseField, section.prose), (SearchSchema.codeField, section.code)] {
                for (index, fragment) in fragments.enumerated() {
                    try insertFragment.run([
                        .integer(rowid), .integer(Int64(field)), .integer(Int64(index)),
                        .integer(Int64(fragment.line)), .text(fragment.text)
                    ])
                }
            }
            for api in section.apis {
                for key in SearchSchema.apiKeys(api) {
                    try insertAPI.run([.text(key), .integer(rowid), .text(api)])
                }
            }
            for language in section.codeLanguages {
                try insertTag.run([.text(SearchSchema.codeLanguageTag), .text(language.rawValue), .integer(rowid)])
            }
            for era in section.swiftEras {
                try insertTag.run([.text(SearchSchema.eraTag), .text(era.rawValue), .integer(rowid)])
            }
            try insertHeading.run([.integer(rowid), .text(text.heading), .text(text.headingParts), .text(text.headingVariants)])
            try insertText.run([
                .integer(rowid), .text(text.heading), .text(text.prose), .text(text.code),
                .text(text.apis), .text(text.headingParts), .text(text.parts), .text(text.variants)
            ])
        }
    }
}
