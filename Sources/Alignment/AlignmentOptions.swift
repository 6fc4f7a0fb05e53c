/// The thresholds alignment decides with. The defaults are what the tests hold to.
public struct AlignmentOptions: Hashable, Sendable {
    /// A link made by order alone (between matched neighbours) needs at least this score.
    public var orderThreshold: Double
    /// The same, when a gap between matched neighbours holds as many sections on both sides.
    public var balancedGapThreshold: Double
    /// A link made on content alone needs at least this score, besides a content anchor.
    public var contentThreshold: Double
    /// A related link needs at least this score.
    public var relatedThreshold: Double
    /// At most this many related links per group.
    public var maxRelated: Int

    public init(
        orderThreshold: Double = 0.4, balancedGapThreshold: Double = 0.25, contentThreshold: Double = 0.55,
        relatedThreshold: Double = 0.15,
        maxRelated: Int = 3
    ) {
        self.orderThreshold = orderThreshold
        self.balancedGapThreshold = balancedGapThreshold
        self.contentThreshold = contentThreshold
        self.relatedThreshold = relatedThreshold
        self.maxRelated = maxRelated
    }
}
