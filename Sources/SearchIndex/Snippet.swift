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

    /// The text with each highlight wrapped in `open` … `close` (`<mark>`, …).
    public func rendered(open: String, close: String) -> String {
        parts.map { $0.isHighlighted ? open + $0.text + close : $0.text }.joined()
    }

    /// The text cut at its highlights, in order (empty unhighlighted parts left out), so a caller can mark the highlighted ones
    /// its own way (a terminal's colour around escaped text).
    public var parts: [(text: String, isHighlighted: Bool)] {
        let bytes = Array(text.utf8)
        var parts: [(text: String, isHighlighted: Bool)] = []
        func add(_ range: Range<Int>, _ isHighlighted: Bool) {
            if !range.isEmpty || isHighlighted { parts.append((String(decoding: bytes[range], as: UTF8.self), isHighlighted)) }
        }
        var position = 0
        for range in highlights where range.count == 2 && range[0] >= position && range[1] <= bytes.count {
            add(position..<range[0], false)
            add(range[0]..<range[1], true)
            position = range[1]
        }
        add(position..<bytes.count, false)
        return parts
    }
}
