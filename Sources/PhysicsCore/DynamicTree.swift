/// A node of `DynamicTree`: a leaf holds a proxy's fat box and its caller id; an inner node holds the
/// union of its two children's boxes.
struct TreeNode {
    var aabb: AABB
    /// Parent index, or the next free node while the node is in the free list (−1 ends either).
    var parent: Int32
    var child1: Int32
    var child2: Int32
    /// Leaves are 0; −1 marks a free node.
    var height: Int32
    /// The caller's id for a leaf (a shape index), −1 for inner nodes.
    var userData: Int32

    @inline(__always) var isLeaf: Bool { child1 == -1 }
}

/// A bounding-volume hierarchy of fat AABBs that is updated incrementally (Box2D's `b2DynamicTree`).
///
/// Trade-offs: nodes live in one contiguous pool with a free list, so proxies are integer ids and moving
/// one allocates nothing; a leaf goes where the perimeter (2D surface area) of the enlarged tree grows
/// least, and AVL-style rotations keep the height logarithmic however proxies arrive. Callers give
/// each proxy a box fattened by a margin, so a body that jiggles inside its fat box costs no tree work.
/// Queries walk with an explicit stack; their results come in tree order, which depends only on the
/// sequence of operations, so callers that need a canonical order sort the results.
struct DynamicTree {
    private(set) var nodes: [TreeNode] = []
    private(set) var root: Int32 = -1
    private var freeList: Int32 = -1
    /// Leaves in the tree.
    private(set) var proxyCount = 0

    init() {}

    // MARK: - Proxies

    /// Adds a leaf for `aabb` (already fattened by the caller) and returns its id.
    mutating func createProxy(_ aabb: AABB, userData: Int32) -> Int32 {
        let leaf = allocateNode()
        nodes[Int(leaf)].aabb = aabb
        nodes[Int(leaf)].userData = userData
        nodes[Int(leaf)].height = 0
        insertLeaf(leaf)
        proxyCount += 1
        return leaf
    }

    mutating func destroyProxy(_ proxy: Int32) {
        precondition(proxy >= 0 && Int(proxy) < nodes.count && nodes[Int(proxy)].isLeaf && nodes[Int(proxy)].height == 0)
        removeLeaf(proxy)
        freeNode(proxy)
        proxyCount -= 1
    }

    /// Gives a leaf a new fat box: it is taken out and inserted again where the new box fits best.
    mutating func moveProxy(_ proxy: Int32, _ aabb: AABB) {
        precondition(proxy >= 0 && Int(proxy) < nodes.count && nodes[Int(proxy)].isLeaf && nodes[Int(proxy)].height == 0)
        removeLeaf(proxy)
        nodes[Int(proxy)].aabb = aabb
        insertLeaf(proxy)
    }

    @inline(__always) func fatAABB(_ proxy: Int32) -> AABB { nodes[Int(proxy)].aabb }
    @inline(__always) func userData(_ proxy: Int32) -> Int32 { nodes[Int(proxy)].userData }

    /// Height of the tree (0 for a single leaf, −1 when empty).
    var height: Int { root < 0 ? -1 : Int(nodes[Int(root)].height) }

    // MARK: - Queries

    /// Calls `visit` with the user data of every leaf whose fat box overlaps `aabb`, walking with the
    /// caller's `stack` (kept by the caller so repeated queries allocate nothing).
    @inline(__always)
    func query(_ aabb: AABB, stack: inout [Int32], _ visit: (Int32) -> Void) {
        guard root >= 0 else { return }
        stack.removeAll(keepingCapacity: true)
        stack.append(root)
        nodes.withUnsafeBufferPointer { (nodes: UnsafeBufferPointer<TreeNode>) -> Void in
            while let id = stack.popLast() {
                let node = nodes[Int(id)]
                guard node.aabb.overlaps(aabb) else { continue }
                if node.isLeaf {
                    visit(node.userData)
                } else {
                    stack.append(node.child1)
                    stack.append(node.child2)
                }
            }
        }
    }

    // MARK: - Validation

