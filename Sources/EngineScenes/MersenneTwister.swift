/// MT19937 seeded the way CPython's `random.Random(seed)` seeds it, so a scene laid out here matches the
/// one the reference engines' Python scripts lay out (same jitter sequence, same boxes).
public struct MersenneTwister: Sendable {
    private var state = [UInt32](repeating: 0, count: 624)
    private var index = 624

    /// CPython's `random.Random(seed)` for a non-negative integer seed below 2³².
    public init(pythonSeed seed: UInt32) {
        initGenrand(19650218)
        // init_by_array with key = [seed]
        let key: [UInt32] = [seed]
        var i = 1, j = 0
        for _ in 0..<max(624, key.count) {
            state[i] = (state[i] ^ ((state[i - 1] ^ (state[i - 1] >> 30)) &* 1664525)) &+ key[j] &+ UInt32(j)
            i += 1; j += 1
            if i >= 624 { state[0] = state[623]; i = 1 }
            if j >= key.count { j = 0 }
        }
        for _ in 0..<623 {
            state[i] = (state[i] ^ ((state[i - 1] ^ (state[i - 1] >> 30)) &* 1566083941)) &- UInt32(i)
            i += 1
            if i >= 624 { state[0] = state[623]; i = 1 }
        }
        state[0] = 0x8000_0000
        index = 624
    }

    private mutating func initGenrand(_ s: UInt32) {
        state[0] = s
        for i in 1..<624 {
            state[i] = 1812433253 &* (state[i - 1] ^ (state[i - 1] >> 30)) &+ UInt32(i)
        }
        index = 624
    }

    /// The next 32 random bits.
    public mutating func next32() -> UInt32 {
        if index >= 624 {
            for i in 0..<624 {
                let y = (state[i] & 0x8000_0000) | (state[(i + 1) % 624] & 0x7fff_ffff)
                var v = state[(i + 397) % 624] ^ (y >> 1)
                if y & 1 != 0 { v ^= 0x9908_b0df }
                state[i] = v
            }
            index = 0
        }
        var y = state[index]
        index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9d2c_5680
        y ^= (y << 15) & 0xefc6_0000
        y ^= y >> 18
        return y
    }

    /// A double in [0, 1) with 53 random bits (CPython's `random()`).
    public mutating func nextDouble() -> Double {
        let a = Double(next32() >> 5), b = Double(next32() >> 6)
        return (a * 67108864 + b) / 9007199254740992
    }

    /// CPython's `uniform(a, b)`.
    public mutating func uniform(_ a: Double, _ b: Double) -> Double { a + (b - a) * nextDouble() }
}
