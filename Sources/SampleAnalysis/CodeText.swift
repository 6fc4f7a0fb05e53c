import CodeLexer

/// A sample's comment-free code as one character array with a line table, for scanners that cross lines
/// (a call's arguments, a message send spanning two lines).
struct CodeText {
    let characters: [Character]
    /// Each character's byte when the character is one ASCII scalar (one UTF-8 byte), else 0: what the scanners
    /// test most, read once here (`Character.asciiValue` compares the character with CR LF as a string first).
    private let bytes: [UInt8]
    /// Offset of each line's first character.
    private let lineStarts: [Int]
    private let lineNumbers: [Int]

    init(_ lines: [CodeLine]) {
        var characters: [Character] = []
        var starts: [Int] = []
        for line in lines {
            starts.append(characters.count)
            characters.append(contentsOf: line.code)
            characters.append("\n")
        }
        self.characters = characters
        bytes = characters.map { CodeTokenizer.asciiByte(of: $0) ?? 0 }
        lineStarts = starts
        lineNumbers = lines.map(\.number)
    }

    /// The source line of character `offset`.
    func line(at offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        guard high >= 0 else { return 0 }
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return lineNumbers[low]
    }

    subscript(_ offset: Int) -> Character? { offset >= 0 && offset < characters.count ? characters[offset] : nil }

    /// A letter, digit or `_`. Scanners ask this of nearly every character, and code is mostly ASCII: there
    /// the answer is a range test, not a lookup of Unicode properties.
    func isWord(_ offset: Int) -> Bool {
        guard offset >= 0 && offset < bytes.count else { return false }
        let ascii = bytes[offset]
        guard ascii != 0 else {
            let character = characters[offset]
            return character.isLetter || character.isNumber
        }
        return CodeTokenizer.isIdentifier(ascii)
    }

    /// The identifier starting at `offset`.
    func word(at offset: Int) -> String {
        var end = offset
        var isASCII = true
        while isWord(end) {
            if bytes[end] == 0 { isASCII = false }
            end += 1
        }
        guard isASCII else { return String(characters[offset..<end]) }
        // Most identifiers are ASCII: their bytes make the string, not its `Character`s appended one by one.
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    /// The offset of the bracket closing the one at `open` (`(`, `[` or `{`), or nil.
    func closing(_ open: Int) -> Int? {
        CodeText.closing(open, count: characters.count) { characters[$0] }
    }

    /// The index of the bracket closing the one at `open` among `count` elements, where
    /// `element(i)` is the i-th as a character (brackets of any kind nest together), or nil.
    static func closing(_ open: Int, count: Int, element: (Int) -> Character?) -> Int? {
        var depth = 0
        var index = open
        while index < count {
            switch element(index) {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The text between `from` and `to` (exclusive), trimmed.
    func text(_ from: Int, _ to: Int) -> String {
        guard from < to else { return "" }
        return String(characters[from..<to]).trimmingSpaces()
    }

    /// Splits `from..<to` at commas outside brackets.
    func topLevelSegments(_ from: Int, _ to: Int) -> [(start: Int, end: Int)] {
        var result: [(start: Int, end: Int)] = []
        var depth = 0
        var start = from
        var index = from
        while index < to {
            switch characters[index] {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "," where depth == 0:
                result.append((start, index))
                start = index + 1
            default: break
            }
            index += 1
        }
        if start < to, !text(start, to).isEmpty { result.append((start, to)) }
        return result
    }

    /// The nearest non-space offset before `offset`.
    func previousNonSpace(_ offset: Int) -> Int? {
        var index = offset - 1
        while index >= 0, characters[index] == " " || characters[index] == "\t" || characters[index] == "\n" { index -= 1 }
        return index >= 0 ? index : nil
    }

    /// The nearest non-space offset at or after `offset`.
    func nextNonSpace(_ offset: Int) -> Int? {
        var index = offset
        while index < characters.count, characters[index] == " " || characters[index] == "\t" || characters[index] == "\n" {
            index += 1
        }
        return index < characters.count ? index : nil
    }
}

extension String {
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }

    /// `Foo` → `foo`.
    func lowercasingFirst() -> String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}
