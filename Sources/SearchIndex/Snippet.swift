/// A short excerpt of a hit with the matched words marked, and the line it comes from.
public struct Snippet: Hashable, Codable, Sendable {
    /// The excerpt (one line of code, or a window of prose with "…" where it was cut).
    public var text: String
    /// The 1-based source line of the excerpt's first match (or of the excerpt when nothing matched).
    public var line: Int
    /// UTF-8 byte ranges of `text` to highlight, sorted and not overlapping, as [start, end).
    public var highlights: [[Int]]

    public init(text: String, line: Int, highlights: [[Int]]) {
        self.text = text
        self.line = line
        self.highlights = highlights
    }

    /// The text with each highlight wrapped in `open` … `close` (ANSI colour, `<mark>`, …).
    public func rendered(open: String, close: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var position = 0
        for range in highlights where range.count == 2 && range[0] >= position && range[1] <= bytes.count {
            out += bytes[position..<range[0]]
            out += Array(open.utf8) + bytes[range[0]..<range[1]] + Array(close.utf8)
            position = range[1]
        }
        out += bytes[position...]
        return String(decoding: out, as: UTF8.self)
    }
}
