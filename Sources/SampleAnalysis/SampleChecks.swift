/// Findings about one sample on its own: a label that contradicts the code, identifiers a self-contained sample
/// uses without declaring, and calls to UIButton state methods that do not exist.
enum SampleChecks {
    /// The `UIControl.State` methods UIButton has (UIButton.h): a `set…(_:for:)` call on a button naming anything
    /// else does not compile.
    static let buttonStateMethods: Set<String> = [
        "setTitle", "setTitleColor", "setTitleShadowColor", "setImage", "setBackgroundImage", "setAttributedTitle",
        "setPreferredSymbolConfiguration", "title", "titleColor", "titleShadowColor", "image", "backgroundImage",
        "attributedTitle", "preferredSymbolConfigurationForImage"
    ]

    static func findings(for sample: CodeSample) -> [SampleFinding] {
        var result: [SampleFinding] = []
        let file = sample.range.file
        if sample.hintContradicts, let hint = sample.hint {
            result.append(
                SampleFinding(
                    category: .hintContradiction, severity: .warning, file: file,
                    line: hint.range?.firstLine ?? sample.range.firstLine, sampleIDs: [sample.id],
                    message:
                        "the label '\(hint.raw)' says \(hint.normalized), but the code at \(sample.location) is \(sample.language.value.rawValue) (\(sample.language.rule))"
                ))
        }
        // Only samples that are meant to stand on their own can be blamed for a missing declaration.
        if [.members, .types, .program].contains(sample.kind.value), !sample.symbols.undeclared.isEmpty {
            let lines = CodeLine.lines(of: sample.text, firstLine: sample.range.firstLine)
            let uses = SymbolExtractor.firstUses(lines: lines, language: sample.language.value)
            for name in sample.symbols.undeclared {
                let similar = sample.symbols.declared.filter { $0.hasPrefix(name) || name.hasPrefix($0) }.filter { $0 != name }
                let hint = similar.isEmpty ? "" : " (declared: \(similar.joined(separator: ", ")))"
                result.append(
                    SampleFinding(
                        category: .undeclaredIdentifier, severity: .warning, file: file,
                        line: uses[name] ?? sample.range.firstLine,
                        sampleIDs: [sample.id], message: "'\(name)' is used but never declared in this sample\(hint)"))
            }
        }
        if sample.language.value == .swift {
            result += unknownButtonMethods(sample)
        }
        return result
    }

    private static let buttonDeclaration = Pattern(#"\b(?:let|var)\s+(\w+)\s*(?::\s*UIButton\b|=\s*UIButton\s*\()"#)

    static func unknownButtonMethods(_ sample: CodeSample) -> [SampleFinding] {
        // A declaration names UIButton. Stripping a line only removes text, so its code can hold "UIButton" only when
        // the text does, or when a `/* */` comment removed from between its letters joins it up.
        guard sample.text.contains("UIButton") || sample.text.contains("/*") else { return [] }
        var buttons: Set<String> = []
        // Other lines are not run through the pattern.
        for line in CodeLine.lines(of: sample.text, firstLine: sample.range.firstLine) where line.code.contains("UIButton") {
            for groups in buttonDeclaration.allGroups(line.code) { buttons.insert(groups[1]) }
        }
        var result: [SampleFinding] = []
        for call in sample.symbols.calls
        where buttons.contains(call.receiver) && call.labels.last == "for"
            && (call.base.hasPrefix("set") || call.labels == ["for"]) && !buttonStateMethods.contains(call.base)
        {
            let guess = buttonStateMethods.filter { $0.hasPrefix("set") == call.base.hasPrefix("set") }
                .min { (editDistance($0, call.base), $0) < (editDistance($1, call.base), $1) }
            let suggestion = guess.map { " (did you mean \($0)(\(call.labels.map { "\($0):" }.joined()))?)" } ?? ""
            result.append(
                SampleFinding(
                    category: .unknownMethod, severity: .warning, file: sample.range.file, line: call.line,
                    sampleIDs: [sample.id],
                    message: "UIButton has no method \(call.swiftName)\(suggestion)"))
        }
        return result
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}
