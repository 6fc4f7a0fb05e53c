/// Splits code into identifiers and numeric literals, the tokens translations keep unchanged.
enum CodeTokens {
    /// Words of Swift and Objective-C that every sample has, so they say nothing about which sample it is.
    static let keywords: Set<String> = [
        "let", "var", "func", "class", "struct", "enum", "protocol", "extension", "return", "self", "Self", "super",
        "init", "override", "lazy", "final", "private", "public", "internal", "static", "import", "for", "while",
        "switch", "case", "default", "break", "continue", "guard", "else", "true", "false", "nil", "weak", "strong",
        "nonatomic", "assign", "readonly", "readwrite", "property", "interface", "implementation", "end", "void",
        "instancetype", "alloc", "new", "YES", "NO", "TRUE", "FALSE", "NULL", "pragma", "mark", "get", "set",
        "required", "convenience", "inout", "throws", "try", "catch", "defer", "where", "typealias", "objc",
        "selector", "copy", "atomic", "unsafe_unretained", "getter", "setter", "optional", "with", "and", "the",
    ]

    /// Identifiers (`[A-Za-z_][A-Za-z0-9_]*`) in order of appearance.
    static func identifiers(in text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            let isLetter = (scalar >= "A" && scalar <= "Z") || (scalar >= "a" && scalar <= "z") || scalar == "_"
            let isDigit = scalar >= "0" && scalar <= "9"
            if isLetter || (isDigit && !current.isEmpty) {
                current.unicodeScalars.append(scalar)
            } else {
                if !current.isEmpty { result.append(current) }
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// Numeric literals ("0.0008", "2015", "40.0"), with trailing zeros after a point dropped so Swift's `40.0`
    /// and Objective-C's `40.0f` agree; digits that are part of an identifier (`view2`, `M_PI_4`) are not numbers.
    static func numbers(in text: String) -> [String] {
        let characters = Array(text)
        var result: [String] = []
        var index = 0
        while index < characters.count {
            guard isDigit(characters[index]) else {
                index += 1
                continue
            }
            let insideWord = index > 0 && isWordCharacter(characters[index - 1])
            var literal = ""
            var cursor = index
            while cursor < characters.count {
                let character = characters[cursor]
                let continuesFraction = character == "." && !literal.contains(".")
                    && cursor + 1 < characters.count && isDigit(characters[cursor + 1])
                guard isDigit(character) || continuesFraction else { break }
                literal.append(character)
                cursor += 1
            }
            if !insideWord { result.append(canonicalNumber(literal)) }
            index = cursor
        }
        return result
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character == "_" || isDigit(character)
    }

    static func canonicalNumber(_ literal: String) -> String {
        var text = literal
        if text.hasSuffix(".") { text.removeLast() }
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
