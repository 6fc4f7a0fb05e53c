/// Contact keys (shape pairs, `Contact.key`) to contact indices: the world's `pairIndex`, asked by the
/// broad phase for every overlapping pair it finds and by contact creation and removal.
///
/// Trade-off (after Box2D's `b2HashSet` of pair keys): open addressing with linear probing in a
/// power-of-two table, a multiplicative hash, and deletion by shifting the following entries back, so
/// no tombstones. A `Dictionary` hashed every key with SipHash (2.2 % of a 4000-box step in perf, in
/// `_RawDictionaryStorage.find` alone). The table is only looked up, never iterated, so its layout
/// cannot change any result.
struct PairTable {
    /// No pair has this key: its halves would be shape index −1.
    private static let empty = UInt64.max
    private var keys: [UInt64]
    private var values: [Int32]
    private var mask: Int
    /// Number of entries.
    private(set) var count = 0

    init() {
        keys = [UInt64](repeating: PairTable.empty, count: 16)
        values = [Int32](repeating: 0, count: 16)
        mask = 15
    }

    /// The entries of `dictionary` (tests build their expected pairs as dictionaries).
    init(_ dictionary: [UInt64: Int32]) {
        self.init()
        for (key, value) in dictionary { self[key] = value }
    }

    @inline(__always) private func home(_ key: UInt64) -> Int {
        // Fibonacci hashing: the high bits of the product mix both shape indices.
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always) private func slot(of key: UInt64) -> Int {
        keys.withUnsafeBufferPointer { keys in
            var i = home(key)
            while keys[i] != key && keys[i] != PairTable.empty { i = (i &+ 1) & mask }
            return i
        }
    }

    subscript(key: UInt64) -> Int32? {
        get {
            let i = slot(of: key)
            return keys[i] == key ? values[i] : nil
        }
        set {
            precondition(key != PairTable.empty, "not a pair key")
            let i = slot(of: key)
            if let value = newValue {
                if keys[i] == key {
                    values[i] = value
                    return
                }
                keys[i] = key
                values[i] = value
                count += 1
                if 2 * count > mask + 1 { grow() }
            } else if keys[i] == key {
                remove(at: i)
            }
        }
    }

    /// Empties slot `i` and moves back each following entry that the gap would cut off from its home.
    private mutating func remove(at slot: Int) {
        count -= 1
        var gap = slot
        var i = slot
        while true {
            i = (i &+ 1) & mask
            let key = keys[i]
            if key == PairTable.empty { break }
            // The entry at i may fill the gap unless its home lies cyclically in (gap, i].
            let h = home(key)
            let stays = gap <= i ? (gap < h && h <= i) : (gap < h || h <= i)
            if stays { continue }
            keys[gap] = key
            values[gap] = values[i]
            gap = i
        }
        keys[gap] = PairTable.empty
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        let capacity = 2 * (mask + 1)
        keys = [UInt64](repeating: PairTable.empty, count: capacity)
        values = [Int32](repeating: 0, count: capacity)
        mask = capacity - 1
        count = 0
        for i in oldKeys.indices where oldKeys[i] != PairTable.empty { self[oldKeys[i]] = oldValues[i] }
    }
}
