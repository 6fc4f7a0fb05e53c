import DocumentModel

/// Parses a page saved as plain text (no markup at all) into sections and blocks.
///
/// ## How lines become blocks
/// 1. `LineClassifier` calls every line blank, code or text (rules in order; context for continuation lines).
/// 2. Code lines form a code block: a maximal run of code lines, blank lines included when code continues
///    after them. Any text line (label, prose, heading) ends it. Code is never split by programming language.
/// 3. Consecutive text lines form a unit (a label or URL line is always a unit of its own). A one-line unit is,
///    in this order: a **code label** if it names a language and the next unit is code (the code gets a
///    `CodeHint` pointing at it); **media** if it is a URL or image file alone; **chrome** if a
///    `PlainTextChrome` rule fires; a **heading** if it is heading-shaped and content other than chrome
///    follows it;
///    a **list** item if it starts with a bullet or number; else **prose**. A longer unit is a **list**
///    (one item per line, as pages saved from HTML lists come out) unless its lines wrap mid-sentence,
///    which makes it **prose**; a unit whose every line is chrome or media gives one such block per line.
///
/// ## Heading levels
/// Plain text has no levels, so they are inferred: the page's first heading is the title, level 1, when only
/// chrome precedes it; every other heading is level 2, except a heading that names an API
/// ("UIDynamicItemBehavior", "吸引行为 UISnapBehavior") directly under a level-2 heading that does not: it and
/// the API-naming headings after it are level 3, until a heading without an API name returns to level 2.
///
/// ## Languages
/// Headings, prose, lists and chrome get `LanguageIdentifier`'s verdict on their own text; when that text
/// holds no evidence at all (an API name alone), the document's language. Code gets the language of its
/// comments, or nil.
public struct PlainTextParser {
    /// A parser; it holds no state, so one can parse any number of pages, from any thread.
    public init() {}

    /// The page's sections, in page order; never throws (lenient parsing), problems go to `diagnostics`.
    public func parse(_ source: SourceText, diagnostics: inout [Diagnostic]) -> [Section] {
        parsePage(source, diagnostics: &diagnostics).sections
    }

    /// The page's sections and the language of its prose (weighed while the blocks' languages are).
    func parsePage(_ source: SourceText, diagnostics: inout [Diagnostic]) -> ParsedPage {
        var scratch: [UInt8] = []
        let lines = source.lines
        let features = source.bytes.withUnsafeBufferPointer { file in
            (0..<lines.count).map { index in
                LineClassifierFeatures(
                    bytes: UnsafeBufferPointer(rebasing: file[lines.starts[index]..<lines.ends[index]]),
                    scratch: &scratch)
            }
        }
        let verdicts = LineClassifier.classify(features: features)
        let units = PlainTextParser.peelingLeadingChrome(PlainTextParser.units(verdicts), source: source, features: features)
        var blocks = PlainTextParser.blocks(
            units, source: source, features: features, verdicts: verdicts,
            diagnostics: &diagnostics)
        PlainTextOutline.assignLevels(&blocks)
        let proseLanguage = PlainTextParser.assignLanguages(&blocks)
        return ParsedPage(sections: SectionAssembler.sections(from: blocks, headingLevel: 2), proseLanguage: proseLanguage)
    }

    // MARK: - Units

    /// A run of lines that becomes one block (or, for all-chrome text, one block per line). Indices are 0-based.
    struct Unit {
        var isCode: Bool
        var first: Int
        var last: Int
    }

    static func units(_ verdicts: [LineClassifier.Verdict]) -> [Unit] {
        var units: [Unit] = []
        var index = 0
        while index < verdicts.count {
            switch verdicts[index].kind {
            case .blank:
                index += 1
            case .code:
                let last = LineClassifier.codeRunEnd(verdicts, from: index)
                units.append(Unit(isCode: true, first: index, last: last))
                index = last + 1
            case .text:
                var last = index
                if !standsAlone(verdicts[index]) {
                    while last + 1 < verdicts.count, verdicts[last + 1].kind == .text, !standsAlone(verdicts[last + 1]) {
                        last += 1
                    }
                }
                units.append(Unit(isCode: false, first: index, last: last))
                index = last + 1
            }
        }
        return units
    }

