/// One contact point between two shapes.
public struct ManifoldPoint: Sendable {
    /// World position (midway between the two surfaces).
    public var point: Vec2 = .zero
    /// The point relative to body A's origin and body B's origin (world orientation).
    public var anchorA: Vec2 = .zero
    public var anchorB: Vec2 = .zero
    /// Signed distance along the normal: negative when overlapping, positive for speculative points.
    public var separation: Double = 0
    /// The features that made the point, so impulses carry over between steps (warm starting).
    public var id: UInt16 = 0
    public var normalImpulse: Double = 0
    public var tangentImpulse: Double = 0
    /// Largest normal impulse during the last step (used by restitution and for "did it really touch").
    public var maxNormalImpulse: Double = 0
}

/// The contact points of two shapes with a shared normal pointing from shape A to shape B.
public struct Manifold: Sendable {
    public var normal: Vec2 = .zero
    public var pointCount: Int = 0
    public var point0 = ManifoldPoint()
    public var point1 = ManifoldPoint()

    public init() {}

    @inlinable public subscript(i: Int) -> ManifoldPoint {
        get { i == 0 ? point0 : point1 }
        set { if i == 0 { point0 = newValue } else { point1 = newValue } }
    }

    mutating func append(_ p: ManifoldPoint) {
        if pointCount == 0 { point0 = p } else { point1 = p }
        pointCount += 1
    }

    /// The same contact seen from the other shape.
    func flipped() -> Manifold {
        var m = self
        m.normal = -normal
        for i in 0..<pointCount {
            let a = m[i].anchorA
            m[i].anchorA = m[i].anchorB
            m[i].anchorB = a
        }
        return m
    }
}

// MARK: - Collision dispatch

/// Computes the manifold of two geometries placed by their body transforms. Points farther apart than
/// `speculativeDistance` are dropped; closer ones are kept even when separated (speculative contacts let
/// the solver stop fast bodies at the surface without continuous collision).
func collide(
    _ a: Geometry, _ xfA: Transform, _ b: Geometry, _ xfB: Transform,
    speculativeDistance: Double, linearSlop: Double
) -> Manifold {
    switch (a, b) {
    case var (.polygon(pa), .polygon(pb)):
        return collidePolygons(&pa, xfA, &pb, xfB, speculativeDistance: speculativeDistance, linearSlop: linearSlop)
    case (.polygon(var pa), .circle(let c, let r)):
        return collidePolygonAndCircle(&pa, xfA, c, r, xfB, speculativeDistance: speculativeDistance)
    case (.circle(let c, let r), .polygon(var pb)):
        return collidePolygonAndCircle(&pb, xfB, c, r, xfA, speculativeDistance: speculativeDistance).flipped()
    case let (.circle(ca, ra), .circle(cb, rb)):
        return collideCircles(ca, ra, xfA, cb, rb, xfB, speculativeDistance: speculativeDistance)
    }
}

/// The same for two stored shapes, reading polygon data in place (the narrow phase's path).
@inline(__always)
func collide(
    _ sa: UnsafePointer<Shape>, _ pa: UnsafePointer<Polygon>, _ xfA: Transform,
    _ sb: UnsafePointer<Shape>, _ pb: UnsafePointer<Polygon>, _ xfB: Transform,
    speculativeDistance: Double, linearSlop: Double
) -> Manifold {
    switch (sa.pointee.isCircle, sb.pointee.isCircle) {
    case (false, false):
        return collidePolygons(pa, xfA, pb, xfB, speculativeDistance: speculativeDistance, linearSlop: linearSlop)
    case (false, true):
        return collidePolygonAndCircle(
            pa, xfA, sb.pointee.circleCenter, sb.pointee.radius, xfB,
            speculativeDistance: speculativeDistance)
    case (true, false):
        return collidePolygonAndCircle(
            pb, xfB, sa.pointee.circleCenter, sa.pointee.radius, xfA,
            speculativeDistance: speculativeDistance
        ).flipped()
    case (true, true):
        return collideCircles(
            sa.pointee.circleCenter, sa.pointee.radius, xfA, sb.pointee.circleCenter, sb.pointee.radius,
            xfB, speculativeDistance: speculativeDistance)
    }
}

// MARK: - Circles

