/// A JSON text read strictly (RFC 8259), each value and key with the line and column it starts at.
///
/// Written for manifests, which people edit by hand: Foundation's parsers say only "not valid JSON" (on
/// Linux without even a byte offset) and quietly keep the last of two equal keys, so this one stops at the first
/// error and says where it is and what it found, in words. Deliberate choices beyond the grammar: a UTF-8
/// byte-order mark is skipped (RFC 8259 lets a parser ignore it; Windows editors write one); a key repeated in
/// one object is an error (which value was meant cannot be known); so is a trailing comma, which Foundation on
/// Linux lets through but RFC 8259 and other readers of the same file (Python's json, jq) refuse; nesting deeper
/// than `maxDepth` is an error (the input comes from strangers). Columns count Unicode scalars, as an editor counts characters; a line
/// ends at LF, CRLF or a lone CR.
struct LocatedJSON: Hashable, Sendable {
    /// 1-based line and column.
    struct Position: Hashable, Sendable, CustomStringConvertible {
        var line: Int
        var column: Int

        var description: String { "line \(line), column \(column)" }
    }

    /// One `"key": value` of an object, in file order.
    struct Member: Hashable, Sendable {
        var key: String
        var keyPosition: Position
        var value: LocatedJSON
    }

    enum Value: Hashable, Sendable {
        case object([Member])
        case array([LocatedJSON])
        case string(String)
        /// The number as written (manifests hold no numbers; only its kind matters).
        case number(String)
        case bool(Bool)
        case null
    }

    /// The first error in a text: where it is and what is wrong, in words.
    struct SyntaxError: Error, Hashable, Sendable {
        var position: Position
        var message: String
    }

    var value: Value
    var position: Position

    /// Deeper nesting is refused: a manifest needs two levels.
    static let maxDepth = 64

    /// Parses `bytes` (UTF-8) as one JSON value, or gives the first error.
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> LocatedJSON {
        var parser = Parser(bytes: bytes)
        return try parser.document()
    }

