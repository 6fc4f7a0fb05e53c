import Alignment
import DocumentModel
import Foundation
import Ingestion

/// The five corpus pages, read with `DocumentReader` (topic = folder, language = file stem, as the manifests say), and
/// helpers to build perturbed copies of them.
enum CorpusFixture {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("corpus")

    /// Parses `topic/lang.txt` from the corpus.
    static func document(_ relativePath: String) -> Document {
        let url = root.appendingPathComponent(relativePath)
        let bytes = Array((try? Data(contentsOf: url)) ?? Data())
        return parse(relativePath, bytes: bytes)
    }

    /// Reads text as if it were the corpus file `relativePath`, with the document reader the pipeline uses.
    static func parse(_ relativePath: String, bytes: [UInt8]) -> Document {
        let parts = relativePath.split(separator: "/")
        let topic = String(parts.first ?? "")
        let stem = String(parts.last ?? "").split(separator: ".").first.map(String.init) ?? ""
        do {
            return try DocumentReader().document(
                from: bytes, path: relativePath, format: .plainText, topic: topic,
                declaredLanguage: Language(rawValue: stem))
        } catch {
            fatalError("fixture \(relativePath) cannot be read: \(error.diagnostic)")
        }
    }

    static var all: [Document] {
        [
            "displaying-animation-in-ios/en.txt", "uidynamicanimator-guide/zh.txt", "uikit-dynamics/hi.txt",
            "uikit-dynamics/ru.txt", "uikit-dynamics/zh.txt"
        ].map(document)
    }
}

// MARK: - Reading results and perturbing pages

extension CorpusFixture {
    /// Each group of `topic` as the sorted `path:first line` of its members' sections: the shape tests compare.
    static func shape(_ result: AlignmentResult, topic: String) -> [[String]] {
        result.topic(topic)!.groups.map { group in
            group.members.flatMap { member in member.sections.map { "\($0.documentPath):\($0.lines.first)" } }.sorted()
        }
    }

    /// The group holding the section of `path` that starts at `line`.
    static func group(_ result: AlignmentResult, _ path: String, line: Int) -> SectionGroup? {
        result.groups.first { group in
            group.member(for: path)?.sections.contains { $0.lines.first == line } ?? false
        }
    }

    /// A corpus page cut at its parsed sections: the lines before the first section, then each section's
    /// lines up to the next section (trailing blank lines included), so sections can be moved or dropped.
    struct Cut {
        var path: String
        var preamble: [String]
        var sections: [[String]]

        init(_ path: String) {
            self.path = path
            let text = String(
                decoding: (try? Data(contentsOf: CorpusFixture.root.appendingPathComponent(path))) ?? Data(), as: UTF8.self)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let starts = CorpusFixture.document(path).sections.compactMap { $0.range?.firstLine }
            preamble = Array(lines[0..<(starts.first.map { $0 - 1 } ?? lines.count)])
            sections = starts.enumerated().map { index, start in
                let end = index + 1 < starts.count ? starts[index + 1] - 1 : lines.count
                return Array(lines[(start - 1)..<end])
            }
        }

        /// The index of the section whose first line is `line` in the original page.
        func index(startingAt line: Int) -> Int {
            var first = preamble.count + 1
            for (index, section) in sections.enumerated() {
                if first == line { return index }
                first += section.count
            }
            fatalError("no section starts at line \(line) of \(path)")
        }

        /// The page's text with sections in the given order (indices into `sections`), parsed as `path`.
        func document(order: [Int]) -> Document {
            var lines = preamble
            for index in order {
                var section = sections[index]
                if section.last?.isEmpty == false { section.append("") }
                lines += section
            }
            return CorpusFixture.parse(path, bytes: Array(lines.joined(separator: "\n").utf8))
        }

        /// The page's text after `edit` on its lines, parsed as `path`.
        func document(editing edit: (inout [String]) -> Void) -> Document {
            var lines = preamble + sections.flatMap { $0 }
            edit(&lines)
            return CorpusFixture.parse(path, bytes: Array(lines.joined(separator: "\n").utf8))
        }
    }
}
