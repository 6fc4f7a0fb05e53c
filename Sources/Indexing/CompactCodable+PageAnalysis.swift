import DocumentModel
import SampleAnalysis

// The types of a page's analysis, the cache's entries, reading and writing their own compact bytes (see
// `CompactWritable`). Each lists its stored properties in their keys' UTF-8 order: a property added to one of these
// types must be added here too, or the cache drops it (`CompactWriterTests` compare with the `Codable` bytes).

extension Language: CompactCodable {}
extension BlockKind: CompactCodable {}
extension DocumentFormat: CompactCodable {}
extension CodeLanguage: CompactCodable {}
extension SampleKind: CompactCodable {}
extension SwiftEra: CompactCodable {}
extension Diagnostic.Severity: CompactCodable {}
extension SampleFinding.Category: CompactCodable {}
extension SampleFinding.Severity: CompactCodable {}

// MARK: - The page and its document

extension PageAnalysis: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("document", document, in: &keyed)
        out.member("findings", findings, in: &keyed)
        out.member("samples", samples, in: &keyed)
        out.member("twins", twins, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let document: Document = try reader.member("document", in: &keyed)
        let findings: [SampleFinding] = try reader.member("findings", in: &keyed)
        let samples: [CodeSample] = try reader.member("samples", in: &keyed)
        let twins: [TwinPair] = try reader.member("twins", in: &keyed)
        try reader.end(keyed)
        self.init(document: document, samples: samples, findings: findings, twins: twins)
    }
}

extension Document: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("contentHash", contentHash, in: &keyed)
        out.member("declaredLanguage", declaredLanguage, in: &keyed)
        out.member("detectedLanguage", detectedLanguage, in: &keyed)
        out.member("diagnostics", diagnostics, in: &keyed)
        out.member("format", format, in: &keyed)
        out.member("path", path, in: &keyed)
        out.member("sections", sections, in: &keyed)
        out.member("title", title, in: &keyed)
        out.member("topic", topic, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let contentHash: String = try reader.member("contentHash", in: &keyed)
        let declaredLanguage: Language? = try reader.memberIfPresent("declaredLanguage", in: &keyed)
        let detectedLanguage: Language = try reader.member("detectedLanguage", in: &keyed)
        let diagnostics: [Diagnostic] = try reader.member("diagnostics", in: &keyed)
        let format: DocumentFormat = try reader.member("format", in: &keyed)
        let path: String = try reader.member("path", in: &keyed)
        let sections: [Section] = try reader.member("sections", in: &keyed)
        let title: String = try reader.member("title", in: &keyed)
        let topic: String = try reader.member("topic", in: &keyed)
        try reader.end(keyed)
        self.init(
            path: path, format: format, topic: topic, declaredLanguage: declaredLanguage,
            detectedLanguage: detectedLanguage, title: title, sections: sections, contentHash: contentHash,
            diagnostics: diagnostics)
    }
}

extension Section: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("blocks", blocks, in: &keyed)
        out.member("heading", heading, in: &keyed)
        out.member("level", level, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let blocks: [Block] = try reader.member("blocks", in: &keyed)
        let heading: Block? = try reader.memberIfPresent("heading", in: &keyed)
        let level: Int = try reader.member("level", in: &keyed)
        try reader.end(keyed)
        self.init(heading: heading, level: level, blocks: blocks)
    }
}

extension Block: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("codeHint", codeHint, in: &keyed)
        out.member("headingLevel", headingLevel, in: &keyed)
        out.member("kind", kind, in: &keyed)
        out.member("language", language, in: &keyed)
        out.member("range", range, in: &keyed)
        out.member("text", text, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let codeHint: CodeHint? = try reader.memberIfPresent("codeHint", in: &keyed)
        let headingLevel: Int? = try reader.memberIfPresent("headingLevel", in: &keyed)
        let kind: BlockKind = try reader.member("kind", in: &keyed)
        let language: Language? = try reader.memberIfPresent("language", in: &keyed)
        let range: SourceRange = try reader.member("range", in: &keyed)
        let text: String = try reader.member("text", in: &keyed)
        try reader.end(keyed)
        self.init(kind: kind, text: text, range: range, language: language, headingLevel: headingLevel, codeHint: codeHint)
    }
}

extension SourceRange: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("byteEnd", byteEnd, in: &keyed)
        out.member("byteStart", byteStart, in: &keyed)
        out.member("file", file, in: &keyed)
        out.member("firstLine", firstLine, in: &keyed)
        out.member("lastLine", lastLine, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let byteEnd: Int = try reader.member("byteEnd", in: &keyed)
        let byteStart: Int = try reader.member("byteStart", in: &keyed)
        let file: String = try reader.member("file", in: &keyed)
        let firstLine: Int = try reader.member("firstLine", in: &keyed)
        let lastLine: Int = try reader.member("lastLine", in: &keyed)
        try reader.end(keyed)
        self.init(file: file, firstLine: firstLine, lastLine: lastLine, byteStart: byteStart, byteEnd: byteEnd)
    }
}