    /// Checks the structure: parent links, heights, that every inner box is the union of its children's,
    /// and that the free list and the leaves account for every node. Returns the first problem found.
    func validate() -> String? {
        var reached = [Bool](repeating: false, count: nodes.count)
        var leaves = 0
        if root >= 0 {
            if nodes[Int(root)].parent != -1 { return "root \(root) has parent \(nodes[Int(root)].parent)" }
            var pending: [Int32] = [root]
            while let id = pending.popLast() {
                let i = Int(id)
                if i < 0 || i >= nodes.count { return "node index \(id) out of range" }
                if reached[i] { return "node \(id) reached twice" }
                reached[i] = true
                let n = nodes[i]
                if n.isLeaf {
                    if n.child2 != -1 { return "leaf \(id) has a second child" }
                    if n.height != 0 { return "leaf \(id) has height \(n.height)" }
                    leaves += 1
                    continue
                }
                let c1 = Int(n.child1), c2 = Int(n.child2)
                if c1 < 0 || c2 < 0 || c1 >= nodes.count || c2 >= nodes.count { return "node \(id) has a missing child" }
                if nodes[c1].parent != id || nodes[c2].parent != id { return "a child of \(id) does not point back to it" }
                let h1 = nodes[c1].height, h2 = nodes[c2].height
                if n.height != 1 + max(h1, h2) { return "node \(id) has height \(n.height), children \(h1) and \(h2)" }
                if n.aabb != nodes[c1].aabb.union(nodes[c2].aabb) {
                    return "box of node \(id) is not the union of its children's"
                }
                pending.append(n.child1)
                pending.append(n.child2)
            }
        }
        if leaves != proxyCount { return "\(leaves) leaves reached, \(proxyCount) proxies counted" }
        var free = freeList, freeCount = 0
        while free >= 0 {
            if reached[Int(free)] { return "free node \(free) is in the tree" }
            if nodes[Int(free)].height != -1 { return "free node \(free) has height \(nodes[Int(free)].height)" }
            reached[Int(free)] = true
            freeCount += 1
            free = nodes[Int(free)].parent
        }
        if reached.contains(false) { return "a node is neither in the tree nor free" }
        if leaves > 0 && 2 * leaves - 1 + freeCount != nodes.count { return "node count does not add up" }
        return nil
    }

    // MARK: - Node pool

    private mutating func allocateNode() -> Int32 {
        if freeList < 0 {
            let id = Int32(nodes.count)
            nodes.append(
                TreeNode(aabb: AABB(lower: .zero, upper: .zero), parent: -1, child1: -1, child2: -1, height: 0, userData: -1))
            return id
        }
        let id = freeList
        freeList = nodes[Int(id)].parent
        nodes[Int(id)] = TreeNode(
            aabb: AABB(lower: .zero, upper: .zero), parent: -1, child1: -1, child2: -1, height: 0, userData: -1)
        return id
    }

    private mutating func freeNode(_ id: Int32) {
        nodes[Int(id)].parent = freeList
        nodes[Int(id)].child1 = -1
        nodes[Int(id)].child2 = -1
        nodes[Int(id)].height = -1
        nodes[Int(id)].userData = -1
        freeList = id
    }

    // MARK: - Insertion and removal

    @inline(__always) private static func perimeter(_ b: AABB) -> Double {
        2 * ((b.upper.x - b.lower.x) + (b.upper.y - b.lower.y))
    }

    /// Descends from the root to the sibling whose pairing with the leaf costs least (Box2D v2.4's
    /// perimeter heuristic: a new parent costs its perimeter, and every ancestor grows by the union).
    private mutating func insertLeaf(_ leaf: Int32) {
        if root < 0 {
            root = leaf
            nodes[Int(leaf)].parent = -1
            return
        }
        let leafBox = nodes[Int(leaf)].aabb
        var index = root
        while !nodes[Int(index)].isLeaf {
            let node = nodes[Int(index)]
            let c1 = node.child1, c2 = node.child2
            let area = Self.perimeter(node.aabb)
            let combinedArea = Self.perimeter(node.aabb.union(leafBox))
            // Cost of making a new parent for this node and the new leaf.
            let cost = 2 * combinedArea
            // Minimum cost of pushing the leaf further down the tree.
            let inheritance = 2 * (combinedArea - area)
            let cost1 = descendCost(c1, leafBox) + inheritance
            let cost2 = descendCost(c2, leafBox) + inheritance
            if cost < cost1 && cost < cost2 { break }
            index = cost1 < cost2 ? c1 : c2
        }
        let sibling = index

        // A new parent for the sibling and the leaf.
        let oldParent = nodes[Int(sibling)].parent
        let newParent = allocateNode()
        nodes[Int(newParent)].parent = oldParent
        nodes[Int(newParent)].aabb = leafBox.union(nodes[Int(sibling)].aabb)
        nodes[Int(newParent)].height = nodes[Int(sibling)].height + 1
        nodes[Int(newParent)].child1 = sibling
        nodes[Int(newParent)].child2 = leaf
        nodes[Int(sibling)].parent = newParent
        nodes[Int(leaf)].parent = newParent
        if oldParent >= 0 {
            if nodes[Int(oldParent)].child1 == sibling {
                nodes[Int(oldParent)].child1 = newParent
            } else {
                nodes[Int(oldParent)].child2 = newParent
            }
        } else {
            root = newParent
        }
        refit(from: nodes[Int(leaf)].parent)
    }

