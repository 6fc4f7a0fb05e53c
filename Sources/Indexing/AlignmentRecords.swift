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
        let groups = result.groups.map { group in
            GroupRecord(
                id: group.id, title: group.title,
                versions: group.members.map { member in
                    VersionRecord(
                        document: member.documentPath, language: member.language, lines: member.lines.description,
                        status: member.status, link: member.link)
                }, related: group.related.map(\.groupID))
        }
        let coverage = result.topics.flatMap { topic in
            topic.coverage.columns.map { column in
                CoverageRecord(
                    document: column.documentPath, topic: topic.topic, covered: column.covered,
                    total: column.total, stale: column.stale)
            }
        }
        try contents.setManifestEntry("alignment", AlignmentSummary(file: "alignment.json", groups: groups, coverage: coverage))
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
