import DocumentModel
import Foundation
import Ingestion
@testable import SampleAnalysis

/// The hand-written table of every code block of the five corpus pages, read off the pages with `grep -n '' FILE`:
/// each block's first and last line, its label hint, the section it belongs to, and the expected language, kind
/// and Swift era of every sample in it (a block that changes language is split into several samples).
///
/// This table is the accuracy test: the classifiers must reproduce it, rule by rule.
enum CorpusTable {
    struct Sample {
        var first: Int
        var last: Int
        var language: CodeLanguage
        var kind: SampleKind
        var era: SwiftEra?
        var kindRule: String
        var eraRule: String?
    }

    struct CodeBlock {
        var first: Int
        var last: Int
        /// The label line above the block and what it means.
        var hint: (line: Int, normalized: String)?
        var samples: [Sample]
    }

    struct Section {
        var headingLine: Int?
        var blocks: [CodeBlock]
    }

    struct Page {
        var path: String
        var topic: String
        var language: Language
        var sections: [Section]
    }

    // MARK: - Shorthands

    static func swift(_ first: Int, _ last: Int, _ kind: SampleKind, _ era: SwiftEra) -> Sample {
        let kindRule: String
        switch kind {
        case .types: kindRule = "kind.swift.type-declarations"
        case .members: kindRule = "kind.swift.members"
        case .program: kindRule = "kind.swift.import"
        default: kindRule = "kind.swift.statements"
        }
        let eraRule: String
        switch era {
        case .swift2: eraRule = "era.swift2.color-method"
        case .swift3: eraRule = "era.swift3.implicit-objc-selector"
        case .modern: eraRule = "era.modern.no-legacy"
        }
        return Sample(first: first, last: last, language: .swift, kind: kind, era: era, kindRule: kindRule, eraRule: eraRule)
    }

    static func objc(_ first: Int, _ last: Int, _ kind: SampleKind) -> Sample {
        let kindRule: String
        switch kind {
        case .types: kindRule = "kind.objc.interface-implementation"
        case .declarations: kindRule = "kind.objc.header-declarations"
        case .methods: kindRule = "kind.objc.method-definitions"
        case .program: kindRule = "kind.objc.import"
        default: kindRule = "kind.objc.statements"
        }
        return Sample(first: first, last: last, language: .objc, kind: kind, era: nil, kindRule: kindRule, eraRule: nil)
    }

    /// A block holding one sample, under a label on `label`.
    static func block(_ label: Int?, _ hint: String?, _ sample: Sample) -> CodeBlock {
        CodeBlock(first: sample.first, last: sample.last, hint: label.map { ($0, hint!) }, samples: [sample])
    }

    // MARK: - The pages

    /// uikit-dynamics/ru.txt and hi.txt have the same lines; only prose and labels differ.
    static func uikitDynamics(_ language: Language) -> Page {
        Page(
            path: "uikit-dynamics/\(language.rawValue).txt", topic: "uikit-dynamics", language: language,
            sections: [
                Section(headingLine: 4, blocks: []),
                // "remarks": one code run, Swift then Objective-C with no label between.
                Section(
                    headingLine: 6,
                    blocks: [
                        CodeBlock(
                            first: 8, last: 12, hint: nil, samples: [swift(8, 9, .statements, .modern), objc(11, 12, .statements)]
                        )
                    ]),
                // Falling square: UIColor.orangeColor() is Swift 2; `square` is never declared.
                Section(headingLine: 14, blocks: [block(nil, nil, swift(18, 38, .members, .swift2))]),
                // Flick view.
                Section(
                    headingLine: 40,
                    blocks: [
                        block(44, "swift", swift(46, 126, .types, .swift3)),
                        block(128, "objc", objc(130, 247, .types))
                    ]),
                // Sticky corners.
                Section(
                    headingLine: 249,
                    blocks: [
                        block(253, "swift", swift(255, 358, .types, .swift3)),
                        block(360, "objc", objc(362, 506, .types))
                    ]),
                // Custom transition.
                Section(
                    headingLine: 510,
                    blocks: [
                        block(514, "swift", swift(516, 546, .types, .swift3)),
                        block(548, "objc", objc(550, 586, .types)),
                        block(592, "swift", swift(594, 635, .types, .swift3)),
                        block(637, "objc", objc(639, 683, .types)),
                        block(689, "swift", swift(691, 892, .types, .modern)),
                        block(894, "objc", objc(896, 1115, .types))
                    ]),
                // Shade transition.
                Section(
                    headingLine: 1121,
                    blocks: [
                        block(1127, "swift", swift(1129, 1175, .types, .modern)),
                        block(1177, "objc", objc(1179, 1233, .types)),
                        block(1237, "swift", swift(1239, 1255, .types, .modern)),
                        block(1257, "objc", objc(1259, 1271, .types)),
                        block(1275, "swift", swift(1277, 1513, .types, .swift3)),
                        block(1515, "objc", objc(1517, 1747, .types))
                    ]),
                // Bounds mapping.
                Section(
                    headingLine: 1751,
                    blocks: [
                        block(1757, "swift", swift(1759, 1763, .types, .modern)),
                        block(1765, "objc", objc(1767, 1769, .declarations)),
                        block(1773, "swift", swift(1775, 1818, .types, .modern)),
                        block(1820, "objc", objc(1822, 1863, .types)),
                        block(1867, "swift", swift(1869, 1930, .types, .swift3)),
                        block(1932, "objc", objc(1934, 1989, .types))
                    ])
            ])
    }

