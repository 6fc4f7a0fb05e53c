import DocumentModel
import Foundation

/// Compares non-literal expressions of twins without a compiler: both are evaluated with the same made-up value
/// for each name, so `fromView.bounds.height * 0.5` and `CGRectGetHeight(fromView.bounds) / 2.0` agree while
/// `-(CGRectGetHeight(fromView.bounds) / 2.0)` does not.
///
/// Names are normalised across the languages first (`self.` and `_` dropped, `CGRectGetHeight(r)` → `r.height`,
/// `r.size.width` → `r.width`, `CGFloat(x)` → `x`). Each name gets a value from a hash of its spelling, so two
/// expressions over the same names that give different results are different functions of those names. Anything
/// that is not arithmetic over names and numbers (a message, a call, `??`, a comparison) is not evaluated.
enum SymbolicValue {
    struct Result {
        var value: Double
        /// The normalised names the expression reads.
        var names: Set<String>
    }

    static let geometryFunctions: [String: String] = [
        "CGRectGetWidth": "width", "CGRectGetHeight": "height", "CGRectGetMinX": "minX", "CGRectGetMidX": "midX",
        "CGRectGetMaxX": "maxX", "CGRectGetMinY": "minY", "CGRectGetMidY": "midY", "CGRectGetMaxY": "maxY"
    ]

    static func evaluate(_ expression: String) -> Result? {
        var parser = ArithmeticParser(Array(expression), atoms: NameAtoms())
        guard let value = parser.parse(), value.isFinite else { return nil }
        return Result(value: value, names: parser.atoms.names)
    }

    /// A stable value in [1, 3) for a name (FNV-1a of its spelling).
    static func value(of name: String) -> Double {
        1 + Double(StableHash.value(name) % 1_000_003) / 500_001.5
    }

    static func normalize(_ path: String) -> String {
        var parts = path.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
            .split(separator: ".").map(String.init)
        if parts.first == "self", parts.count > 1 { parts.removeFirst() }
        if var first = parts.first { while first.hasPrefix("_"), first.count > 1 { first.removeFirst() }; parts[0] = first }
        var result: [String] = []
        for part in parts {
            if part == "size" || part == "origin" { continue }
            result.append(part)
        }
        return result.joined(separator: ".")
    }

    /// Names (given stable made-up values), numeric literals, numeric conversions and Core Graphics accessors.
    struct NameAtoms: ArithmeticAtomReader {
        /// The normalised names read so far.
        var names: Set<String> = []
        /// Conversions open around this reader's text (`CGFloat(CGFloat(…`): each is a parser of its own, so
        /// the parser's nesting bound does not see them; they are bounded here.
        var conversionDepth = 0

        mutating func readAtom(_ characters: [Character], _ index: inout Int) -> Double? {
            let start = index
            while index < characters.count,
                characters[index].isLetter || characters[index].isNumber || "._?!".contains(characters[index])
            {
                index += 1
            }
            var token = String(characters[start..<index])
            guard !token.isEmpty else { return nil }
            if let constant = ConstantValue.LiteralAtoms.literal(token) { return constant }
            // A conversion or a Core Graphics accessor: `CGFloat(x)`, `CGRectGetHeight(r)`.
            if index < characters.count, characters[index] == "(" {
                let function = token
                index += 1
                let argumentStart = index
                var depth = 1
                while index < characters.count, depth > 0 {
                    if characters[index] == "(" { depth += 1 } else if characters[index] == ")" { depth -= 1 }
                    index += 1
                }
                guard depth == 0 else { return nil }
                let argument = String(characters[argumentStart..<(index - 1)])
                if ["CGFloat", "Double", "Float"].contains(function) {
                    guard conversionDepth < 16 else { return nil }
                    var inner = ArithmeticParser(Array(argument), atoms: NameAtoms(conversionDepth: conversionDepth + 1))
                    guard let value = inner.parse() else { return nil }
                    names.formUnion(inner.atoms.names)
                    return value
                }
                guard let member = SymbolicValue.geometryFunctions[function] else { return nil }
                token = argument.trimmingSpaces() + "." + member
            }
            guard let first = token.first, first.isLetter || first == "_" else { return nil }
            if ["true", "false", "YES", "NO", "nil"].contains(token) { return nil }
            let name = SymbolicValue.normalize(token)
            names.insert(name)
            return SymbolicValue.value(of: name)
        }
    }
}
