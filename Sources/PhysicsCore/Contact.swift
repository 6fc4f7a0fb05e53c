/// A persistent pair of shapes whose bounding boxes overlap: it keeps its manifold (and the impulses in
/// it) from step to step so the solver can warm start.
public struct Contact: Sendable {
    /// Lower shape index first; the key names the pair (`World.pairIndex`) and orders events.
    public let shapeA: Int32
    public let shapeB: Int32
    public let bodyA: Int32
    public let bodyB: Int32
    public internal(set) var manifold: Manifold
    public internal(set) var friction: Double
    public internal(set) var restitution: Double
    /// Whether the manifold has points (touching or about to touch).
    public internal(set) var isTouching: Bool
    var enableEvents: Bool

    @inlinable var key: UInt64 { UInt64(UInt32(shapeA)) << 32 | UInt64(UInt32(shapeB)) }
}

/// Reported after a step when two shapes start touching.
public struct ContactBeginEvent: Hashable, Sendable {
    public let shapeA: ShapeID
    public let shapeB: ShapeID
    /// Normal from A to B and the first contact point, in world coordinates.
    public let normal: Vec2
    public let point: Vec2
    /// Approaching speed along the normal when contact began (points/s, positive = closing).
    public let approachSpeed: Double
    /// The shapes' user data and bodies, valid even if a shape is destroyed before the event is read.
    public let userDataA: Int
    public let userDataB: Int
    public let bodyA: BodyID
    public let bodyB: BodyID
}

/// Reported after a step when two shapes stop touching (or one of them was destroyed).
public struct ContactEndEvent: Hashable, Sendable {
    public let shapeA: ShapeID
    public let shapeB: ShapeID
    /// The shapes' user data and bodies, valid even after a shape was destroyed.
    public let userDataA: Int
    public let userDataB: Int
    public let bodyA: BodyID
    public let bodyB: BodyID
}

// MARK: - Creating and removing contacts

extension World {
    /// Appends a contact for the pair `key` (lower shape index in the high 32 bits) with an empty manifold;
    /// the narrow phase of the same step computes its points.
    func createContact(_ key: UInt64) {
        let a = Int32(truncatingIfNeeded: key >> 32), b = Int32(truncatingIfNeeded: key & 0xffff_ffff)
        let sa = shapes[Int(a)], sb = shapes[Int(b)]
        pairIndex[key] = Int32(contacts.count)
        contacts.append(
            Contact(
                shapeA: a, shapeB: b, bodyA: sa.body, bodyB: sb.body, manifold: Manifold(),
                friction: (sa.friction * sb.friction).squareRoot(),
                restitution: max(sa.restitution, sb.restitution), isTouching: false,
                enableEvents: sa.enableContactEvents || sb.enableContactEvents))
    }

    /// Removes the contacts at `sorted` (ascending indices) by swapping the last contact into each place,
    /// from the highest index down so a contact still to be removed is never the one moved.
    func removeContacts(_ sorted: [Int32]) {
        for k in sorted.reversed() {
            let i = Int(k)
            pairIndex[contacts[i].key] = nil
            let last = contacts.count - 1
            if i != last {
                contacts[i] = contacts[last]
                pairIndex[contacts[i].key] = Int32(i)
            }
            contacts.removeLast()
        }
    }
}