    static let uikitDynamicsZh = Page(
        path: "uikit-dynamics/zh.txt", topic: "uikit-dynamics", language: .zh,
        sections: [
            Section(
                headingLine: 1,
                blocks: [
                    block(7, "swift", swift(9, 112, .types, .swift3)),
                    block(114, "objc", objc(116, 260, .types))
                ])
        ])

    static let displayingAnimation = Page(
        path: "displaying-animation-in-ios/en.txt", topic: "displaying-animation-in-ios",
        language: .en,
        sections: [
            Section(headingLine: 1, blocks: []),
            Section(
                headingLine: 7,
                blocks: [
                    block(nil, nil, swift(11, 13, .statements, .modern)),
                    block(nil, nil, swift(17, 61, .program, .modern)),
                    block(nil, nil, swift(67, 82, .statements, .modern))
                ]),
            Section(headingLine: 90, blocks: [block(nil, nil, swift(100, 133, .types, .modern))]),
            Section(
                headingLine: 139,
                blocks: [
                    block(nil, nil, swift(162, 165, .members, .modern)),
                    block(nil, nil, swift(177, 269, .program, .modern))
                ])
        ])

    static let animatorGuide = Page(
        path: "uidynamicanimator-guide/zh.txt", topic: "uidynamicanimator-guide", language: .zh,
        sections: [
            Section(headingLine: 1, blocks: []),
            Section(headingLine: 3, blocks: [block(nil, nil, objc(5, 5, .statements))]),
            Section(headingLine: 7, blocks: [block(nil, nil, objc(9, 15, .declarations))]),
            Section(headingLine: 17, blocks: [block(nil, nil, objc(19, 22, .declarations))]),
            Section(headingLine: 24, blocks: []),
            // Statements, a blank line, then the header properties they refer to: one code run, two samples.
            Section(
                headingLine: 26,
                blocks: [
                    CodeBlock(first: 28, last: 37, hint: nil, samples: [objc(28, 30, .statements), objc(32, 37, .declarations)])
                ]),
            Section(headingLine: 39, blocks: []),
            Section(headingLine: 41, blocks: [block(nil, nil, objc(43, 47, .statements))]),
            Section(headingLine: 49, blocks: [block(nil, nil, objc(51, 57, .statements))]),
            Section(headingLine: 59, blocks: [block(nil, nil, objc(61, 65, .statements))]),
            Section(headingLine: 67, blocks: [block(nil, nil, objc(69, 75, .statements))]),
            Section(headingLine: 77, blocks: []),
            Section(headingLine: 79, blocks: [block(nil, nil, objc(81, 119, .methods))]),
            Section(headingLine: 121, blocks: [block(nil, nil, objc(123, 161, .methods))]),
            Section(headingLine: 165, blocks: [block(nil, nil, objc(167, 220, .methods))])
        ])

    static var pages: [Page] {
        [uikitDynamics(.ru), uikitDynamics(.hi), uikitDynamicsZh, displayingAnimation, animatorGuide]
    }

    // MARK: - Building documents

    static let corpusRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("corpus")

    static func source(_ path: String) -> SourceText {
        let data = try! Data(contentsOf: corpusRoot.appendingPathComponent(path))
        return SourceText(file: path, utf8: Array(data))
    }

    /// The page as the ingester is specified to produce it: headings, label blocks with hints, code blocks.
    static func document(_ page: Page) -> Document {
        document(page, source: source(page.path))
    }

    static func document(_ page: Page, source: SourceText) -> Document {
        var sections: [DocumentModel.Section] = []
        for section in page.sections {
            let heading = section.headingLine.map {
                Block(kind: .heading, text: source.lines[$0 - 1].text, range: source.range(lines: $0, $0), headingLevel: 2)
            }
            var blocks: [Block] = []
            for code in section.blocks {
                var hint: CodeHint?
                if let label = code.hint {
                    let range = source.range(lines: label.line, label.line)
                    blocks.append(Block(kind: .codeLabel, text: source.lines[label.line - 1].text, range: range))
                    hint = CodeHint(raw: source.lines[label.line - 1].text, normalized: label.normalized, range: range)
                }
                blocks.append(
                    Block(
                        kind: .code, text: source.text(lines: code.first, code.last),
                        range: source.range(lines: code.first, code.last), codeHint: hint))
            }
            sections.append(DocumentModel.Section(heading: heading, level: heading == nil ? 0 : 2, blocks: blocks))
        }
        return Document(
            path: page.path, format: .plainText, topic: page.topic, declaredLanguage: page.language,
            detectedLanguage: page.language, title: source.lines[0].text, sections: sections, contentHash: "")
    }

    static let documents: [Document] = pages.map(document)

    /// The report on the whole corpus, computed once for all tests.
    static let report: SampleReport = SampleExtractor.samples(in: documents)

    /// The samples of one page from the shared report.
    static func samples(_ page: Page) -> [CodeSample] {
        report.samples.filter { $0.documentPath == page.path }
    }
}

extension CorpusTable {
    /// What the ingester must produce for `page`: every code block's line range and its label's normalized hint.
    static func expectedCodeBlocks(_ page: Page) -> [String] {
        page.sections.flatMap(\.blocks).map { "\($0.first)-\($0.last) \($0.hint?.normalized ?? "-")" }
    }
}