extension CodeHint: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("normalized", normalized, in: &keyed)
        out.member("range", range, in: &keyed)
        out.member("raw", raw, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let normalized: String = try reader.member("normalized", in: &keyed)
        let range: SourceRange? = try reader.memberIfPresent("range", in: &keyed)
        let raw: String = try reader.member("raw", in: &keyed)
        try reader.end(keyed)
        self.init(raw: raw, normalized: normalized, range: range)
    }
}

extension Diagnostic: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("column", column, in: &keyed)
        out.member("file", file, in: &keyed)
        out.member("line", line, in: &keyed)
        out.member("message", message, in: &keyed)
        out.member("severity", severity, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let column: Int? = try reader.memberIfPresent("column", in: &keyed)
        let file: String = try reader.member("file", in: &keyed)
        let line: Int? = try reader.memberIfPresent("line", in: &keyed)
        let message: String = try reader.member("message", in: &keyed)
        let severity: Severity = try reader.member("severity", in: &keyed)
        try reader.end(keyed)
        self.init(severity, file: file, line: line, column: column, message)
    }
}

// MARK: - Samples

extension CodeSample: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("documentPath", documentPath, in: &keyed)
        out.member("era", era, in: &keyed)
        out.member("fingerprint", fingerprint, in: &keyed)
        out.member("hint", hint, in: &keyed)
        out.member("hintContradicts", hintContradicts, in: &keyed)
        out.member("id", id, in: &keyed)
        out.member("kind", kind, in: &keyed)
        out.member("language", language, in: &keyed)
        out.member("pageLanguage", pageLanguage, in: &keyed)
        out.member("position", position, in: &keyed)
        out.member("range", range, in: &keyed)
        out.member("sectionIndex", sectionIndex, in: &keyed)
        out.member("sectionTitle", sectionTitle, in: &keyed)
        out.member("symbols", symbols, in: &keyed)
        out.member("text", text, in: &keyed)
        out.member("topic", topic, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let documentPath: String = try reader.member("documentPath", in: &keyed)
        let era: Decision<SwiftEra>? = try reader.memberIfPresent("era", in: &keyed)
        let fingerprint: String = try reader.member("fingerprint", in: &keyed)
        let hint: CodeHint? = try reader.memberIfPresent("hint", in: &keyed)
        let hintContradicts: Bool = try reader.member("hintContradicts", in: &keyed)
        let id: String = try reader.member("id", in: &keyed)
        let kind: Decision<SampleKind> = try reader.member("kind", in: &keyed)
        let language: Decision<CodeLanguage> = try reader.member("language", in: &keyed)
        let pageLanguage: Language = try reader.member("pageLanguage", in: &keyed)
        let position: Int = try reader.member("position", in: &keyed)
        let range: SourceRange = try reader.member("range", in: &keyed)
        let sectionIndex: Int = try reader.member("sectionIndex", in: &keyed)
        let sectionTitle: String = try reader.member("sectionTitle", in: &keyed)
        let symbols: SampleSymbols = try reader.member("symbols", in: &keyed)
        let text: String = try reader.member("text", in: &keyed)
        let topic: String = try reader.member("topic", in: &keyed)
        try reader.end(keyed)
        self.init(
            id: id, documentPath: documentPath, topic: topic, pageLanguage: pageLanguage, sectionIndex: sectionIndex,
            sectionTitle: sectionTitle, position: position, range: range, language: language, hint: hint,
            hintContradicts: hintContradicts, kind: kind, era: era, symbols: symbols, fingerprint: fingerprint,
            text: text)
    }
}

extension Decision: CompactWritable where Value: CompactWritable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("lines", lines, in: &keyed)
        out.member("reason", reason, in: &keyed)
        out.member("rule", rule, in: &keyed)
        out.member("value", value, in: &keyed)
        out.end(keyed)
    }
}

extension Decision: CompactReadable where Value: CompactReadable {
    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let lines: [Int] = try reader.member("lines", in: &keyed)
        let reason: String = try reader.member("reason", in: &keyed)
        let rule: String = try reader.member("rule", in: &keyed)
        let value: Value = try reader.member("value", in: &keyed)
        try reader.end(keyed)
        self.init(value, rule: rule, reason: reason, lines: lines)
    }
}

