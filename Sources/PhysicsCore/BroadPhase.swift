import Foundation

/// What the broad phase needs to know about a shape, gathered into one contiguous array per step.
struct Proxy {
    var aabb: AABB
    var body: Int32
    var filter: Filter
    /// The shape's body is awake and can move (dynamic or kinematic): only active proxies look for pairs.
    var isActive: Bool
    var isDynamic: Bool
}

/// Finds pairs of live shapes whose bounding boxes overlap, with a uniform grid rebuilt every step.
///
/// Trade-off: Box2D keeps a dynamic AABB tree that is updated incrementally; a grid rebuilt from scratch
/// with a counting sort is simpler, has no per-step allocation once warmed up, and is O(n) for scenes of
/// similar-sized items (UIKit views, benchmark piles). The cell size follows the mean dynamic proxy size,
/// and the grid is coarsened when the scene's extent would need too many cells, so a far-flung item
/// cannot blow up memory. Each pair is reported once: by the cell holding the lower corner of the
/// overlap of the two boxes, and by the lower-indexed proxy when both are active.
struct BroadPhase {
    private var cellStart: [Int32] = []
    private var cellEntries: [Int32] = []
    private var cellFill: [Int32] = []

    /// Appends sorted pair keys (lower proxy index in the high 32 bits) for overlapping, compatible proxies.
    mutating func findPairs(_ proxies: UnsafeBufferPointer<Proxy>, into pairs: inout [UInt64]) {
        pairs.removeAll(keepingCapacity: true)
        let n = proxies.count
        guard n >= 2 else { return }
        var lower = Vec2(Double.infinity, Double.infinity), upper = Vec2(-Double.infinity, -Double.infinity)
        var sizeSum = 0.0, dynamicCount = 0
        var anyActive = false
        for p in proxies {
            lower = Vec2(min(lower.x, p.aabb.lower.x), min(lower.y, p.aabb.lower.y))
            upper = Vec2(max(upper.x, p.aabb.upper.x), max(upper.y, p.aabb.upper.y))
            if p.isDynamic {
                sizeSum += max(p.aabb.upper.x - p.aabb.lower.x, p.aabb.upper.y - p.aabb.lower.y)
                dynamicCount += 1
            }
            anyActive = anyActive || p.isActive
        }
        guard anyActive, lower.x.isFinite, upper.x.isFinite, lower.y.isFinite, upper.y.isFinite else { return }
        var cellSize = dynamicCount > 0 ? max(1.5 * sizeSum / Double(dynamicCount), 1e-3) : max(upper.x - lower.x, upper.y - lower.y) + 1
        let maxCells = 4 * n + 4096
        var cols = 0, rows = 0
        while true {
            cols = Int(((upper.x - lower.x) / cellSize).rounded(.down)) + 1
            rows = Int(((upper.y - lower.y) / cellSize).rounded(.down)) + 1
            if cols * rows <= maxCells { break }
            cellSize *= 2
        }
        let inverseCell = 1 / cellSize
        let cellCount = cols * rows

        @inline(__always) func cellX(_ x: Double) -> Int { min(max(Int((x - lower.x) * inverseCell), 0), cols - 1) }
        @inline(__always) func cellY(_ y: Double) -> Int { min(max(Int((y - lower.y) * inverseCell), 0), rows - 1) }

        // Counting sort of (cell, proxy) entries.
        if cellStart.count < cellCount + 1 { cellStart = [Int32](repeating: 0, count: cellCount + 1) }
        if cellFill.count < cellCount { cellFill = [Int32](repeating: 0, count: cellCount) }
        cellStart.withUnsafeMutableBufferPointer { start in
            cellFill.withUnsafeMutableBufferPointer { fill in
                for i in 0..<(cellCount + 1) { start[i] = 0 }
                for p in proxies {
                    let x0 = cellX(p.aabb.lower.x), x1 = cellX(p.aabb.upper.x)
                    let y0 = cellY(p.aabb.lower.y), y1 = cellY(p.aabb.upper.y)
                    for y in y0...y1 { for x in x0...x1 { start[y * cols + x + 1] += 1 } }
                }
                for i in 0..<cellCount { start[i + 1] += start[i]; fill[i] = start[i] }
            }
        }
        let total = Int(cellStart[cellCount])
        if cellEntries.count < total { cellEntries = [Int32](repeating: 0, count: total) }
        cellEntries.withUnsafeMutableBufferPointer { entries in
            cellFill.withUnsafeMutableBufferPointer { fill in
                for i in 0..<n {
                    let p = proxies[i]
                    let x0 = cellX(p.aabb.lower.x), x1 = cellX(p.aabb.upper.x)
                    let y0 = cellY(p.aabb.lower.y), y1 = cellY(p.aabb.upper.y)
                    for y in y0...y1 {
                        for x in x0...x1 {
                            let cell = y * cols + x
                            entries[Int(fill[cell])] = Int32(i)
                            fill[cell] += 1
                        }
                    }
                }
            }
        }

        // Pair search from active proxies.
        cellStart.withUnsafeBufferPointer { start in
            cellEntries.withUnsafeBufferPointer { entries in
                for i in 0..<n {
                    let p = proxies[i]
                    guard p.isActive else { continue }
                    let x0 = cellX(p.aabb.lower.x), x1 = cellX(p.aabb.upper.x)
                    let y0 = cellY(p.aabb.lower.y), y1 = cellY(p.aabb.upper.y)
                    for y in y0...y1 {
                        for x in x0...x1 {
                            let cell = y * cols + x
                            for e in Int(start[cell])..<Int(start[cell + 1]) {
                                let j = Int(entries[e])
                                if j == i { continue }
                                let q = proxies[j]
                                if q.isActive && j < i { continue }
                                if q.body == p.body { continue }
                                if !p.isDynamic && !q.isDynamic { continue }
                                if !p.aabb.overlaps(q.aabb) { continue }
                                // Report only in the cell holding the overlap's lower corner.
                                let ox = cellX(max(p.aabb.lower.x, q.aabb.lower.x))
                                let oy = cellY(max(p.aabb.lower.y, q.aabb.lower.y))
                                if ox != x || oy != y { continue }
                                if !p.filter.accepts(q.filter) { continue }
                                let a = UInt64(min(i, j)), b = UInt64(max(i, j))
                                pairs.append(a << 32 | b)
                            }
                        }
                    }
                }
            }
        }
        pairs.sort()
    }
}
