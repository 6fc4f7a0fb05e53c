/// A deterministic random number generator (SplitMix64), for what must come out the same on every
/// run: generated benchmark corpora and the randomized inputs of tests, so a failure reproduces.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound (bound > 0), by modulo: uniform enough for test data, and stable.
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// One of `items` (not empty).
    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
