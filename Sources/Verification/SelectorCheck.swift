/// `#selector(name(labels:))` naming a method the code does not declare.
///
/// Why: the runtime rewrite turns `#selector(m)` into `Selector(Self.m)`, so a selector naming a
/// method that does not exist reaches the compiler as a call to `Selector`'s initializers, and its
/// error names their labels (`missing argument label 'handler:'`), which appear nowhere on the page.
/// This check says what the page got wrong instead: which method it names and which it declares.
public enum SelectorCheck {
    /// A selector that names no declared method.
    public struct Finding: Hashable, Sendable {
        /// The 1-based line of the sample the selector is on.
        public var line: Int
        /// `handleTap(_:)`
        public var named: String
        /// The methods of that base name the code declares (`handleTap(recognizer:)`), maybe none.
        public var declared: [String]

        public var message: String {
            let declaredText =
                declared.isEmpty
                ? "no method of that name is declared"
                : "the code declares " + declared.map { "`\($0)`" }.joined(separator: ", ")
            return "`#selector(\(named))` names a method that is not declared: \(declaredText)"
        }
    }

    /// The selectors of `sample` that name no method of `sample` or `context` (the scenario's own lines).
    public static func findings(in sample: String, context: String = "") -> [Finding] {
        let declarations = declaredMethods(in: sample + "\n" + context)
        var findings: [Finding] = []
        for (offset, line) in sample.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = Substring(line)
            while let start = rest.range(of: "#selector(") {
                let inside = rest[start.upperBound...]
                guard let reference = balanced(inside) else { break }
                rest = inside.dropFirst(reference.count)
                var name = String(reference.dropLast())  // without the `)` of `#selector(`
                for prefix in ["self.", "Self."] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
                // `Type.method(…)`: a method of another type is not ours to check.
                guard !name.contains(".") else { continue }
                // `#selector(zoom)` names the method by its base name alone: any labels match.
                let open = name.firstIndex(of: "(")
                let base = String(name[..<(open ?? name.endIndex)])
                let labels = open.map { name[name.index(after: $0)...].dropLast().split(separator: ":").map(String.init) }
                let sameBase = declarations.filter { $0.base == base }
                if sameBase.contains(where: { labels == nil || $0.labels == labels }) { continue }
                var declared: [String] = []
                for method in sameBase where !declared.contains(method.description) { declared.append(method.description) }
                findings.append(Finding(line: offset + 1, named: name, declared: declared))
            }
        }
        return findings
    }

    struct Method: Hashable {
        var base: String
        var labels: [String]
        var description: String { base + "(" + labels.map { $0 + ":" }.joined() + ")" }
    }

    /// Every `func name(label name: Type, …)` in `text`, with its argument labels (`_` where there is none).
    static func declaredMethods(in text: String) -> [Method] {
        var methods: [Method] = []
        var rest = Substring(text)
        while let found = rest.range(of: "func ") {
            rest = rest[found.upperBound...]
            let base = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard !base.isEmpty else { continue }
            var after = rest.dropFirst(base.count)
            if after.first == "<", let close = after.firstIndex(of: ">") { after = after[after.index(after: close)...] }
            guard after.first == "(", let parameters = balanced(after.dropFirst()) else { continue }
            var labels: [String] = []
            var depth = 0
            var current = ""
            for character in parameters.dropLast() {
                if character == "(" || character == "[" || character == "<" { depth += 1 }
                if character == ")" || character == "]" || character == ">" { depth -= 1 }
                if character == ",", depth == 0 {
                    labels.append(label(of: current))
                    current = ""
                } else {
                    current.append(character)
                }
            }
            if !current.trimmingCharacters(in: .whitespaces).isEmpty { labels.append(label(of: current)) }
            methods.append(Method(base: base, labels: labels))
        }
        return methods
    }

    /// The argument label of one parameter: `_ sender: T` → `_`, `recognizer: T` → `recognizer`, `for event: T` → `for`.
    static func label(of parameter: String) -> String {
        let head = parameter.split(separator: ":", maxSplits: 1).first ?? ""
        let words = head.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        return words.first.map(String.init) ?? "_"
    }

    /// The text up to and including the `)` that closes a `(` just before `text`, or nil.
    static func balanced(_ text: Substring) -> Substring? {
        var depth = 1
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return text[...index] }
            }
            index = text.index(after: index)
        }
        return nil
    }
}
