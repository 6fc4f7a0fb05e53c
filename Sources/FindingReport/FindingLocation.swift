/// A place in a file: a path as the user names it from the working folder (the repository root in CI), and
/// an optional range of 1-based lines.
public struct FindingLocation: Hashable, Sendable, Codable {
    /// Relative to the working folder (`corpus/uikit-dynamics/ru.txt`), or absolute when the user gave it so.
    public var file: String
    /// 1-based; nil for the file as a whole.
    public var startLine: Int?
    /// The last line, at least `startLine`; nil when the place is one line.
    public var endLine: Int?
    /// What this place is to the finding, for related locations ("the ru copy", "the scenario's promise").
    public var message: String?

    public init(file: String, startLine: Int? = nil, endLine: Int? = nil, message: String? = nil) {
        self.file = file
        // A line below 1 or a range backwards names no line of the file: kept as the whole file or one line.
        self.startLine = startLine.flatMap { $0 >= 1 ? $0 : nil }
        if let first = self.startLine, let last = endLine, last > first { self.endLine = last } else { self.endLine = nil }
        self.message = message
    }

    /// `file`, `file:line` or `file:first-last`.
    public var text: String {
        guard let startLine else { return file }
        guard let endLine else { return "\(file):\(startLine)" }
        return "\(file):\(startLine)-\(endLine)"
    }

    /// Reads a place as `text` writes it: `file:line`, `file:first-last`, or a file alone.
    public init(place: String, message: String? = nil) {
        if let colon = place.lastIndex(of: ":"), colon != place.startIndex {
            let parts = place[place.index(after: colon)...].split(separator: "-", omittingEmptySubsequences: false)
            let numbers = parts.compactMap { Int($0) }
            if numbers.count == parts.count, (1...2).contains(numbers.count) {
                self.init(file: String(place[..<colon]), startLine: numbers[0], endLine: numbers.last, message: message)
                return
            }
        }
        self.init(file: place, message: message)
    }

    /// Reads the place at the start of one of our own messages, `file:line: …`, `file:first-last: …` or
    /// `folder/file: …`, as the verifier and the scenario reader write them: the place and the rest. Nil when the
    /// text does not start with a place (a space before the first `: `, or neither a line nor a `/`).
    public static func leading(_ text: String) -> (location: FindingLocation, rest: String)? {
        guard let separator = text.range(of: ": ") else { return nil }
        let place = String(text[..<separator.lowerBound])
        guard !place.isEmpty, !place.contains(" ") else { return nil }
        let location = FindingLocation(place: place)
        guard location.startLine != nil || place.contains("/") else { return nil }
        return (location, String(text[separator.upperBound...]))
    }
}
