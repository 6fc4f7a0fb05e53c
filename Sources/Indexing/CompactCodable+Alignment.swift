import Alignment
import DocumentModel

// The types of a topic's summary (`TopicSummaryCache`) reading and writing their own compact bytes (see
// `CompactWritable`), each listing its stored properties in their keys' UTF-8 order. A topic's coverage is written
// (it is part of the `Codable` bytes) but made again when read: it is a function of the topic's documents and groups.

extension LinkKind: CompactCodable {}
extension VersionStatus: CompactCodable {}

extension TopicSummary: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("alignment", alignment, in: &keyed)
        out.member("counts", counts, in: &keyed)
        out.member("groupAPINames", groupAPINames, in: &keyed)
        out.member("key", key, in: &keyed)
        out.member("relatedDigest", relatedDigest, in: &keyed)
        out.member("setCount", setCount, in: &keyed)
        out.member("terms", terms, in: &keyed)
        out.member("unseenWeight", unseenWeight, in: &keyed)
        out.member("weights", weights, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let alignment: TopicAlignment = try reader.member("alignment", in: &keyed)
        let counts: [Int] = try reader.member("counts", in: &keyed)
        let groupAPINames: [[String]] = try reader.member("groupAPINames", in: &keyed)
        let key: String = try reader.member("key", in: &keyed)
        let relatedDigest: String = try reader.member("relatedDigest", in: &keyed)
        let setCount: Int = try reader.member("setCount", in: &keyed)
        let terms: [String] = try reader.member("terms", in: &keyed)
        let unseenWeight: Double = try reader.member("unseenWeight", in: &keyed)
        let weights: [Double] = try reader.member("weights", in: &keyed)
        try reader.end(keyed)
        guard counts.count == terms.count, weights.count == terms.count,
            groupAPINames.count == alignment.groups.count
        else { throw reader.failure("a topic summary's lists do not match") }
        self.init(
            key: key, setCount: setCount, terms: terms, counts: counts, weights: weights, unseenWeight: unseenWeight,
            alignment: alignment, groupAPINames: groupAPINames, relatedDigest: relatedDigest)
    }
}

extension TopicAlignment: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("coverage", coverage, in: &keyed)
        out.member("documents", documents, in: &keyed)
        out.member("groups", groups, in: &keyed)
        out.member("topic", topic, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let documents: [DocumentEntry] = try reader.member("documents", in: &keyed)
        let groups: [SectionGroup] = try reader.member("groups", in: &keyed)
        let topic: String = try reader.member("topic", in: &keyed)
        try reader.end(keyed)
        self.init(topic: topic, documents: documents, groups: groups)
    }
}

extension TopicAlignment.DocumentEntry: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("isReference", isReference, in: &keyed)
        out.member("language", language, in: &keyed)
        out.member("path", path, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let isReference: Bool = try reader.member("isReference", in: &keyed)
        let language: Language = try reader.member("language", in: &keyed)
        let path: String = try reader.member("path", in: &keyed)
        try reader.end(keyed)
        self.init(path: path, language: language, isReference: isReference)
    }
}

extension CoverageMatrix: CompactWritable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("columns", columns, in: &keyed)
        out.member("rows", rows, in: &keyed)
        out.member("topic", topic, in: &keyed)
        out.end(keyed)
    }
}

extension CoverageMatrix.Column: CompactWritable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("covered", covered, in: &keyed)
        out.member("documentPath", documentPath, in: &keyed)
        out.member("language", language, in: &keyed)
        out.member("stale", stale, in: &keyed)
        out.member("total", total, in: &keyed)
        out.end(keyed)
    }
}

extension CoverageMatrix.Row: CompactWritable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("cells", cells, in: &keyed)
        out.member("groupID", groupID, in: &keyed)
        out.member("title", title, in: &keyed)
        out.end(keyed)
    }
}

extension SectionGroup: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("id", id, in: &keyed)
        out.member("members", members, in: &keyed)
        out.member("related", related, in: &keyed)
        out.member("title", title, in: &keyed)
        out.member("topic", topic, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let id: String = try reader.member("id", in: &keyed)
        let members: [GroupMember] = try reader.member("members", in: &keyed)
        let related: [RelatedLink] = try reader.member("related", in: &keyed)
        let title: String = try reader.member("title", in: &keyed)
        let topic: String = try reader.member("topic", in: &keyed)
        try reader.end(keyed)
        self.init(id: id, topic: topic, title: title, members: members, related: related)
    }
}

extension GroupMember: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("documentPath", documentPath, in: &keyed)
        out.member("language", language, in: &keyed)
        out.member("lines", lines, in: &keyed)
        out.member("link", link, in: &keyed)
        out.member("reasons", reasons, in: &keyed)
        out.member("score", score, in: &keyed)
        out.member("sections", sections, in: &keyed)
        out.member("status", status, in: &keyed)
        out.member("statusReason", statusReason, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let documentPath: String = try reader.member("documentPath", in: &keyed)
        let language: Language = try reader.member("language", in: &keyed)
        let lines: LineSpan = try reader.member("lines", in: &keyed)
        let link: LinkKind = try reader.member("link", in: &keyed)
        let reasons: [String] = try reader.member("reasons", in: &keyed)
        let score: Double? = try reader.memberIfPresent("score", in: &keyed)
        let sections: [SectionRef] = try reader.member("sections", in: &keyed)
        let status: VersionStatus = try reader.member("status", in: &keyed)
        let statusReason: String? = try reader.memberIfPresent("statusReason", in: &keyed)
        try reader.end(keyed)
        self.init(
            documentPath: documentPath, language: language, sections: sections, link: link, score: score,
            reasons: reasons, status: status, statusReason: statusReason)
        self.lines = lines
    }
}

extension SectionRef: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("documentPath", documentPath, in: &keyed)
        out.member("heading", heading, in: &keyed)
        out.member("index", index, in: &keyed)
        out.member("level", level, in: &keyed)
        out.member("lines", lines, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let documentPath: String = try reader.member("documentPath", in: &keyed)
        let heading: String = try reader.member("heading", in: &keyed)
        let index: Int = try reader.member("index", in: &keyed)
        let level: Int = try reader.member("level", in: &keyed)
        let lines: LineSpan = try reader.member("lines", in: &keyed)
        try reader.end(keyed)
        self.init(documentPath: documentPath, index: index, heading: heading, level: level, lines: lines)
    }
}

extension LineSpan: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("first", first, in: &keyed)
        out.member("last", last, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let first: Int = try reader.member("first", in: &keyed)
        let last: Int = try reader.member("last", in: &keyed)
        try reader.end(keyed)
        self.init(first: first, last: last)
    }
}

extension RelatedLink: CompactCodable {
    func write(to out: inout CompactWriter) {
        var keyed = out.beginKeyed()
        out.member("groupID", groupID, in: &keyed)
        out.member("reasons", reasons, in: &keyed)
        out.member("score", score, in: &keyed)
        out.member("sections", sections, in: &keyed)
        out.member("topic", topic, in: &keyed)
        out.end(keyed)
    }

    init(from reader: inout CompactReader) throws {
        var keyed = try reader.beginKeyed()
        let groupID: String = try reader.member("groupID", in: &keyed)
        let reasons: [String] = try reader.member("reasons", in: &keyed)
        let score: Double = try reader.member("score", in: &keyed)
        let sections: [SectionRef] = try reader.member("sections", in: &keyed)
        let topic: String = try reader.member("topic", in: &keyed)
        try reader.end(keyed)
        self.init(groupID: groupID, topic: topic, sections: sections, score: score, reasons: reasons)
    }
}
