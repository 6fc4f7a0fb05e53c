/// Evaluates the literal expressions samples set: numbers (with `f` suffixes, `.pi`, `M_PI_4`, simple arithmetic),
/// booleans (`YES`/`TRUE`/`true`) and named colours (`UIColor.red`, `.red`, `[UIColor redColor]`, `UIColor.redColor()`).
enum ConstantValue {
    struct Value {
        var text: String
        var number: Double?
    }

    static func evaluate(_ expression: String) -> Value? {
        let source = expression.trimmingSpaces()
        guard !source.isEmpty else { return nil }
        switch source {
        case "true", "YES", "TRUE": return Value(text: "true", number: nil)
        case "false", "NO", "FALSE": return Value(text: "false", number: nil)
        default: break
        }
        if let color = color(source) { return Value(text: color, number: nil) }
        var parser = ArithmeticParser(Array(source), atoms: LiteralAtoms())
        guard let number = parser.parse(), number.isFinite else { return nil }
        return Value(text: format(number), number: number)
    }

    /// `0.1`, `30`, `-1000`, `0.7853981633974483`.
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return "\(number)"
    }

    static func color(_ source: String) -> String? {
        for pattern in colorPatterns {
            if let groups = pattern.firstGroups(source), SymbolExtractor.colorNames.contains(groups[1]) {
                return "UIColor.\(groups[1])"
            }
        }
        return nil
    }

    /// `UIColor.red`, `UIColor.redColor()`, `[UIColor redColor]`, `.red`: compiled once (each compile costs more
    /// than a hundred matches), with the literals that spare most expressions a regex run (numbers are most).
    static let colorPatterns = [
        Pattern(#"^UIColor\.(\w+?)(?:Color\(\))?$"#, requiring: ["UIColor."]),
        Pattern(#"^\[\s*UIColor\s+(\w+?)Color\s*\]$"#, requiring: ["UIColor"]),
        Pattern(#"^\.(\w+)$"#, requiring: ["."])
    ]

    /// Numeric literals (with `f` suffixes) and π constants.
    struct LiteralAtoms: ArithmeticAtomReader {
        mutating func readAtom(_ characters: [Character], _ index: inout Int) -> Double? {
            let start = index
            while index < characters.count,
                characters[index].isLetter || characters[index].isNumber
                    || characters[index] == "." || characters[index] == "_"
            {
                index += 1
            }
            return Self.literal(String(characters[start..<index]))
        }

        /// One token as a numeric literal or π constant, nil otherwise.
        static func literal(_ text: String) -> Double? {
            var token = text
            switch token {
            case ".pi", "CGFloat.pi", "Double.pi", "Float.pi", "M_PI": return Double.pi
            case "M_PI_2": return Double.pi / 2
            case "M_PI_4": return Double.pi / 4
            default: break
            }
            if token.hasSuffix("f") || token.hasSuffix("F") { token.removeLast() }
            if token.hasSuffix(".") { token += "0" }
            guard let first = token.first, first.isNumber || first == "." else { return nil }
            return Double(token)
        }
    }
}
