/// Reads the atoms of an arithmetic expression (numbers, names): what differs between the evaluators.
protocol ArithmeticAtomReader {
    /// Reads one atom at `index` (advancing it), nil when there is none the reader understands.
    mutating func readAtom(_ characters: [Character], _ index: inout Int) -> Double?
}

/// `+ - * /`, parentheses and unary signs by recursive descent, over atoms its reader supplies:
/// the one grammar that literal constants and symbolic twin expressions share.
struct ArithmeticParser<Atoms: ArithmeticAtomReader> {
    let characters: [Character]
    var index = 0
    var atoms: Atoms

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
        return atoms.readAtom(characters, &index)
    }
}