    /// The kind of a value in words, for "found …" in messages.
    var kindName: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string(let text): return "the string \"\(Self.shown(text))\""
        case .number(let text): return "the number \(text)"
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }

    /// Text from a file shown inside a message: controls escaped, long text cut.
    static func shown(_ text: String, limit: Int = 40) -> String {
        var out = ""
        for scalar in text.unicodeScalars.prefix(limit) {
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return text.unicodeScalars.count > limit ? out + "…" : out
    }

    // MARK: - The parser

    private struct Parser {
        let bytes: [UInt8]
        var offset = 0
        var line = 1
        var column = 1

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        var position: Position { Position(line: line, column: column) }
        var atEnd: Bool { offset >= bytes.count }
        var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        /// Moves past one byte, keeping line and column (a UTF-8 continuation byte is no new column).
        mutating func step() {
            let byte = bytes[offset]
            offset += 1
            if byte == 0x0A {
                // The LF of a CRLF ended its line at the CR already.
                if offset < 2 || bytes[offset - 2] != 0x0D { line += 1 }
                column = 1
            } else if byte == 0x0D {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }

        func failure(_ message: String, at position: Position? = nil) -> SyntaxError {
            SyntaxError(position: position ?? self.position, message: message)
        }

        mutating func document() throws(SyntaxError) -> LocatedJSON {
            if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
                throw failure("the file is UTF-16 (it starts with a UTF-16 byte-order mark); save it as UTF-8")
            }
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }  // a BOM is no column
            if atEnd { throw failure("the file is empty; a manifest is a JSON object such as {\"language\": \"ru\"}") }
            skipWhitespace()
            if atEnd { throw failure("expected a JSON object, found only whitespace") }
            let root = try value(depth: 1)
            let end = position
            skipWhitespace()
            if !atEnd {
                throw failure("more after the JSON value, which ends at \(end) (a manifest is one object): found \(try found())")
            }
            return root
        }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { step() }
        }

        // MARK: Values

        mutating func value(depth: Int) throws(SyntaxError) -> LocatedJSON {
            guard depth <= LocatedJSON.maxDepth else {
                throw failure("objects and arrays nested deeper than \(LocatedJSON.maxDepth) levels")
            }
            let start = position
            guard let byte = current else { throw failure("expected a value, found the end of the file") }
            switch byte {
            case UInt8(ascii: "{"): return LocatedJSON(value: try object(depth: depth), position: start)
            case UInt8(ascii: "["): return LocatedJSON(value: try array(depth: depth), position: start)
            case UInt8(ascii: "\""): return LocatedJSON(value: .string(try string()), position: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return LocatedJSON(value: .number(try number()), position: start)
            default:
                let word = self.word()
                switch word {
                case "true": return literal(.bool(true), length: 4, at: start)
                case "false": return literal(.bool(false), length: 5, at: start)
                case "null": return literal(.null, length: 4, at: start)
                default:
                    throw failure("expected a value (a string, number, object, array, true, false or null), found \(try found())")
                }
            }
        }

        mutating func literal(_ value: Value, length: Int, at start: Position) -> LocatedJSON {
            for _ in 0..<length { step() }
            return LocatedJSON(value: value, position: start)
        }

        mutating func object(depth: Int) throws(SyntaxError) -> Value {
            let open = position
            step()  // {
            var members: [Member] = []
            var firstAt: [String: Position] = [:]
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                step()
                return .object([])
            }
            while true {
                skipWhitespace()
                guard current == UInt8(ascii: "\"") else {
                    if atEnd {
                        throw failure(
                            "the object opened at \(open) is not closed: expected a key in double quotes or '}', found the end of the file"
                        )
                    }
                    throw failure("expected a key in double quotes, found \(try found())")
                }
                let keyPosition = position
                let key = try string()
                if let first = firstAt[key] {
                    throw failure(
                        "duplicate key \"\(LocatedJSON.shown(key))\" (first at \(first)); which value is meant cannot be known",
                        at: keyPosition)
                }
                firstAt[key] = keyPosition
                skipWhitespace()
                guard current == UInt8(ascii: ":") else {
                    throw failure("expected ':' after the key \"\(LocatedJSON.shown(key))\", found \(try found())")
                }
                step()
                skipWhitespace()
                let value = try self.value(depth: depth + 1)
                members.append(Member(key: key, keyPosition: keyPosition, value: value))
                skipWhitespace()
                if current == UInt8(ascii: "}") {
                    step()
                    return .object(members)
                }
                guard current == UInt8(ascii: ",") else {
                    if atEnd {
                        throw failure(
                            "the object opened at \(open) is not closed: expected ',' or '}', found the end of the file")
                    }
                    let missingComma = current == UInt8(ascii: "\"") ? " (a comma missing before the next key?)" : ""
                    throw failure(
                        "expected ',' or '}' after the value of \"\(LocatedJSON.shown(key))\", found \(try found())\(missingComma)"
                    )
                }
                let comma = position
                step()
                skipWhitespace()
                if current == UInt8(ascii: "}") {
                    throw failure("a comma after the last member of the object; JSON allows none before '}'", at: comma)
                }
            }
        }

        mutating func array(depth: Int) throws(SyntaxError) -> Value {
            let open = position
            step()  // [
            var elements: [LocatedJSON] = []
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                step()
                return .array([])
            }
            while true {
                skipWhitespace()
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                if current == UInt8(ascii: "]") {
                    step()
                    return .array(elements)
                }
                guard current == UInt8(ascii: ",") else {
                    if atEnd {
                        throw failure("the array opened at \(open) is not closed: expected ',' or ']', found the end of the file")
                    }
                    throw failure("expected ',' or ']' after an element of the array, found \(try found())")
                }
                let comma = position
                step()
                skipWhitespace()
                if current == UInt8(ascii: "]") {
                    throw failure("a comma after the last element of the array; JSON allows none before ']'", at: comma)
                }
            }
        }

        // MARK: Strings

        mutating func string() throws(SyntaxError) -> String {
            let open = position
            step()  // "
            var scalars = String.UnicodeScalarView()
            while true {
                guard let byte = current else {
                    throw failure("unterminated string: no closing '\"' before the end of the file", at: open)
                }
                switch byte {
                case UInt8(ascii: "\""):
                    step()
                    return String(scalars)
                case 0x0A, 0x0D:
                    throw failure(
                        "unterminated string: no closing '\"' on its line (a line break inside a string is written \\n)",
                        at: open)
                case UInt8(ascii: "\\"):
                    scalars.append(try escape())
                case 0x09:
                    throw failure("a tab inside a string; JSON writes it \\t")
                case ..<0x20:
                    throw failure(
                        "control character U+\(Self.hex(UInt32(byte))) inside a string; JSON writes it \\u\(Self.hex(UInt32(byte)))"
                    )
                default:
                    scalars.append(try scalar())
                }
            }
        }

        /// One escape sequence (`\n`, `\u00E9`, a surrogate pair), from its backslash.
        mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
            let start = position
            step()  // backslash
            guard let byte = current else { throw failure("unterminated string: the file ends after a backslash", at: start) }
            let simple: [UInt8: Unicode.Scalar] = [
                UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/",
                UInt8(ascii: "b"): "\u{8}", UInt8(ascii: "f"): "\u{C}", UInt8(ascii: "n"): "\n",
                UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t"
            ]
            if let scalar = simple[byte] {
                step()
                return scalar
            }
            guard byte == UInt8(ascii: "u") else {
                let shown =
                    byte < 0x80 && byte >= 0x20
                    ? "'\\\(Character(Unicode.Scalar(byte)))'" : "a backslash before a non-ASCII character"
                throw failure(
                    "unknown escape \(shown) in a string (JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)", at: start)
            }
            step()
            let unit = try hexUnit(escapeAt: start)
            if (0xDC00...0xDFFF).contains(unit) {
                throw failure("a lone UTF-16 low surrogate \\u\(Self.hex(unit)) (it must follow a high surrogate)", at: start)
            }
            if (0xD800...0xDBFF).contains(unit) {
                guard current == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw failure(
                        "a lone UTF-16 high surrogate \\u\(Self.hex(unit)) (a low surrogate \\uDC00–\\uDFFF must follow)",
                        at: start)
                }
                let lowStart = position
                step()
                step()
                let low = try hexUnit(escapeAt: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw failure(
                        "a lone UTF-16 high surrogate \\u\(Self.hex(unit)) (\\u\(Self.hex(low)) after it is no low surrogate)",
                        at: start)
                }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            }
            return Unicode.Scalar(unit)!
        }

        /// The four hex digits after `\u`.
        mutating func hexUnit(escapeAt start: Position) throws(SyntaxError) -> UInt32 {
            var unit: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = current, let digit = Self.hexDigit(byte) else {
                    throw failure("\\u must be followed by four hex digits", at: start)
                }
                unit = unit * 16 + digit
                step()
            }
            return unit
        }

        /// One UTF-8 encoded scalar (strict: no overlong forms, no surrogates, nothing past U+10FFFF).
        mutating func scalar() throws(SyntaxError) -> Unicode.Scalar {
            guard let (scalar, length) = Self.decodeUTF8(bytes, at: offset) else {
                throw failure("the file is not valid UTF-8 here (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)))")
            }
            for _ in 0..<length { step() }
            return scalar
        }

        static func decodeUTF8(_ bytes: [UInt8], at offset: Int) -> (Unicode.Scalar, Int)? {
            let lead = bytes[offset]
            if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
            let length: Int, minimum: UInt32
            var value: UInt32
            switch lead {
            case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(lead & 0x1F))
            case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(lead & 0x0F))
            case 0xF0...0xF4: (length, minimum, value) = (4, 0x10000, UInt32(lead & 0x07))
            default: return nil
            }
            guard offset + length <= bytes.count else { return nil }
            for index in 1..<length {
                let byte = bytes[offset + index]
                guard byte & 0xC0 == 0x80 else { return nil }
                value = value << 6 | UInt32(byte & 0x3F)
            }
            guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
            return (scalar, length)
        }

        // MARK: Numbers

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
        mutating func number() throws(SyntaxError) -> String {
            let start = offset
            let startPosition = position
            if current == UInt8(ascii: "-") { step() }
            guard let first = current, Self.isDigit(first) else {
                throw failure("a '-' must be followed by a digit, found \(try found())")
            }
            step()
            if first == UInt8(ascii: "0"), let next = current, Self.isDigit(next) {
                throw failure("a number cannot start with 0 followed by more digits (write 5, not 05)", at: startPosition)
            }
            digits()
            if current == UInt8(ascii: ".") {
                step()
                guard let next = current, Self.isDigit(next) else {
                    throw failure("a '.' in a number must be followed by a digit")
                }
                digits()
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                step()
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { step() }
                guard let next = current, Self.isDigit(next) else { throw failure("an exponent in a number must have digits") }
                digits()
            }
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        }

        mutating func digits() {
            while let byte = current, Self.isDigit(byte) { step() }
        }

        // MARK: What was found

        /// The letters and digits from here on (a bare word such as `True`, `undefined`, `language`).
        func word() -> String {
            var end = offset
            while end < bytes.count, end - offset < 24, Self.isWordByte(bytes[end]) { end += 1 }
            return String(decoding: bytes[offset..<end], as: UTF8.self)
        }

        /// What is at the current position, in words, with a hint for the usual slips.
        func found() throws(SyntaxError) -> String {
            guard let byte = current else { return "the end of the file" }
            if byte == UInt8(ascii: "'") { return "\"'\" (JSON strings use double quotes, not single quotes)" }
            if byte == UInt8(ascii: "/") { return "'/' (JSON has no comments)" }
            if Self.isWordByte(byte) {
                let word = self.word()
                let hint =
                    ["true", "false", "null"].contains(word.lowercased())
                    ? "JSON writes true, false and null in lower case"
                    : "strings and keys are written in double quotes"
                return "'\(word)' (\(hint))"
            }
            if byte < 0x20 { return "control character U+\(Self.hex(UInt32(byte)))" }
            if byte >= 0x80 {
                guard let (scalar, _) = Self.decodeUTF8(bytes, at: offset) else {
                    throw failure("the file is not valid UTF-8 here (byte 0x\(String(byte, radix: 16, uppercase: true)))")
                }
                let curly: Set<UInt32> = [0x201C, 0x201D, 0x2018, 0x2019, 0xAB, 0xBB]
                return "'\(Character(scalar))'"
                    + (curly.contains(scalar.value) ? " (a typographic quote; JSON uses straight double quotes \")" : "")
            }
            return "'\(Character(Unicode.Scalar(byte)))'"
        }

        static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

        static func isWordByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || isDigit(byte) || byte == UInt8(ascii: "_")
        }

        static func hexDigit(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }

        static func hex(_ value: UInt32) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
    }
}
