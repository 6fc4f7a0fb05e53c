import Alignment
import DocumentModel
import SampleAnalysis

// The types index/ writes most, writing their own JSON (see `PrettyJSONWritable`). Each lists its stored properties
// in the keys' `String` order; a debug build asserts the order, and `PrettyJSONWriterTests` compare the bytes with
// the `Encodable` encoding.

// MARK: - Enums

extension Language: PrettyJSONWritable {}
extension BlockKind: PrettyJSONWritable {}
extension DocumentFormat: PrettyJSONWritable {}
extension CodeLanguage: PrettyJSONWritable {}
extension SampleKind: PrettyJSONWritable {}
extension SwiftEra: PrettyJSONWritable {}
extension LinkKind: PrettyJSONWritable {}
extension VersionStatus: PrettyJSONWritable {}

// MARK: - Document records

extension DocumentRecord: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("contentHash", contentHash, in: &object)
        try json.member("declaredLanguage", declaredLanguage, in: &object)
        try json.member("detectedLanguage", detectedLanguage, in: &object)
        try json.encodedMember("diagnostics", diagnostics, in: &object)
        try json.member("format", format, in: &object)
        try json.member("path", path, in: &object)
        try json.member("sections", sections, in: &object)
        try json.member("title", title, in: &object)
        try json.member("topic", topic, in: &object)
        json.end(object)
    }
}

extension DocumentRecord.SectionEntry: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("blocks", blocks, in: &object)
        try json.member("firstLine", firstLine, in: &object)
        try json.member("id", id, in: &object)
        try json.member("lastLine", lastLine, in: &object)
        try json.member("level", level, in: &object)
        try json.member("title", title, in: &object)
        json.end(object)
    }
}

extension DocumentRecord.BlockEntry: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("byteEnd", byteEnd, in: &object)
        try json.member("byteStart", byteStart, in: &object)
        try json.member("firstLine", firstLine, in: &object)
        try json.member("headingLevel", headingLevel, in: &object)
        try json.member("hint", hint, in: &object)
        try json.member("id", id, in: &object)
        try json.member("kind", kind, in: &object)
        try json.member("language", language, in: &object)
        try json.member("lastLine", lastLine, in: &object)
        try json.member("preview", preview, in: &object)
        json.end(object)
    }
}

extension DocumentRecord.HintEntry: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("line", line, in: &object)
        try json.member("normalized", normalized, in: &object)
        try json.member("raw", raw, in: &object)
        json.end(object)
    }
}

// MARK: - Samples

extension SourceRange: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("byteEnd", byteEnd, in: &object)
        try json.member("byteStart", byteStart, in: &object)
        try json.member("file", file, in: &object)
        try json.member("firstLine", firstLine, in: &object)
        try json.member("lastLine", lastLine, in: &object)
        json.end(object)
    }
}

extension CodeHint: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("normalized", normalized, in: &object)
        try json.member("range", range, in: &object)
        try json.member("raw", raw, in: &object)
        json.end(object)
    }
}

extension Decision: PrettyJSONWritable where Value: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("lines", lines, in: &object)
        try json.member("reason", reason, in: &object)
        try json.member("rule", rule, in: &object)
        try json.member("value", value, in: &object)
        json.end(object)
    }
}

extension CodeSample: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("documentPath", documentPath, in: &object)
        try json.member("era", era, in: &object)
        try json.member("fingerprint", fingerprint, in: &object)
        try json.member("hint", hint, in: &object)
        try json.member("hintContradicts", hintContradicts, in: &object)
        try json.member("id", id, in: &object)
        try json.member("kind", kind, in: &object)
        try json.member("language", language, in: &object)
        try json.member("pageLanguage", pageLanguage, in: &object)
        try json.member("position", position, in: &object)
        try json.member("range", range, in: &object)
        try json.member("sectionIndex", sectionIndex, in: &object)
        try json.member("sectionTitle", sectionTitle, in: &object)
        try json.member("symbols", symbols, in: &object)
        try json.member("text", text, in: &object)
        try json.member("topic", topic, in: &object)
        json.end(object)
    }
}

extension SampleSymbols: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("calls", calls, in: &object)
        try json.member("constants", constants, in: &object)
        try json.member("declared", declared, in: &object)
        try json.member("declaredTypes", declaredTypes, in: &object)
        try json.member("frameworkTypes", frameworkTypes, in: &object)
        try json.member("imports", imports, in: &object)
        try json.member("selectors", selectors, in: &object)
        try json.member("undeclared", undeclared, in: &object)
        json.end(object)
    }
}

extension SampleCall: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("base", base, in: &object)
        try json.member("labels", labels, in: &object)
        try json.member("line", line, in: &object)
        try json.member("receiver", receiver, in: &object)
        try json.member("spelling", spelling, in: &object)
        json.end(object)
    }
}

