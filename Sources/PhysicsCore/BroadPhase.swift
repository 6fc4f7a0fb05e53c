/// What the broad phase keeps for one proxy, indexed by the caller's id (a shape index).
struct ProxyInfo {
    /// Tree holding the proxy (`BroadPhase.treeIndex(of:)`), −1 when the id has no proxy.
    var tree: Int8 = -1
    var node: Int32 = -1
    var body: Int32 = -1
    var filter = Filter()
    /// In the move buffer: its fat box changed (or it is new) since pairs were last found.
    var moved = false
}

/// Finds new pairs of shapes whose fat bounding boxes overlap, with one persistent dynamic AABB tree per
/// body type and a move buffer (Box2D v3's `b2BroadPhase`).
///
/// Trade-offs: a proxy's box is its shape's box fattened by a margin, so the tree changes only when a
/// shape leaves its fat box, and only those proxies (the move buffer) look for pairs; a body at rest
/// costs nothing. Static shapes live in their own tree, so a pile resting on a large floor never walks
/// the floor's subtree unless a moved proxy's box reaches it, and kinematic ones in a third, so a
/// moving kinematic body looks only for dynamic partners. Pairs that already have a contact are skipped
/// (the caller passes its pair map); a pair found from both ends (two moved proxies in different trees)
/// is reported once after a sort. New pairs come out sorted by (lower id, higher id), so contacts are
/// created in an order that depends only on the scene, never on the trees' shapes or a hash seed.
struct BroadPhase {
    private(set) var trees = [DynamicTree(), DynamicTree(), DynamicTree()]
    private(set) var proxies: [ProxyInfo] = []
    private var moveBuffer: [Int32] = []
    private var queryStack: [Int32] = []

    init() {}

    @inline(__always) static func treeIndex(of type: BodyType) -> Int8 {
        switch type {
        case .static: return 0
        case .kinematic: return 1
        case .dynamic: return 2
        }
    }
    private static let dynamicTree: Int8 = 2

    // MARK: - Proxies

    @inline(__always) func hasProxy(_ id: Int32) -> Bool { Int(id) < proxies.count && proxies[Int(id)].tree >= 0 }
    /// The tree of the proxy (−1 when it has none).
    @inline(__always) func tree(of id: Int32) -> Int8 { Int(id) < proxies.count ? proxies[Int(id)].tree : -1 }
    func fatAABB(_ id: Int32) -> AABB { trees[Int(proxies[Int(id)].tree)].fatAABB(proxies[Int(id)].node) }
    /// Proxies waiting in the move buffer.
    var moveCount: Int { moveBuffer.count }

    /// Adds a proxy for `id` with the (already fattened) box; it looks for pairs at the next `updatePairs`.
    mutating func createProxy(_ id: Int32, aabb: AABB, type: BodyType, body: Int32, filter: Filter) {
        precondition(!hasProxy(id), "proxy \(id) exists")
        while proxies.count <= Int(id) { proxies.append(ProxyInfo()) }
        let tree = Self.treeIndex(of: type)
        let node = trees[Int(tree)].createProxy(aabb, userData: id)
        proxies[Int(id)] = ProxyInfo(tree: tree, node: node, body: body, filter: filter, moved: false)
        bufferMove(id)
    }

    mutating func destroyProxy(_ id: Int32) {
        guard hasProxy(id) else { return }
        let p = proxies[Int(id)]
        trees[Int(p.tree)].destroyProxy(p.node)
        // A stale move-buffer entry is skipped because `moved` is false.
        proxies[Int(id)] = ProxyInfo()
    }

    /// Gives the proxy a new fat box; it looks for new pairs at the next `updatePairs`.
    mutating func moveProxy(_ id: Int32, aabb: AABB) {
        let p = proxies[Int(id)]
        trees[Int(p.tree)].moveProxy(p.node, aabb)
        bufferMove(id)
    }

    /// Changes what the proxy collides with; it looks for pairs again at the next `updatePairs`.
    mutating func setFilter(_ id: Int32, _ filter: Filter) {
        guard hasProxy(id) else { return }
        proxies[Int(id)].filter = filter
        bufferMove(id)
    }

    private mutating func bufferMove(_ id: Int32) {
        guard !proxies[Int(id)].moved else { return }
        proxies[Int(id)].moved = true
        moveBuffer.append(id)
    }

    // MARK: - Pairs

    /// Replaces `pairs` with the keys (lower id in the high 32 bits) of compatible proxies whose fat boxes
    /// overlap, at least one of them moved and dynamic-or-paired-with-dynamic, that are not in `existing`;
    /// sorted, each once. Empties the move buffer.
    mutating func updatePairs(existing: PairTable, into pairs: inout [UInt64]) {
        pairs.removeAll(keepingCapacity: true)
        var found: [UInt64] = []
        swap(&found, &pairs)
        var stack: [Int32] = []
        swap(&stack, &queryStack)
        // Read the proxies from a local (swapped out, not copied: clearing the flags below must not copy them).
        var proxies: [ProxyInfo] = []
        swap(&proxies, &self.proxies)
        let dynamicTree = Self.dynamicTree
        proxies.withUnsafeBufferPointer { (proxies: UnsafeBufferPointer<ProxyInfo>) -> Void in
            for id in moveBuffer {
                let p = proxies[Int(id)]
                guard p.moved, p.tree >= 0 else { continue }
                let box = trees[Int(p.tree)].fatAABB(p.node)
                // Dynamic proxies look in every tree; the others only for dynamic partners.
                let first: Int8 = p.tree == dynamicTree ? 0 : dynamicTree
                for t in first...dynamicTree {
                    let treeType = t
                    trees[Int(t)].query(box, stack: &stack) { (other: Int32) -> Void in
                        if other == id { return }
                        let q = proxies[Int(other)]
                        // Two moved dynamic proxies find each other twice: the lower id reports the pair.
                        if treeType == dynamicTree && p.tree == dynamicTree && q.moved && other < id { return }
                        if q.body == p.body { return }
                        if p.tree != dynamicTree && q.tree != dynamicTree { return }
                        if !p.filter.accepts(q.filter) { return }
                        let key =
                            id < other
                            ? UInt64(UInt32(id)) << 32 | UInt64(UInt32(other))
                            : UInt64(UInt32(other)) << 32 | UInt64(UInt32(id))
                        if existing[key] != nil { return }
                        found.append(key)
                    }
                }
            }
        }
        found.sort()
        // Drop repeats (a pair of a moved dynamic proxy and a moved proxy of another tree).
        if found.count > 1 {
            var w = 1
            for r in 1..<found.count where found[r] != found[w - 1] {
                found[w] = found[r]
                w += 1
            }
            found.removeLast(found.count - w)
        }
        swap(&proxies, &self.proxies)
        for id in moveBuffer where Int(id) < self.proxies.count { self.proxies[Int(id)].moved = false }
        moveBuffer.removeAll(keepingCapacity: true)
        swap(&found, &pairs)
        swap(&stack, &queryStack)
    }

    /// Checks every tree's structure (see `DynamicTree.validate`).
    func validate() -> String? {
        for (t, tree) in trees.enumerated() {
            if let problem = tree.validate() { return "tree \(t): \(problem)" }
        }
        return nil
    }
}