    /// Splits chrome lines off the top of multi-line text units: a saved page often has its topic tag or
    /// breadcrumb directly above the title with no blank line between ("iOS" / "Динамика UIKit").
    static func peelingLeadingChrome(_ units: [Unit], source: SourceText, features: [LineClassifierFeatures]) -> [Unit] {
        var result: [Unit] = []
        for (position, unit) in units.enumerated() {
            guard !unit.isCode, unit.first < unit.last else { result.append(unit); continue }
            var first = unit.first
            while first < unit.last {
                let next = features[first + 1].trimmedText(in: source, line: first + 1)
                let context = PlainTextChrome.Context(
                    isFirstLine: position == 0 && first == unit.first,
                    nextIsHeadingCandidate: isHeadingCandidate(next, features[first + 1]))
                let text = features[first].trimmedText(in: source, line: first)
                guard !PlainTextChrome.rule(for: text, context: context).isNone else { break }
                result.append(Unit(isCode: false, first: first, last: first))
                first += 1
            }
            result.append(Unit(isCode: false, first: first, last: unit.last))
        }
        return result
    }

    /// Label and URL lines are units of their own even without blank lines around them.
    private static func standsAlone(_ verdict: LineClassifier.Verdict) -> Bool {
        verdict.rule == .label || verdict.rule == .url
    }

    // MARK: - Blocks

    static func blocks(
        _ units: [Unit], source: SourceText, features: [LineClassifierFeatures],
        verdicts: [LineClassifier.Verdict], diagnostics: inout [Diagnostic]
    ) -> [Block] {
        var blocks: [Block] = []
        var pendingHint: CodeHint? = nil
        func lineText(_ index: Int) -> String { features[index].trimmedText(in: source, line: index) }
        func isCandidate(_ unit: Unit) -> Bool {
            !unit.isCode && unit.first == unit.last && isHeadingCandidate(lineText(unit.first), features[unit.first])
        }

        let noContext = PlainTextChrome.Context(isFirstLine: false, nextIsHeadingCandidate: false)
        /// A heading heads something: content other than the site chrome that ends many saved pages.
        func hasContent(after position: Int) -> Bool {
            for unit in units[(position + 1)...] {
                if unit.isCode || unit.first != unit.last { return true }
                if PlainTextChrome.rule(for: lineText(unit.first), context: noContext).isNone { return true }
            }
            return false
        }

        for (position, unit) in units.enumerated() {
            let next: Unit? = position + 1 < units.count ? units[position + 1] : nil
            if unit.isCode {
                let text = source.joinedText(lines: unit.first + 1, unit.last + 1)
                blocks.append(
                    Block(
                        kind: .code, text: text, range: source.range(lines: unit.first + 1, unit.last + 1),
                        language: LanguageIdentifier.identifyComments(
                            bytes: (unit.first...unit.last).compactMap {
                                features[$0].commentBytes(in: source, line: $0)
                            }),
                        codeHint: pendingHint))
                pendingHint = nil
                continue
            }
            pendingHint = nil
            let range = source.range(lines: unit.first + 1, unit.last + 1)
            if unit.first == unit.last {
                let index = unit.first
                let text = lineText(index)
                let verdict = verdicts[index]
                if verdict.rule == .label, let normalized = CodeLabels.normalizedLabel(text) {
                    if next?.isCode == true {
                        pendingHint = CodeHint(raw: text, normalized: normalized, range: range)
                        blocks.append(Block(kind: .codeLabel, text: text, range: range))
                        continue
                    }
                    diagnostics.append(
                        Diagnostic(
                            .note, file: source.file, line: index + 1,
                            "“\(text)” names a code language but no code follows it; read as text"))
                }
                if verdict.rule == .url || isMediaFile(text) {
                    blocks.append(Block(kind: .media, text: text, range: range))
                    continue
                }
                let context = PlainTextChrome.Context(
                    isFirstLine: position == 0,
                    nextIsHeadingCandidate: next.map(isCandidate) ?? false)
                if !PlainTextChrome.rule(for: text, context: context).isNone {
                    blocks.append(Block(kind: .chrome, text: text, range: range))
                    continue
                }
                if isHeadingCandidate(text, features[index]), hasContent(after: position) {
                    blocks.append(Block(kind: .heading, text: text, range: range, headingLevel: 2))
                    continue
                }
                blocks.append(Block(kind: startsWithBullet(text) ? .list : .prose, text: text, range: range))
                continue
            }

            // Several text lines with no blank line between them.
            let lines = (unit.first...unit.last).map(lineText)
            if lines.allSatisfy({ !PlainTextChrome.rule(for: $0, context: noContext).isNone }) {
                for index in unit.first...unit.last {
                    blocks.append(Block(kind: .chrome, text: lineText(index), range: source.range(lines: index + 1, index + 1)))
                }
                continue
            }
            if (unit.first...unit.last).allSatisfy({ verdicts[$0].rule == .url || isMediaFile(lineText($0)) }) {
                for index in unit.first...unit.last {
                    blocks.append(Block(kind: .media, text: lineText(index), range: source.range(lines: index + 1, index + 1)))
                }
                continue
            }
            let kind: BlockKind = lines.contains(where: startsWithBullet) || !wrapsMidSentence(lines) ? .list : .prose
            blocks.append(Block(kind: kind, text: lines.joined(separator: "\n"), range: range))
        }
        return blocks
    }

