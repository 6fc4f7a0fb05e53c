/// Where a piece of a document stands in its source file.
///
/// Lines are 1-based and inclusive; bytes are a 0-based half-open range into the file's
/// bytes as read from disk (before any decoding), so a tool can cut the exact source back out.
public struct SourceRange: Hashable, Codable, Sendable {
    /// The file, relative to the corpus root when the document came from a corpus.
    public var file: String
    public var firstLine: Int
    public var lastLine: Int
    public var byteStart: Int
    public var byteEnd: Int

    public init(file: String, firstLine: Int, lastLine: Int, byteStart: Int, byteEnd: Int) {
        self.file = file
        self.firstLine = firstLine
        self.lastLine = lastLine
        self.byteStart = byteStart
        self.byteEnd = byteEnd
    }

    /// `file:first-last`, or `file:line` for a single line: the form every message uses.
    public var description: String {
        firstLine == lastLine ? "\(file):\(firstLine)" : "\(file):\(firstLine)-\(lastLine)"
    }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(
            file: file, firstLine: min(firstLine, other.firstLine), lastLine: max(lastLine, other.lastLine),
            byteStart: min(byteStart, other.byteStart), byteEnd: max(byteEnd, other.byteEnd))
    }
}
