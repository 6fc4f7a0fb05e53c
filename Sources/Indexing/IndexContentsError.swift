/// A stage asked for something `IndexContents` does not allow.
public struct IndexContentsError: Error, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
