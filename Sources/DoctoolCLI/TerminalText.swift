/// Text on its way to a terminal: what came from a page or a file name escaped, doctool's own control
/// sequences (colour, clearing the progress line) kept.
///
/// Page text and file names come from strangers, and a terminal obeys what they may hold: ESC and CSI
/// sequences (colours, moving the cursor to rewrite earlier lines), OSC sequences (a window title, a hidden
/// link through OSC 8, the clipboard through OSC 52), a carriage return that overwrites a line. So every
/// control character (Unicode category Cc: C0, DEL and C1) except line feed and tab is written as Swift's
/// escape, `\u{XX}` in upper-case hex: ESC is `\u{1B}`, BEL `\u{07}`, CR `\u{0D}`, CSI `\u{9B}`. The form is
/// for reading; a backslash already in the text is left as it is.
///
/// The escaping happens where the CLI writes (`OutputStream.write`), so a command cannot forget it; the only
/// way to put a raw control sequence out is a `TerminalControl`, a fixed set of doctool's own.
public struct TerminalText: Sendable, Equatable {
    /// The bytes to write: escaped text and doctool's own control sequences.
    public private(set) var rendered: String

    /// Untrusted text, escaped.
    public init(_ text: String) { rendered = Self.escaped(text) }

    /// One of doctool's own control sequences, as it is.
    public init(_ control: TerminalControl) { rendered = control.sequence }

    public static func + (lhs: TerminalText, rhs: TerminalText) -> TerminalText {
        var joined = lhs
        joined.rendered += rhs.rendered
        return joined
    }

    public static func += (lhs: inout TerminalText, rhs: TerminalText) { lhs.rendered += rhs.rendered }

    // MARK: - The rule

    /// Whether a scalar is shown escaped: every control character but line feed and tab, which are layout.
    static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control && scalar != "\n" && scalar != "\t"
    }

    /// `text` with each control character but line feed and tab written as `\u{XX}`.
    public static func escaped(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if isEscaped(scalar) {
                result += "\\u{" + hex(scalar.value) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A JSON text with DEL and the C1 controls, which JSON allows raw inside strings, written as `\u00XX`
    /// escapes: the same JSON value, and nothing a terminal obeys (JSONEncoder already escapes C0 controls).
    /// Outside strings JSON is ASCII punctuation, so every such scalar is inside a string.
    public static func jsonEscaped(_ json: String) -> String {
        guard needsEscaping(json) else { return json }
        var result = ""
        result.reserveCapacity(json.utf8.count + 16)
        for scalar in json.unicodeScalars {
            if isEscaped(scalar) {
                let digits = hex(scalar.value)
                result += "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The byte-level test for `isEscaped` (output can be a whole page's JSON, so the common case is one pass over
    /// bytes): C0 but LF and TAB, DEL, and C1, which UTF-8 encodes as C2 80 … C2 9F. `TerminalTextTests` checks the two
    /// agree on every scalar up to U+FFFF.
    static func needsEscaping(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes -> Bool in
            var previousWasC2 = false
            for byte in bytes {
                if byte < 0x20 && byte != 0x0A && byte != 0x09 { return true }
                if byte == 0x7F { return true }
                if previousWasC2 && byte >= 0x80 && byte <= 0x9F { return true }
                previousWasC2 = byte == 0xC2
            }
            return false
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }
}

/// The control sequences doctool itself writes to a terminal; nothing else goes out raw.
public enum TerminalControl: Sendable {
    /// Back to the start of the line and clear it (the progress line of `index`).
    case clearLine
    /// Bold red, for search matches.
    case highlight
    /// Back to normal text.
    case reset

    var sequence: String {
        switch self {
        case .clearLine: return "\r\u{1B}[K"
        case .highlight: return "\u{1B}[1;31m"
        case .reset: return "\u{1B}[0m"
        }
    }
}
