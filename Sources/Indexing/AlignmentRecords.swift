import Alignment
import DocumentModel
import Foundation

/// The section groups in the index: `alignment.json` (every topic's groups with scores and reasons,
/// related links and coverage, as `doctool align --json` prints it) and, in the manifest, one record per group
/// (id, title, each version's file and lines and status) with each document's coverage.
enum AlignmentRecords {
    /// From this many groups on, a topic is written into `alignment.json` group by group as it is encoded.
    static let streamedGroups = 256

    /// `kept`: runs of topics whose bytes the file `keptFrom` holds (`AnalysisStage.keptTopics`), copied from it.
    static func add(
        _ result: AlignmentResult, to contents: inout IndexContents,
        kept: [Int: (count: Int, bytes: Range<Int>)] = [:], keptFrom previous: URL? = nil
    ) throws {
        // Written topic by topic on the stage's threads: the same bytes as `addJSONFile`, which encoded it on one.
        try contents.addFile(
            "alignment.json",
            .produced { [jobs = contents.jobs] url in
                try IndexJSON.write(
                    AlignmentResult(topics: []), key: "topics", elements: result.topics, to: url, jobs: jobs,
                    kept: kept, keptFrom: previous, isLarge: { $0.groups.count >= Self.streamedGroups })
            })
        try contents.setManifestEntry("alignment", writing: ManifestEntry(result: result))
    }

    /// The manifest's `alignment` entry (`AlignmentSummary`), its records made group by group as the manifest is
    /// written. Encoded when its stage ran and held until then, it was 11 MB at 3,500 pages.
    struct ManifestEntry: PrettyJSONWritable, Sendable {
        let result: AlignmentResult

        static let file = "alignment.json"

        /// The entry whole: the definition of its layout.
        var summary: AlignmentSummary {
            AlignmentSummary(file: Self.file, groups: result.groups.map(Self.record), coverage: coverage)
        }

        func encode(to encoder: any Encoder) throws { try summary.encode(to: encoder) }

        func write(to json: inout PrettyJSONWriter) throws {
            var object = json.beginObject()
            try json.member("coverage", coverage, in: &object)
            try json.member("file", Self.file, in: &object)
            json.key("groups", in: &object)
            var groups = json.beginArray()
            for topic in result.topics {
                for group in topic.groups {
                    json.element(in: &groups)
                    try Self.record(group).write(to: &json)
                    try json.drain()
                }
            }
            json.end(groups)
            json.end(object)
        }

        static func record(_ group: SectionGroup) -> GroupRecord {
            GroupRecord(
                id: group.id, title: group.title,
                versions: group.members.map { member in
                    VersionRecord(
                        document: member.documentPath, language: member.language, lines: member.lines.description,
                        status: member.status, link: member.link)
                }, related: group.related.map(\.groupID))
        }

        var coverage: [CoverageRecord] {
            result.topics.flatMap { topic in
                topic.coverage.columns.map { column in
                    CoverageRecord(
                        document: column.documentPath, topic: topic.topic, covered: column.covered,
                        total: column.total, stale: column.stale)
                }
            }
        }
    }

    /// The manifest's `alignment` entry; groups sorted by id, coverage by topic then document.
    struct AlignmentSummary: Codable {
        var file: String
        var groups: [GroupRecord]
        var coverage: [CoverageRecord]
    }

    struct GroupRecord: Codable {
        var id: String
        var title: String
        var versions: [VersionRecord]
        var related: [String]
    }

    struct VersionRecord: Codable {
        var document: String
        var language: Language
        var lines: String
        var status: VersionStatus
        var link: LinkKind
    }

    struct CoverageRecord: Codable {
        var document: String
        var topic: String
        var covered: Int
        var total: Int
        var stale: Int
    }
}
