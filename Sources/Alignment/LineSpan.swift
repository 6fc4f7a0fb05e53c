/// A 1-based, inclusive range of lines in one file.
public struct LineSpan: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    public var first: Int
    public var last: Int

    public init(first: Int, last: Int) {
        self.first = first
        self.last = last
    }

    /// `12-40`, or `12` for one line.
    public var description: String { first == last ? "\(first)" : "\(first)-\(last)" }

    /// The number of lines covered.
    public var count: Int { last - first + 1 }

    /// The smallest span covering both.
    public func union(_ other: LineSpan) -> LineSpan {
        LineSpan(first: min(first, other.first), last: max(last, other.last))
    }

    public static func < (lhs: LineSpan, rhs: LineSpan) -> Bool {
        (lhs.first, lhs.last) < (rhs.first, rhs.last)
    }
}