extension SampleImport: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("isThirdParty", isThirdParty, in: &object)
        try json.member("line", line, in: &object)
        try json.member("module", module, in: &object)
        json.end(object)
    }
}

extension SampleConstant: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("key", key, in: &object)
        try json.member("line", line, in: &object)
        try json.member("number", number, in: &object)
        try json.member("source", source, in: &object)
        try json.member("value", value, in: &object)
        json.end(object)
    }
}

extension SampleSelector: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("base", base, in: &object)
        try json.member("line", line, in: &object)
        try json.member("spelling", spelling, in: &object)
        json.end(object)
    }
}

// MARK: - Alignment

extension TopicAlignment: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("coverage", coverage, in: &object)
        try json.member("documents", documents, in: &object)
        try json.member("groups", groups, in: &object)
        try json.member("topic", topic, in: &object)
        json.end(object)
    }
}

extension TopicAlignment.DocumentEntry: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("isReference", isReference, in: &object)
        try json.member("language", language, in: &object)
        try json.member("path", path, in: &object)
        json.end(object)
    }
}

extension SectionGroup: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("id", id, in: &object)
        try json.member("members", members, in: &object)
        try json.member("related", related, in: &object)
        try json.member("title", title, in: &object)
        try json.member("topic", topic, in: &object)
        json.end(object)
    }
}

extension GroupMember: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("documentPath", documentPath, in: &object)
        try json.member("language", language, in: &object)
        try json.member("lines", lines, in: &object)
        try json.member("link", link, in: &object)
        try json.member("reasons", reasons, in: &object)
        try json.member("score", score, in: &object)
        try json.member("sections", sections, in: &object)
        try json.member("status", status, in: &object)
        try json.member("statusReason", statusReason, in: &object)
        json.end(object)
    }
}

extension SectionRef: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("documentPath", documentPath, in: &object)
        try json.member("heading", heading, in: &object)
        try json.member("index", index, in: &object)
        try json.member("level", level, in: &object)
        try json.member("lines", lines, in: &object)
        json.end(object)
    }
}

extension LineSpan: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("first", first, in: &object)
        try json.member("last", last, in: &object)
        json.end(object)
    }
}

extension RelatedLink: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("groupID", groupID, in: &object)
        try json.member("reasons", reasons, in: &object)
        try json.member("score", score, in: &object)
        try json.member("sections", sections, in: &object)
        try json.member("topic", topic, in: &object)
        json.end(object)
    }
}

extension CoverageMatrix: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("columns", columns, in: &object)
        try json.member("rows", rows, in: &object)
        try json.member("topic", topic, in: &object)
        json.end(object)
    }
}

extension CoverageMatrix.Column: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("covered", covered, in: &object)
        try json.member("documentPath", documentPath, in: &object)
        try json.member("language", language, in: &object)
        try json.member("stale", stale, in: &object)
        try json.member("total", total, in: &object)
        json.end(object)
    }
}

extension CoverageMatrix.Row: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("cells", cells, in: &object)
        try json.member("groupID", groupID, in: &object)
        try json.member("title", title, in: &object)
        json.end(object)
    }
}

// MARK: - The manifest's records

extension IndexWriter.DocumentEntry: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("blocks", blocks, in: &object)
        try json.member("codeBlocks", codeBlocks, in: &object)
        try json.member("contentHash", contentHash, in: &object)
        try json.member("declaredLanguage", declaredLanguage, in: &object)
        try json.member("detectedLanguage", detectedLanguage, in: &object)
        try json.member("format", format, in: &object)
        try json.member("path", path, in: &object)
        try json.member("record", record, in: &object)
        try json.member("sections", sections, in: &object)
        try json.member("title", title, in: &object)
        try json.member("topic", topic, in: &object)
        json.end(object)
    }
}

extension AlignmentRecords.AlignmentSummary: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("coverage", coverage, in: &object)
        try json.member("file", file, in: &object)
        try json.member("groups", groups, in: &object)
        json.end(object)
    }
}

extension AlignmentRecords.GroupRecord: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("id", id, in: &object)
        try json.member("related", related, in: &object)
        try json.member("title", title, in: &object)
        try json.member("versions", versions, in: &object)
        json.end(object)
    }
}

extension AlignmentRecords.VersionRecord: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("document", document, in: &object)
        try json.member("language", language, in: &object)
        try json.member("lines", lines, in: &object)
        try json.member("link", link, in: &object)
        try json.member("status", status, in: &object)
        json.end(object)
    }
}

extension AlignmentRecords.CoverageRecord: PrettyJSONWritable {
    func write(to json: inout PrettyJSONWriter) throws {
        var object = json.beginObject()
        try json.member("covered", covered, in: &object)
        try json.member("document", document, in: &object)
        try json.member("stale", stale, in: &object)
        try json.member("topic", topic, in: &object)
        try json.member("total", total, in: &object)
        json.end(object)
    }
}
