import CodeLexer
import DocumentModel

/// Splits code into identifiers and numeric literals, the tokens translations keep unchanged.
enum CodeTokens {
    /// Words of Swift and Objective-C that every sample has, so they say nothing about which sample it is: the
    /// lexer's boilerplate keywords, and three English words that stand in code as labels and selector parts.
    static let keywords: Set<String> = CodeKeywords.words(with: .boilerplate).union(["with", "and", "the"])

    /// Identifiers (`[A-Za-z_][A-Za-z0-9_]*`) in order of appearance.
    /// Read as UTF-8 bytes: an identifier is ASCII, and any byte of a non-ASCII scalar ends one.
    static func identifiers(in text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes -> [String] in
            var result: [String] = []
            var start = -1
            for index in 0...bytes.count {
                let byte: UInt8 = index < bytes.count ? bytes[index] : 0
                let isLetter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
                let isDigit = byte >= 0x30 && byte <= 0x39
                if start < 0 {
                    if isLetter { start = index }
                } else if !isLetter && !isDigit {
                    result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                    start = -1
                }
            }
            return result
        }
    }

    /// Numeric literals ("0.0008", "2015", "40.0"), with trailing zeros after a point dropped so Swift's `40.0`
    /// and Objective-C's `40.0f` agree; digits that are part of an identifier (`view2`, `M_PI_4`) are not numbers.
    ///
    /// Line by line (no literal spans a line feed): an ASCII line is read as bytes, where a byte is a
    /// character; any other line by `Character`, the definition the byte reading must equal.
    static func numbers(in text: String) -> [String] {
        var result: [String] = []
        // ASCII text is scanned whole: a line feed is neither a digit nor a word byte, so it ends and separates
        // literals exactly as the line ends do (tests compare the two readings).
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            asciiNumbers(in: Substring(text), into: &result)
            return result
        }
        for line in text.splitAtLineFeeds(omittingEmptySubsequences: false) {
            // A literal starts with an ASCII digit that is a `Character` of its own: a line without the byte has none
            // (most lines of Russian, Hindi or Chinese prose), and need not be read by `Character`.
            guard line.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { continue }
            if line.utf8.allSatisfy({ $0 < 0x80 }) {
                asciiNumbers(in: line, into: &result)
            } else {
                result += numbersAroundDigits(in: String(line))
            }
        }
        return result
    }

    /// `characterNumbers` for an ASCII line: the same scan over bytes.
    private static func asciiNumbers(in line: Substring, into result: inout [String]) {
        var line = line
        line.withUTF8 { bytes in
            func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
            var index = 0
            while index < bytes.count {
                guard isDigit(bytes[index]) else {
                    index += 1
                    continue
                }
                let previous: UInt8 = index > 0 ? bytes[index - 1] : 0
                let insideWord =
                    (previous >= 0x41 && previous <= 0x5A) || (previous >= 0x61 && previous <= 0x7A)
                    || previous == 0x5F || isDigit(previous)
                var cursor = index
                var sawPoint = false
                while cursor < bytes.count {
                    let byte = bytes[cursor]
                    let continuesFraction = byte == 0x2E && !sawPoint && cursor + 1 < bytes.count && isDigit(bytes[cursor + 1])
                    guard isDigit(byte) || continuesFraction else { break }
                    if byte == 0x2E { sawPoint = true }
                    cursor += 1
                }
                if !insideWord {
                    result.append(
                        canonicalNumber(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<cursor]), as: UTF8.self)))
                }
                index = cursor
            }
        }
    }

    /// `characterNumbers` for a line that is not ASCII, with characters formed only around its digits: the bytes are
    /// searched for ASCII digits, and where one starts a `Character`, that character, the one before it and the
    /// literal's next ones are read (grapheme breaking is local, so these are the characters of the whole line).
    /// Reading every character of a line of Russian or Hindi prose with a number in it was most of the cost of
    /// numbers (perf, 2026-12-04).
    static func numbersAroundDigits(in text: String) -> [String] {
        var result: [String] = []
        let utf8 = text.utf8
        var position = utf8.startIndex
        while position < utf8.endIndex {
            let byte = utf8[position]
            guard byte >= 0x30 && byte <= 0x39, let start = String.Index(position, within: text), isDigit(text[start]) else {
                position = utf8.index(after: position)
                continue
            }
            let insideWord = start > text.startIndex && isWordCharacter(text[text.index(before: start)])
            var literal = ""
            var sawPoint = false
            var cursor = start
            while cursor < text.endIndex {
                let character = text[cursor]
                let next = text.index(after: cursor)
                let continuesFraction = isPoint(character) && !sawPoint && next < text.endIndex && isDigit(text[next])
                guard isDigit(character) || continuesFraction else { break }
                if continuesFraction { sawPoint = true }
                literal.append(character)
                cursor = next
            }
            if !insideWord { result.append(canonicalNumber(literal)) }
            position = cursor
        }
        return result
    }

    /// The definition: numeric literals of `text` read character by character.
    static func characterNumbers(in text: String) -> [String] {
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
            var sawPoint = false
            var cursor = index
            while cursor < characters.count {
                let character = characters[cursor]
                let continuesFraction =
                    isPoint(character) && !sawPoint && cursor + 1 < characters.count && isDigit(characters[cursor + 1])
                guard isDigit(character) || continuesFraction else { break }
                if continuesFraction { sawPoint = true }
                literal.append(character)
                cursor += 1
            }
            if !insideWord { result.append(canonicalNumber(literal)) }
            index = cursor
        }
        return result
    }

    /// An ASCII digit standing as a character of its own (`isASCII && isNumber`: among ASCII only 0-9 are numbers).
    private static func isDigit(_ character: Character) -> Bool {
        guard let byte = CodeTokenizer.asciiByte(of: character) else { return false }
        return CodeTokenizer.isDigit(byte)
    }

    private static func isPoint(_ character: Character) -> Bool { CodeTokenizer.asciiByte(of: character) == 0x2E }

    /// A letter, `_` or digit (`isLetter || == "_" || isDigit`: among ASCII the letters are A-Z and a-z).
    private static func isWordCharacter(_ character: Character) -> Bool {
        guard let byte = CodeTokenizer.asciiByte(of: character) else { return character.isLetter }
        return CodeTokenizer.isIdentifier(byte)
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
