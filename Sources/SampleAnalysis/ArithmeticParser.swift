/// Reads the atoms of an arithmetic expression (numbers, names): what differs between the evaluators.
protocol ArithmeticAtomReader {
    /// Reads one atom at `index` (advancing it), nil when there is none the reader understands.
    mutating func readAtom(_ characters: [Character], _ index: inout Int) -> Double?
}

/// `+ - * /`, parentheses and unary signs by recursive descent, over atoms its reader supplies:
/// the one grammar that literal constants and symbolic twin expressions share.
///
/// Nesting (parentheses and unary signs, each a recursive call) is bounded by `maxDepth`: a sample's line of a
/// hundred thousand `(` from a stranger would otherwise overflow the stack. Deeper text is no constant: nil.
struct ArithmeticParser<Atoms: ArithmeticAtomReader> {
    /// More nesting than any real constant has, and far less than the stack holds.
    static var maxDepth: Int { 64 }

    let characters: [Character]
    var index = 0
    var atoms: Atoms
    /// Parentheses and unary signs open around the current position.
    private var depth = 0

    init(_ characters: [Character], atoms: Atoms) {
        self.characters = characters
        self.atoms = atoms
    }

    /// The value of the whole text, nil unless all of it is one expression.
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
        let character = characters[index]
        guard character == "-" || character == "+" || character == "(" else { return atoms.readAtom(characters, &index) }
        guard depth < Self.maxDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        index += 1
        if character == "-" { return unary().map { -$0 } }
        if character == "+" { return unary() }
        guard let value = sum() else { return nil }
        skipSpaces()
        guard index < characters.count, characters[index] == ")" else { return nil }
        index += 1
        return value
    }
}
