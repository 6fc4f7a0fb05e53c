import DocumentModel
import Foundation
import SearchIndex

/// Searchable documents cut from the real corpus by line ranges written down here (the ingester is
/// another module): a section runs from a heading line to the line before the next heading; its
/// blank-line-separated blocks are code when most of their lines look like code.
enum CorpusFixture {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("corpus")

    /// Heading lines of the line-aligned Russian and Hindi translations of uikit-dynamics:
    /// 4 Вступление, 6 замечания (updateItem), 14 Падающая площадь, 40 Флик-взгляд, 249 Sticky Corners,
    /// 510 UIDynamicBehavior Driven Custom Transition, 1121 shade transition, 1751 bounds mapping.
    static let uikitDynamicsHeadings = [4, 6, 14, 40, 249, 510, 1121, 1751]

    /// The five pages, with alignment groups for uikit-dynamics (ru and hi by heading line; the
    /// Chinese page is the Sticky Corners section alone).
    static func documents() throws -> [SearchableDocument] {
        [
            try document(
                "uikit-dynamics/ru.txt", language: .ru, headings: uikitDynamicsHeadings,
                group: { "uikit-dynamics#\($0)" }),
            try document(
                "uikit-dynamics/hi.txt", language: .hi, headings: uikitDynamicsHeadings,
                group: { "uikit-dynamics#\($0)" }),
            try document("uikit-dynamics/zh.txt", language: .zh, headings: [1], group: { _ in "uikit-dynamics#249" }),
            try document(
                "uidynamicanimator-guide/zh.txt", language: .zh,
                headings: [1, 3, 7, 17, 24, 39, 41, 49, 59, 67, 77, 121]),
            try document("displaying-animation-in-ios/en.txt", language: .en, headings: [1, 7, 90, 139])
        ]
    }

    /// The lines of a corpus file.
    static func lines(_ path: String) throws -> [String] {
        let text = try String(contentsOf: corpus.appendingPathComponent(path), encoding: .utf8)
        return text.components(separatedBy: "\n")
    }

    /// One page cut at `headings`; `group` names a section's alignment group from its heading line.
    static func document(
        _ path: String, language: Language, headings: [Int],
        group: ((Int) -> String)? = nil, contentHash: String? = nil
    ) throws -> SearchableDocument {
        let lines = try lines(path)
        let topic = String(path.split(separator: "/")[0])
        var sections: [SearchableSection] = []
        for (index, headingLine) in headings.enumerated() {
            var last = index + 1 < headings.count ? headings[index + 1] - 1 : lines.count
            while last > headingLine && lines[last - 1].trimmingCharacters(in: .whitespaces).isEmpty { last -= 1 }
            var prose: [SourceFragment] = [], code: [SourceFragment] = []
            for block in blocks(lines, from: headingLine + 1, to: last) {
                if isCode(block.text) { code.append(block) } else { prose.append(block) }
            }
            let codeText = code.map(\.text).joined(separator: "\n")
            sections.append(
                SearchableSection(
                    id: "\(path)#\(headingLine)", topic: topic, language: language,
                    heading: lines[headingLine - 1], headingLine: headingLine, prose: prose, code: code,
                    range: SourceRange(file: path, firstLine: headingLine, lastLine: last, byteStart: 0, byteEnd: 0),
                    groupID: group?(headingLine),
                    apis: apis(in: codeText), codeLanguages: codeLanguages(codeText)))
        }
        let hash = contentHash ?? String(lines.joined(separator: "\n").hashValue & 0xFFFF_FFFF, radix: 16)
        return SearchableDocument(path: path, topic: topic, language: language, contentHash: hash, sections: sections)
    }

    /// Blank-line-separated blocks of lines `first...last`.
    static func blocks(_ lines: [String], from first: Int, to last: Int) -> [SourceFragment] {
        var blocks: [SourceFragment] = []
        var current: [String] = []
        var start = first
        if first <= last {
            for number in first...last {
                let line = lines[number - 1]
                if line.trimmingCharacters(in: .whitespaces).isEmpty {
                    if !current.isEmpty { blocks.append(SourceFragment(line: start, text: current.joined(separator: "\n"))) }
                    current = []
                } else {
                    if current.isEmpty { start = number }
                    current.append(line)
                }
            }
        }
        if !current.isEmpty { blocks.append(SourceFragment(line: start, text: current.joined(separator: "\n"))) }
        return blocks
    }

    static func isCode(_ text: String) -> Bool {
        let lines = text.split(separator: "\n")
        let codeLike = lines.filter { line in
            line.contains { "{}();=[]@#".contains($0) } || line.hasPrefix(" ") || line.hasPrefix("}")
        }
        return codeLike.count * 2 >= lines.count
    }

    /// UIKit class names and Swift selectors (`name(label:`) the code mentions, plus `initWith…:`.
    static func apis(in code: String) -> [String] {
        var found = Set<String>()
        let patterns = [#"\bUI[A-Z][A-Za-z]+\b"#, #"\b[a-z][A-Za-z]+\([a-z][A-Za-z]*:"#, #"\binitWith[A-Z][A-Za-z]*:"#]
        for pattern in patterns {
            let regex = try! NSRegularExpression(pattern: pattern)
            for match in regex.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                var name = String(code[Range(match.range, in: code)!])
                if name.hasSuffix(":") && name.contains("(") { name += ")" }
                found.insert(name)
            }
        }
        return found.sorted()
    }

    static func codeLanguages(_ code: String) -> [CodeLanguage] {
        var languages: [CodeLanguage] = []
        if code.contains("let ") || code.contains("var ") || code.contains("func ") { languages.append(.swift) }
        if code.contains("@property") || code.contains("alloc]") || code.contains("@end") || code.contains("];") {
            languages.append(.objc)
        }
        return languages
    }
}