    // MARK: - Line shapes

    /// Short, not ending like a sentence, no sentence punctuation inside: what a heading looks like.
    static func isHeadingCandidate(_ text: String, _ features: LineClassifierFeatures) -> Bool {
        // Scalars, not Characters: grapheme breaking is slow on long lines and no rule here needs it.
        let scalars = text.unicodeScalars
        guard (1...12).contains(features.wordCount), let last = scalars.last,
            !startsWithBullet(text)
        else { return false }
        var count = 0
        var hasLetter = false
        for scalar in scalars {
            count += 1
            if count > 100 { return false }
            if scalar == "。" || scalar == "，" || scalar == "।" { return false }
            if !hasLetter, scalar.properties.isAlphabetic { hasLetter = true }
        }
        guard hasLetter else { return false }
        switch last {
        case ".", "。", "!", "！", ":", "：", ";", "；", ",", "，", "、", "।", "…": return false
        default: break
        }
        if (last == "?" || last == "？") && features.wordCount > 8 { return false }
        return true
    }

    /// `- item`, `* item`, `• item`, `1. item`, `2) item`.
    static func startsWithBullet(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), let second = scalars.next() else { return false }
        switch first {
        case "-", "*", "•", "·", "◦", "▪", "–": return second == " "
        case "0"..."9":
            // Up to three digits, then "." or ")", then a space.
            var current: Unicode.Scalar? = second
            var digits = 1
            while let scalar = current, ("0"..."9").contains(scalar), digits < 3 { digits += 1; current = scalars.next() }
            guard let mark = current, mark == "." || mark == ")" else { return false }
            return scalars.next() == " "
        default:
            return false
        }
    }

    /// An image file name or path alone on the line.
    static func isMediaFile(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard utf8.count > 4, !utf8.contains(0x20), let dot = utf8.lastIndex(of: 0x2E) else { return false }
        let suffix = String(decoding: utf8[utf8.index(after: dot)...].map { $0 | 0x20 }, as: UTF8.self)
        return ["png", "jpg", "jpeg", "gif", "svg", "webp", "mp4", "mov"].contains(suffix)
    }

    /// A line that stops without sentence punctuation and a next line that starts in lower case: one
    /// paragraph hard-wrapped over several lines, not a list.
    static func wrapsMidSentence(_ lines: [String]) -> Bool {
        let ends: Set<Character> = [".", "!", "?", ":", ";", "。", "！", "？", "：", "।"]
        for index in lines.indices.dropLast() {
            guard let last = lines[index].last, !ends.contains(last) else { continue }
            if let first = lines[index + 1].first, first.isLowercase { return true }
        }
        return false
    }

    // MARK: - Languages and sections

    /// Sets each block's language; returns the language of the page's prose sample (`ProseLanguageSample`).
    @discardableResult
    static func assignLanguages(_ blocks: inout [Block]) -> Language {
        var evidenceFree: [Int] = []
        var sample = ProseLanguageSample()
        for index in blocks.indices {
            switch blocks[index].kind {
            case .heading, .prose, .list, .chrome:
                let evidence = LanguageEvidence(blocks[index].text)
                if ProseLanguageSample.reads(blocks[index].kind) { sample.add(blocks[index].text, evidence: evidence) }
                if evidence.hasEvidence {
                    blocks[index].language = evidence.language
                } else {
                    evidenceFree.append(index)
                }
            default:
                break
            }
        }
        // Blocks that say nothing themselves (an API name, "iOS") take the page's language, decided by the
        // same rule as `LanguageIdentifier.identifyDocument` over the blocks that do say something.
        let documentLanguage = LanguageIdentifier.identifyDocument([
            Section(
                heading: nil, level: 0,
                blocks: blocks.filter { $0.language != nil })
        ])
        for index in evidenceFree { blocks[index].language = documentLanguage }
        return sample.language
    }
}