    @inline(__always) private func descendCost(_ child: Int32, _ leafBox: AABB) -> Double {
        let node = nodes[Int(child)]
        let union = leafBox.union(node.aabb)
        if node.isLeaf { return Self.perimeter(union) }
        return Self.perimeter(union) - Self.perimeter(node.aabb)
    }

    private mutating func removeLeaf(_ leaf: Int32) {
        if leaf == root {
            root = -1
            return
        }
        let parent = nodes[Int(leaf)].parent
        let grandParent = nodes[Int(parent)].parent
        let sibling = nodes[Int(parent)].child1 == leaf ? nodes[Int(parent)].child2 : nodes[Int(parent)].child1
        if grandParent >= 0 {
            if nodes[Int(grandParent)].child1 == parent {
                nodes[Int(grandParent)].child1 = sibling
            } else {
                nodes[Int(grandParent)].child2 = sibling
            }
            nodes[Int(sibling)].parent = grandParent
            freeNode(parent)
            refit(from: grandParent)
        } else {
            root = sibling
            nodes[Int(sibling)].parent = -1
            freeNode(parent)
        }
        nodes[Int(leaf)].parent = -1
    }

    /// Walks up from `start`, rebalancing and recomputing heights and boxes.
    private mutating func refit(from start: Int32) {
        var index = start
        while index >= 0 {
            index = balance(index)
            let n = nodes[Int(index)]
            let c1 = nodes[Int(n.child1)], c2 = nodes[Int(n.child2)]
            nodes[Int(index)].height = 1 + max(c1.height, c2.height)
            nodes[Int(index)].aabb = c1.aabb.union(c2.aabb)
            index = n.parent
        }
    }

    // MARK: - Rotations

    /// If node `a` is unbalanced, rotates its taller child up into its place; returns the subtree's new root.
    private mutating func balance(_ a: Int32) -> Int32 {
        let nodeA = nodes[Int(a)]
        if nodeA.isLeaf || nodeA.height < 2 { return a }
        let b = nodeA.child1, c = nodeA.child2
        let balance = nodes[Int(c)].height - nodes[Int(b)].height
        if balance > 1 { return rotateUp(c, over: a, keeping: b, childSlot: 2) }
        if balance < -1 { return rotateUp(b, over: a, keeping: c, childSlot: 1) }
        return a
    }

    /// Rotates `up` (child `childSlot` of `a`) into `a`'s place; `a` keeps `other` and the shorter grandchild.
    private mutating func rotateUp(_ up: Int32, over a: Int32, keeping other: Int32, childSlot: Int) -> Int32 {
        let f = nodes[Int(up)].child1, g = nodes[Int(up)].child2
        // `up` takes `a`'s place.
        nodes[Int(up)].child1 = a
        nodes[Int(up)].parent = nodes[Int(a)].parent
        nodes[Int(a)].parent = up
        let upParent = nodes[Int(up)].parent
        if upParent >= 0 {
            if nodes[Int(upParent)].child1 == a {
                nodes[Int(upParent)].child1 = up
            } else {
                nodes[Int(upParent)].child2 = up
            }
        } else {
            root = up
        }
        // The taller grandchild stays under `up`; the shorter one moves under `a`.
        let (keep, move) = nodes[Int(f)].height > nodes[Int(g)].height ? (f, g) : (g, f)
        nodes[Int(up)].child2 = keep
        if childSlot == 2 { nodes[Int(a)].child2 = move } else { nodes[Int(a)].child1 = move }
        nodes[Int(move)].parent = a
        let otherNode = nodes[Int(other)], moveNode = nodes[Int(move)], keepNode = nodes[Int(keep)]
        nodes[Int(a)].aabb = otherNode.aabb.union(moveNode.aabb)
        nodes[Int(a)].height = 1 + max(otherNode.height, moveNode.height)
        nodes[Int(up)].aabb = nodes[Int(a)].aabb.union(keepNode.aabb)
        nodes[Int(up)].height = 1 + max(nodes[Int(a)].height, keepNode.height)
        return up
    }
}
