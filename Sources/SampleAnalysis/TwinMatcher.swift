import Foundation

/// Pairs the Swift and Objective-C versions of one example and compares them through Swift's import of
/// Objective-C.
///
/// Pairing: in the same section, a Swift sample and the nearest following unpaired Objective-C sample that
/// declares one of its type names (`ObjC`/`Objc` prefixes ignored: `ObjcDropOutAnimator` ↔ `DropOutAnimator`);
/// fragments without types pair with the Objective-C sample right after them. An Objective-C header shown as a
/// block of its own (`@interface Name : Super` with no `@implementation`) before the block that implements
/// `Name` is one version with it: the Swift sample pairs with the implementation, and the header's
/// declarations join it in the comparison.
/// Comparison reports only what can be stated with certainty: a property or argument both set to different
/// literal values; action selectors naming different methods; calls on the same receiver with the same argument
/// labels but different method names; and (as a note) properties or methods one version declares and the other
/// does not. Calls present in one version only are not reported on their own: idioms differ between the languages
/// (`append` vs `addObject:`, `view.bounds.height` vs `CGRectGetHeight`), and listing them would drown the real
/// findings.
public enum TwinMatcher {
    /// The twin pairs of `samples`, sorted by Swift sample id, each with its findings.
    public static func pairs(_ samples: [CodeSample]) -> [TwinPair] {
        var result: [TwinPair] = []
        let sections = Dictionary(grouping: samples) { "\($0.documentPath)#\($0.sectionIndex)" }
        for key in sections.keys.sorted() {
            let section = sections[key]!.sorted { $0.range.firstLine < $1.range.firstLine }
            let headers = headersOfImplementations(section)
            let headerIDs = Set(headers.values.map(\.id))
            var paired = Set<String>()
            for (index, swift) in section.enumerated() where swift.language.value == .swift {
                let later = section[(index + 1)...].filter {
                    $0.language.value == .objc && !paired.contains($0.id) && !headerIDs.contains($0.id)
                }
                let swiftTypes = Set(swift.symbols.declaredTypes.map(normalizeType))
                var partner: CodeSample?
                var reason = ""
                if let match = later.first(where: { !swiftTypes.isDisjoint(with: $0.symbols.declaredTypes.map(normalizeType)) }) {
                    partner = match
                    let shared = swiftTypes.intersection(match.symbols.declaredTypes.map(normalizeType)).sorted()
                    reason = "same section, same type names: \(shared.joined(separator: ", "))"
                } else if swiftTypes.isEmpty, index + 1 < section.count, section[index + 1].language.value == .objc,
                    section[index + 1].symbols.declaredTypes.isEmpty, !paired.contains(section[index + 1].id)
                {
                    partner = section[index + 1]
                    reason = "same section, adjacent fragments without type declarations"
                }
                guard let objc = partner else { continue }
                paired.insert(objc.id)
                let header = headers[objc.id]
                if let header { reason += "; its header at lines \(header.range.firstLine)-\(header.range.lastLine) joins it" }
                result.append(
                    TwinPair(
                        swiftID: swift.id, objcID: objc.id, objcHeaderID: header?.id, reason: reason,
                        findings: compare(swift: swift, objc: objc, header: header)))
            }
        }
        return result.sorted { ($0.swiftID < $1.swiftID) }
    }

    /// For each Objective-C implementation in `section` (in page order) that a header block before it declares,
    /// that header, by the implementation's id. A header is a block with `@interface Name` (not a class
    /// extension `Name ()`) and no `@implementation`; its implementation is the first later Objective-C block
    /// with `@implementation Name`.
    static func headersOfImplementations(_ section: [CodeSample]) -> [String: CodeSample] {
        var result: [String: CodeSample] = [:]
        let objc = section.filter { $0.language.value == .objc }
        guard objc.contains(where: { $0.text.contains("@interface") }) else { return result }
        // Which blocks implement each class, in page order: each block's directives are read once.
        var implementing: [String: [Int]] = [:]
        for (index, sample) in objc.enumerated() where sample.text.contains("@implementation") {
            for name in Set(implementationDirective.allGroups(sample.text).map { $0[1] }) {
                implementing[name, default: []].append(index)
            }
        }
        var taken: Set<Int> = []
        for (index, header) in objc.enumerated()
        where header.text.contains("@interface") && !header.text.contains("@implementation") {
            let interfaces = Set(classInterface.allGroups(header.text).map { $0[1] })
            let later = interfaces.compactMap { name in implementing[name]?.first { $0 > index && !taken.contains($0) } }
            guard let implementation = later.min() else { continue }
            taken.insert(implementation)
            result[objc[implementation].id] = header
        }
        return result
    }

