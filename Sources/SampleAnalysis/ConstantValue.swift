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
        var parser = Arithmetic(Array(source))
        guard let number = parser.parse(), number.isFinite else { return nil }
        return Value(text: format(number), number: number)
    }

    /// `0.1`, `30`, `-1000`, `0.7853981633974483`.
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return "\(number)"
    }

    static func color(_ source: String) -> String? {
        let patterns = [
            Pattern(#"^UIColor\.(\w+?)(?:Color\(\))?$"#),
            Pattern(#"^\[\s*UIColor\s+(\w+?)Color\s*\]$"#),
            Pattern(#"^\.(\w+)$"#),
        ]
        for pattern in patterns {
            if let groups = pattern.firstGroups(source), SymbolExtractor.colorNames.contains(groups[1]) {
                return "UIColor.\(groups[1])"
            }
        }
        return nil
    }

    /// A recursive-descent parser for `+ - * /`, parentheses, unary minus, numeric literals and π constants.
    struct Arithmetic {
        let characters: [Character]
        var index = 0

        init(_ characters: [Character]) { self.characters = characters }

        mutating func parse() -> Double? {
            guard let value = sum() else { return nil }
            skipSpaces()
            return index == characters.count ? value : nil
        }

        mutating func skipSpaces() { while index < characters.count, characters[index].isWhitespace { index += 1 } }

        mutating func sum() -> Double? {
            guard var value = product() else { return nil }
            while true {
                skipSpaces()
                guard index < characters.count, characters[index] == "+" || characters[index] == "-" else { return value }
                let op = characters[index]
                index += 1
                guard let right = product() else { return nil }
                value = op == "+" ? value + right : value - right
            }
        }

        mutating func product() -> Double? {
            guard var value = unary() else { return nil }
            while true {
                skipSpaces()
                guard index < characters.count, characters[index] == "*" || characters[index] == "/" else { return value }
                let op = characters[index]
                index += 1
                guard let right = unary() else { return nil }
                value = op == "*" ? value * right : value / right
            }
        }

        mutating func unary() -> Double? {
            skipSpaces()
            guard index < characters.count else { return nil }
            if characters[index] == "-" { index += 1; return unary().map { -$0 } }
            if characters[index] == "+" { index += 1; return unary() }
            if characters[index] == "(" {
                index += 1
                guard let value = sum() else { return nil }
                skipSpaces()
                guard index < characters.count, characters[index] == ")" else { return nil }
                index += 1
                return value
            }
            return atom()
        }

        /// The whole token as one numeric literal or π constant, nil otherwise.
        mutating func parseAtom() -> Double? {
            guard let value = atom(), index == characters.count else { return nil }
            return value
        }

        mutating func atom() -> Double? {
            let start = index
            while index < characters.count, characters[index].isLetter || characters[index].isNumber
                    || characters[index] == "." || characters[index] == "_" {
                index += 1
            }
            var token = String(characters[start..<index])
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
