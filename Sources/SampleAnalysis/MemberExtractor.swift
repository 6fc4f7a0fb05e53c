/// The members (properties and methods) a sample's types declare, named the way a Swift caller sees them, so
/// that a Swift type and its Objective-C twin can be compared member for member.
///
/// Objective-C getters and setters fold into their property (`- (UIButton *)button`, `setCenter:` → `center`),
/// initializers into `init`, other methods into their Swift base name (`didTapButton:` → `didTapButton`);
/// `_name` and `isName` normalise to `name`.
enum MemberExtractor {
    static let swiftMember = Pattern(
        #"^\s*(?:(?:@\w+(?:\([^)]*\))?|public|open|internal|private|fileprivate|final|static|class|override|lazy|weak|unowned|required|convenience|mutating|dynamic|optional)\s+)*(?:(let|var)\s+(\w+)|func\s+(\w+)|(init)\b)"#
    )
    static let objcProperty = Pattern(#"^\s*@property\b.*?(\w+)\s*;\s*$"#)
    static let objcMethod = Pattern(#"^\s*[-+]\s*\([^)]*\)\s*(.*?)\s*[;{]?\s*$"#)
    static let selectorPiece = Pattern(#"(\w+)\s*:\s*\([^)]*\)\s*\w+"#)

    static func members(of sample: CodeSample) -> [String: Int] {
        members(of: sample, lines: CodeLine.lines(of: sample.text, firstLine: sample.range.firstLine))
    }

    /// `members(of:)` for a sample whose lines the caller has already prepared.
    static func members(of sample: CodeSample, lines: [CodeLine]) -> [String: Int] {
        var result: [String: Int] = [:]
        func add(_ name: String, _ line: Int) {
            let key = SymbolExtractor.normalizeKey(name)
            if result[key] == nil { result[key] = line }
        }
        switch sample.language.value {
        case .swift:
            // Members stand directly in a type body (depth 1) or, for a members sample, at the top level.
            let depth = sample.kind.value == .members ? 0 : 1
            for line in lines where line.braceDepth == depth && line.parenDepth == 0 {
                guard let groups = swiftMember.firstGroups(line.code) else { continue }
                add([groups[2], groups[3], groups[4]].first { !$0.isEmpty } ?? "", line.number)
            }
        case .objc:
            for line in lines where line.braceDepth == 0 {
                if let groups = objcProperty.firstGroups(line.code) { add(groups[1], line.number); continue }
                guard let groups = objcMethod.firstGroups(line.code) else { continue }
                let signature = groups[1]
                let pieces = selectorPiece.allGroups(signature).map { $0[1] }
                let selector =
                    pieces.isEmpty
                    ? String(signature.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) : pieces.map { $0 + ":" }.joined()
                if selector.hasPrefix("init") { add("init", line.number); continue }
                if pieces.count == 1, selector.hasPrefix("set"), selector.dropFirst(3).first?.isUppercase == true {
                    add(String(selector.dropFirst(3).dropLast()).lowercasingFirst(), line.number)
                    continue
                }
                add(ObjCImport.swiftName(selector: selector).base, line.number)
            }
        default:
            break
        }
        result.removeValue(forKey: "")
        return result
    }
}