    /// `@interface Name : Super`, `@interface Name <Protocol>`, `@interface Name` — not `@interface Name ()`.
    private static let classInterface = Pattern(#"@interface\s+(\w+)(?!\s*\()"#)
    private static let implementationDirective = Pattern(#"@implementation\s+(\w+)"#)

    /// `ObjcDropOutAnimator` → `DropOutAnimator`.
    static func normalizeType(_ name: String) -> String {
        for prefix in ["ObjC", "Objc", "OC"] where name.hasPrefix(prefix) && name.count > prefix.count {
            let rest = name.dropFirst(prefix.count)
            if rest.first?.isUppercase == true { return String(rest) }
        }
        return name
    }

    // MARK: - Comparison

    /// The disagreements between a Swift sample and its Objective-C twin (sorted); `header`, when the page
    /// shows the twin's `@interface` as a block of its own, is read with it as one version.
    public static func compare(swift: CodeSample, objc implementation: CodeSample, header: CodeSample? = nil) -> [SampleFinding] {
        var findings: [SampleFinding] = []
        var objc = implementation
        var ids = [swift.id, objc.id]
        if let header {
            objc.symbols = header.symbols.joining(implementation.symbols)
            ids.append(header.id)
        }
        let file = swift.range.file

        // Constants both versions set.
        let swiftConstants = Dictionary(grouping: swift.symbols.constants, by: \.key)
        let objcConstants = Dictionary(grouping: objc.symbols.constants, by: \.key)
        for key in Set(swiftConstants.keys).intersection(objcConstants.keys).sorted() {
            let s = swiftConstants[key]!, o = objcConstants[key]!
            guard Set(s.map(\.value)) != Set(o.map(\.value)) else { continue }
            let swiftText = s.map { "\($0.source) (line \($0.line))" }.joined(separator: ", ")
            let objcText = o.map { "\($0.source) (\(objc.range.file):\($0.line))" }.joined(separator: ", ")
            findings.append(
                SampleFinding(
                    category: .twinConstant, severity: .warning, file: file, line: s[0].line, sampleIDs: ids,
                    message: "\(key): Swift sets \(swiftText), Objective-C sets \(objcText)", subject: key))
        }

        // Expressions over the same names that compute different values (literals were compared above).
        // Each version's lines are prepared once, for its settings and its members.
        let swiftLines = CodeLine.lines(of: swift.text, firstLine: swift.range.firstLine)
        let objcLines =
            (header.map { CodeLine.lines(of: $0.text, firstLine: $0.range.firstLine) } ?? [])
            + CodeLine.lines(of: objc.text, firstLine: objc.range.firstLine)
        let swiftSettings = Dictionary(grouping: SymbolExtractor.settings(of: swift, lines: swiftLines), by: \.key)
        let objcSettings = Dictionary(grouping: SymbolExtractor.settings(of: objc, lines: objcLines), by: \.key)
        for key in Set(swiftSettings.keys).intersection(objcSettings.keys).sorted() {
            let s = swiftSettings[key]!, o = objcSettings[key]!
            let sv = s.map { SymbolicValue.evaluate($0.expression) }, ov = o.map { SymbolicValue.evaluate($0.expression) }
            guard sv.allSatisfy({ $0 != nil }), ov.allSatisfy({ $0 != nil }) else { continue }
            let swiftResults = sv.compactMap { $0 }, objcResults = ov.compactMap { $0 }
            let swiftNames = swiftResults.reduce(into: Set<String>()) { $0.formUnion($1.names) }
            let objcNames = objcResults.reduce(into: Set<String>()) { $0.formUnion($1.names) }
            // Only expressions that read names, and the same names on both sides (renamed locals are not compared).
            guard !swiftNames.isEmpty, swiftNames == objcNames else { continue }
            func values(_ results: [SymbolicValue.Result]) -> Set<String> {
                Set(results.map { String(format: "%.9g", $0.value) })
            }
            guard values(swiftResults) != values(objcResults) else { continue }
            let swiftText = s.map { "\($0.expression) (line \($0.line))" }.joined(separator: ", ")
            let objcText = o.map { "\($0.expression) (\(objc.range.file):\($0.line))" }.joined(separator: ", ")
            findings.append(
                SampleFinding(
                    category: .twinExpression, severity: .warning, file: file, line: s[0].line, sampleIDs: ids,
                    message: "\(key) computes differently: Swift \(swiftText), Objective-C \(objcText)", subject: key))
        }

        // Selectors naming different action methods.
        let swiftSelectors = swift.symbols.selectors.filter { selector in
            !objc.symbols.selectors.contains { $0.base == selector.base }
        }
        let objcSelectors = objc.symbols.selectors.filter { selector in
            !swift.symbols.selectors.contains { $0.base == selector.base }
        }
        for (s, o) in zip(swiftSelectors, objcSelectors) {
            findings.append(
                SampleFinding(
                    category: .twinSelector, severity: .note, file: file, line: s.line, sampleIDs: ids,
                    message:
                        "selectors name different methods: Swift #selector(\(s.spelling)) (line \(s.line)), Objective-C @selector(\(o.spelling)) (\(objc.range.file):\(o.line))",
                    subject: "\(s.spelling) / \(o.spelling)"))
        }

        // Same receiver, same labels, different method.
        let swiftBases = Set(swift.symbols.calls.map(\.base)), objcBases = Set(objc.symbols.calls.map(\.base))
        let swiftOnly = swift.symbols.calls.filter { !objcBases.contains($0.base) && !$0.receiver.isEmpty && !$0.labels.isEmpty }
        let objcOnly = objc.symbols.calls.filter { !swiftBases.contains($0.base) && !$0.receiver.isEmpty && !$0.labels.isEmpty }
        var reported = Set<String>()
        for call in swiftOnly {
            guard let counterpart = objcOnly.first(where: { $0.receiver == call.receiver && $0.labels == call.labels }) else {
                continue
            }
            let key = "\(call.swiftName)|\(counterpart.swiftName)"
            guard reported.insert(key).inserted else { continue }
            findings.append(
                SampleFinding(
                    category: .twinCall, severity: .warning, file: file, line: call.line, sampleIDs: ids,
                    message:
                        "Swift calls \(call.receiver).\(call.swiftName) (line \(call.line)) where Objective-C calls \(counterpart.spelling) = \(counterpart.swiftName) (\(objc.range.file):\(counterpart.line))",
                    subject: "\(call.receiver).\(call.swiftName) / \(counterpart.swiftName)"))
        }
        // Members one version declares and the other does not (names compared after Swift's import).
        let swiftMembers = MemberExtractor.members(of: swift, lines: swiftLines)
        let objcMembers = MemberExtractor.members(of: objc, lines: objcLines)
        // Action methods already named by a selector finding are not repeated.
        let named = Set(swiftSelectors.map(\.base) + objcSelectors.map(\.base))
        let swiftOnlyMembers = swiftMembers.keys.filter { objcMembers[$0] == nil && !named.contains($0) }.sorted()
        let objcOnlyMembers = objcMembers.keys.filter { swiftMembers[$0] == nil && !named.contains($0) }.sorted()
        if !swiftOnlyMembers.isEmpty || !objcOnlyMembers.isEmpty {
            func names(_ members: [String]) -> String { members.isEmpty ? "none" : members.joined(separator: ", ") }
            let line = swiftOnlyMembers.compactMap { swiftMembers[$0] }.min() ?? swift.range.firstLine
            let swiftText =
                swiftOnlyMembers.isEmpty
                ? "none" : swiftOnlyMembers.map { "\($0) (line \(swiftMembers[$0]!))" }.joined(separator: ", ")
            let objcText =
                objcOnlyMembers.isEmpty
                ? "none" : objcOnlyMembers.map { "\($0) (line \(objcMembers[$0]!))" }.joined(separator: ", ")
            findings.append(
                SampleFinding(
                    category: .twinMember, severity: .note, file: file, line: line, sampleIDs: ids,
                    message: "members in one version only: Swift \(swiftText); Objective-C \(objcText)",
                    subject: "\(names(swiftOnlyMembers)) / \(names(objcOnlyMembers))"))
        }
        return findings.sorted()
    }
}