extension SampleSymbols: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("calls", calls, in: &keyed)
        out.member("constants", constants, in: &keyed)
        out.member("declared", declared, in: &keyed)
        out.member("declaredTypes", declaredTypes, in: &keyed)
        out.member("frameworkTypes", frameworkTypes, in: &keyed)
        out.member("imports", imports, in: &keyed)
        out.member("selectors", selectors, in: &keyed)
        out.member("undeclared", undeclared, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let calls: [SampleCall] = try reader.member("calls", in: &keyed)
        let constants: [SampleConstant] = try reader.member("constants", in: &keyed)
        let declared: [String] = try reader.member("declared", in: &keyed)
        let declaredTypes: [String] = try reader.member("declaredTypes", in: &keyed)
        let frameworkTypes: [String] = try reader.member("frameworkTypes", in: &keyed)
        let imports: [SampleImport] = try reader.member("imports", in: &keyed)
        let selectors: [SampleSelector] = try reader.member("selectors", in: &keyed)
        let undeclared: [String] = try reader.member("undeclared", in: &keyed)
        try reader.end(keyed)
        self.init(
            frameworkTypes: frameworkTypes, calls: calls, declared: declared, undeclared: undeclared, imports: imports,
            constants: constants, declaredTypes: declaredTypes, selectors: selectors)
    }
}

extension SampleCall: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("base", base, in: &keyed)
        out.member("labels", labels, in: &keyed)
        out.member("line", line, in: &keyed)
        out.member("receiver", receiver, in: &keyed)
        out.member("spelling", spelling, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let base: String = try reader.member("base", in: &keyed)
        let labels: [String] = try reader.member("labels", in: &keyed)
        let line: Int = try reader.member("line", in: &keyed)
        let receiver: String = try reader.member("receiver", in: &keyed)
        let spelling: String = try reader.member("spelling", in: &keyed)
        try reader.end(keyed)
        self.init(base: base, labels: labels, receiver: receiver, spelling: spelling, line: line)
    }
}

extension SampleImport: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("isThirdParty", isThirdParty, in: &keyed)
        out.member("line", line, in: &keyed)
        out.member("module", module, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let isThirdParty: Bool = try reader.member("isThirdParty", in: &keyed)
        let line: Int = try reader.member("line", in: &keyed)
        let module: String = try reader.member("module", in: &keyed)
        try reader.end(keyed)
        self.init(module: module, isThirdParty: isThirdParty, line: line)
    }
}

extension SampleConstant: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("key", key, in: &keyed)
        out.member("line", line, in: &keyed)
        out.member("number", number, in: &keyed)
        out.member("source", source, in: &keyed)
        out.member("value", value, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let key: String = try reader.member("key", in: &keyed)
        let line: Int = try reader.member("line", in: &keyed)
        let number: Double? = try reader.memberIfPresent("number", in: &keyed)
        let source: String = try reader.member("source", in: &keyed)
        let value: String = try reader.member("value", in: &keyed)
        try reader.end(keyed)
        self.init(key: key, value: value, number: number, line: line, source: source)
    }
}

extension SampleSelector: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("base", base, in: &keyed)
        out.member("line", line, in: &keyed)
        out.member("spelling", spelling, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let base: String = try reader.member("base", in: &keyed)
        let line: Int = try reader.member("line", in: &keyed)
        let spelling: String = try reader.member("spelling", in: &keyed)
        try reader.end(keyed)
        self.init(spelling: spelling, base: base, line: line)
    }
}

extension SampleFinding: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("category", category, in: &keyed)
        out.member("diff", diff, in: &keyed)
        out.member("file", file, in: &keyed)
        out.member("line", line, in: &keyed)
        out.member("message", message, in: &keyed)
        out.member("sampleIDs", sampleIDs, in: &keyed)
        out.member("severity", severity, in: &keyed)
        out.member("subject", subject, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let category: Category = try reader.member("category", in: &keyed)
        let diff: [String] = try reader.member("diff", in: &keyed)
        let file: String = try reader.member("file", in: &keyed)
        let line: Int = try reader.member("line", in: &keyed)
        let message: String = try reader.member("message", in: &keyed)
        let sampleIDs: [String] = try reader.member("sampleIDs", in: &keyed)
        let severity: Severity = try reader.member("severity", in: &keyed)
        let subject: String? = try reader.memberIfPresent("subject", in: &keyed)
        try reader.end(keyed)
        self.init(
            category: category, severity: severity, file: file, line: line, sampleIDs: sampleIDs, message: message,
            subject: subject, diff: diff)
    }
}

extension TwinPair: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("findings", findings, in: &keyed)
        out.member("objcHeaderID", objcHeaderID, in: &keyed)
        out.member("objcID", objcID, in: &keyed)
        out.member("reason", reason, in: &keyed)
        out.member("swiftID", swiftID, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let findings: [SampleFinding] = try reader.member("findings", in: &keyed)
        let objcHeaderID: String? = try reader.memberIfPresent("objcHeaderID", in: &keyed)
        let objcID: String = try reader.member("objcID", in: &keyed)
        let reason: String = try reader.member("reason", in: &keyed)
        let swiftID: String = try reader.member("swiftID", in: &keyed)
        try reader.end(keyed)
        self.init(swiftID: swiftID, objcID: objcID, objcHeaderID: objcHeaderID, reason: reason, findings: findings)
    }
}