func collideCircles(
    _ centerA: Vec2, _ radiusA: Double, _ xfA: Transform,
    _ centerB: Vec2, _ radiusB: Double, _ xfB: Transform,
    speculativeDistance: Double
) -> Manifold {
    var m = Manifold()
    let pA = xfA.apply(centerA), pB = xfB.apply(centerB)
    let d = pB - pA
    let distance = d.length
    let separation = distance - radiusA - radiusB
    guard separation <= speculativeDistance else { return m }
    // Coincident centres: any normal is right; pick "down the y axis" deterministically.
    m.normal = distance > 1e-12 ? (1 / distance) * d : Vec2(0, 1)
    let surfaceA = pA + radiusA * m.normal, surfaceB = pB - radiusB * m.normal
    var point = ManifoldPoint()
    point.point = 0.5 * (surfaceA + surfaceB)
    point.anchorA = point.point - xfA.p
    point.anchorB = point.point - xfB.p
    point.separation = separation
    m.append(point)
    return m
}

/// Polygon A against circle B; the normal points from the polygon to the circle.
func collidePolygonAndCircle(
    _ polygonPointer: UnsafePointer<Polygon>, _ xfA: Transform, _ center: Vec2, _ radius: Double,
    _ xfB: Transform, speculativeDistance: Double
) -> Manifold {
    let polygon = polygonPointer.pointee
    var m = Manifold()
    let c = xfA.applyInverse(xfB.apply(center))
    var best = 0, bestSeparation = -Double.infinity
    for i in 0..<polygon.count {
        let s = dot(polygon.normal(i), c - polygon.vertex(i))
        if s > bestSeparation { bestSeparation = s; best = i }
    }
    guard bestSeparation - radius <= speculativeDistance else { return m }
    let v1 = polygon.vertex(best), v2 = polygon.vertex((best + 1) % polygon.count)
    var normal: Vec2, closest: Vec2
    if bestSeparation < 1e-9 {
        normal = polygon.normal(best)
        closest = c - bestSeparation * normal
    } else if dot(c - v1, v2 - v1) <= 0 {
        normal = (c - v1).normalized
        closest = v1
    } else if dot(c - v2, v1 - v2) <= 0 {
        normal = (c - v2).normalized
        closest = v2
    } else {
        normal = polygon.normal(best)
        closest = c - bestSeparation * normal
    }
    if normal == .zero { normal = polygon.normal(best) }
    let separation = dot(c - closest, normal) - radius
    guard separation <= speculativeDistance else { return m }
    let surface = c - radius * normal
    let local = 0.5 * (closest + surface)
    m.normal = xfA.q.apply(normal)
    var point = ManifoldPoint()
    point.point = xfA.apply(local)
    point.anchorA = point.point - xfA.p
    point.anchorB = point.point - xfB.p
    point.separation = separation
    m.append(point)
    return m
}

// MARK: - Polygons (separating axis + clipping)

/// Polygon against polygon: the reference face is the face of greatest separation (SAT), the incident
/// edge is the other polygon's edge most opposed to it, and the incident edge clipped to the reference
/// face's side planes gives up to two points. Segments take part as two-sided two-vertex polygons.
func collidePolygons(
    _ polyA: UnsafePointer<Polygon>, _ xfA: Transform, _ polyB: UnsafePointer<Polygon>, _ xfB: Transform,
    speculativeDistance: Double, linearSlop: Double
) -> Manifold {
    var m = Manifold()
    // Work in A's frame: B's vertices and normals are brought over once; A's are read in place.
    let q = xfA.q.inverseMultiplied(by: xfB.q)
    let p = xfA.q.applyInverse(xfB.p - xfA.p)
    let countA = polyA.pointee.count, countB = polyB.pointee.count
    return withUnsafeTemporaryAllocation(of: Vec2.self, capacity: 2 * Polygon.maxVertices) { buffer -> Manifold in
        let base = buffer.baseAddress!
        let va = UnsafeMutablePointer(mutating: Polygon.vertices(polyA)),
            na = UnsafeMutablePointer(mutating: Polygon.normals(polyA))
        let vb = base, nb = base + 8
        let sourceV = Polygon.vertices(polyB), sourceN = Polygon.normals(polyB)
        for i in 0..<countB { vb[i] = q.apply(sourceV[i]) + p; nb[i] = q.apply(sourceN[i]) }

        let (edgeA, separationA) = maxSeparation(va, na, countA, vb, countB)
        if separationA > speculativeDistance { return m }
        let (edgeB, separationB) = maxSeparation(vb, nb, countB, va, countA)
        if separationB > speculativeDistance { return m }

        // Prefer A's face unless B's is clearly better: keeps the choice stable from step to step.
        let flip = separationB > separationA + 0.1 * linearSlop
        let refV = flip ? vb : va, refN = flip ? nb : na, refCount = flip ? countB : countA
        let incV = flip ? va : vb, incN = flip ? na : nb, incCount = flip ? countA : countB
        let i1 = flip ? edgeB : edgeA
        let i2 = (i1 + 1) % refCount
        let v1 = refV[i1], v2 = refV[i2], n = refN[i1]

        var incident = 0, minDot = Double.infinity
        for j in 0..<incCount {
            let d = dot(n, incN[j])
            if d < minDot { minDot = d; incident = j }
        }
        let j1 = incident, j2 = (incident + 1) % incCount
        var w1 = incV[j1], w2 = incV[j2]

        let tangent = (v2 - v1).normalized
        // Clip to the side plane through v1 (keep dot(t, w) ≥ dot(t, v1)), then through v2.
        let lower = dot(tangent, v1), upper = dot(tangent, v2)
        var d1 = dot(tangent, w1) - lower, d2 = dot(tangent, w2) - lower
        if d1 < 0 && d2 < 0 { return m }
        if d1 < 0 { w1 = w1 + (d1 / (d1 - d2)) * (w2 - w1) } else if d2 < 0 { w2 = w1 + (d1 / (d1 - d2)) * (w2 - w1) }
        d1 = upper - dot(tangent, w1); d2 = upper - dot(tangent, w2)
        if d1 < 0 && d2 < 0 { return m }
        if d1 < 0 { w1 = w1 + (d1 / (d1 - d2)) * (w2 - w1) } else if d2 < 0 { w2 = w1 + (d1 / (d1 - d2)) * (w2 - w1) }

        // A point's id is the pair of vertices it lies between, A's first: the incident edge runs against
        // the reference edge, so w1 faces reference vertex i2 and w2 faces i1. Neither clipping nor which
        // polygon gives the reference face changes it: in a deep, nearly aligned overlap the reference face
        // swaps between the two boxes from step to step, and ids that named the face lost the warm-start
        // impulses each time, kicking the pile (the N = 1000 box pile never came to rest).
        func pairID(reference: Int, incident: Int) -> UInt16 {
            flip ? UInt16(incident) << 8 | UInt16(reference) : UInt16(reference) << 8 | UInt16(incident)
        }
        let id1 = pairID(reference: i2, incident: j1), id2 = pairID(reference: i1, incident: j2)
        m.normal = xfA.q.apply(flip ? -n : n)
        for k in 0..<2 {
            let w = k == 0 ? w1 : w2, id = k == 0 ? id1 : id2
            let separation = dot(n, w - v1)
            if separation > speculativeDistance { continue }
            var point = ManifoldPoint()
            point.point = xfA.apply(w - (0.5 * separation) * n)
            point.anchorA = point.point - xfA.p
            point.anchorB = point.point - xfB.p
            point.separation = separation
            point.id = id
            m.append(point)
        }
        return m
    }
}

/// The face of `poly1` along which `poly2` is most separated, and that separation.
@inline(__always)
private func maxSeparation(
    _ v1: UnsafeMutablePointer<Vec2>, _ n1: UnsafeMutablePointer<Vec2>, _ count1: Int,
    _ v2: UnsafeMutablePointer<Vec2>, _ count2: Int
) -> (Int, Double) {
    var bestIndex = 0, bestSeparation = -Double.infinity
    for i in 0..<count1 {
        let n = n1[i], v = v1[i]
        var si = Double.infinity
        for j in 0..<count2 {
            let s = dot(n, v2[j] - v)
            if s < si { si = s }
        }
        if si > bestSeparation { bestSeparation = si; bestIndex = i }
    }
    return (bestIndex, bestSeparation)
}
