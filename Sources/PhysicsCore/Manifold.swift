/// One contact point between two shapes, in Float32 (Box2D's `b2ManifoldPoint`): the solver works in
/// Float32, and a small manifold is cheap to copy and to walk over with the contacts.
public struct ManifoldPoint: Sendable {
    /// The point (midway between the two surfaces) relative to body A's origin and to body B's origin,
    /// in world orientation; the world point is body A's position plus `anchorA`.
    public var anchorA = SIMD2<Float>()
    public var anchorB = SIMD2<Float>()
    /// Signed distance along the normal: negative when overlapping, positive for speculative points.
    public var separation: Float = 0
    public var normalImpulse: Float = 0
    public var tangentImpulse: Float = 0
    /// Largest normal impulse during the last step (used by restitution and for "did it really touch").
    public var maxNormalImpulse: Float = 0
    /// The features that made the point, so impulses carry over between steps (warm starting).
    public var id: UInt16 = 0

    /// Sets the anchors from a world point, relative to the two bodies' origins.
    mutating func place(_ world: Vec2, _ xfA: Transform, _ xfB: Transform) {
        anchorA = SIMD2(world - xfA.p)
        anchorB = SIMD2(world - xfB.p)
    }
}

/// The contact points of two shapes with a shared normal pointing from shape A to shape B.
public struct Manifold: Sendable {
    public var normal = SIMD2<Float>()
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

extension SIMD2 where Scalar == Float {
    /// A `Vec2` rounded to Float32.
    @inline(__always) init(_ v: Vec2) { self.init(Float(v.x), Float(v.y)) }
}

extension Vec2 {
    /// A Float32 pair widened to `Double`.
    @inline(__always) init(_ v: SIMD2<Float>) { self.init(Double(v.x), Double(v.y)) }
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
    case let (.polygon(pa), .polygon(pb)):
        var la = PolygonLanes(pa), lb = PolygonLanes(pb)
        return collidePolygons(&la, xfA, &lb, xfB, speculativeDistance: speculativeDistance, linearSlop: linearSlop)
    case (.polygon(var pa), .circle(let c, let r)):
        return collidePolygonAndCircle(&pa, xfA, c, r, xfB, speculativeDistance: speculativeDistance)
    case (.circle(let c, let r), .polygon(var pb)):
        return collidePolygonAndCircle(&pb, xfB, c, r, xfA, speculativeDistance: speculativeDistance).flipped()
    case let (.circle(ca, ra), .circle(cb, rb)):
        return collideCircles(ca, ra, xfA, cb, rb, xfB, speculativeDistance: speculativeDistance)
    }
}

/// The same for two stored shapes, reading polygon data in place (the narrow phase's path): `pa` and
/// `pb` are the shapes' polygons, `la` and `lb` their lanes.
@inline(__always)
func collide(
    _ sa: UnsafePointer<Shape>, _ pa: UnsafePointer<Polygon>, _ la: UnsafePointer<PolygonLanes>, _ xfA: Transform,
    _ sb: UnsafePointer<Shape>, _ pb: UnsafePointer<Polygon>, _ lb: UnsafePointer<PolygonLanes>, _ xfB: Transform,
    speculativeDistance: Double, linearSlop: Double
) -> Manifold {
    switch (sa.pointee.isCircle, sb.pointee.isCircle) {
    case (false, false):
        return collidePolygons(la, xfA, lb, xfB, speculativeDistance: speculativeDistance, linearSlop: linearSlop)
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
    let normal = distance > 1e-12 ? (1 / distance) * d : Vec2(0, 1)
    m.normal = SIMD2(normal)
    let surfaceA = pA + radiusA * normal, surfaceB = pB - radiusB * normal
    var point = ManifoldPoint()
    point.place(0.5 * (surfaceA + surfaceB), xfA, xfB)
    point.separation = Float(separation)
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
    m.normal = SIMD2(xfA.q.apply(normal))
    var point = ManifoldPoint()
    point.place(xfA.apply(local), xfA, xfB)
    point.separation = Float(separation)
    m.append(point)
    return m
}

// MARK: - Polygons (separating axis + clipping)

/// Polygon against polygon: the reference face is the face of greatest separation (SAT), the incident
/// edge is the other polygon's edge most opposed to it, and the incident edge clipped to the reference
/// face's side planes gives up to two points. Segments take part as two-sided two-vertex polygons.
///
/// In Float32 in A's frame (B's placement relative to A is found in `Double` first, so the Float32
/// values are small: a box's own size, not its position in the world); the points go back to the
/// world in `Double`. Polygons of up to four vertices (boxes, segments) are searched four lanes at a
/// time with every lane used (`PolygonLanes` repeats lane 0), larger ones eight at a time.
func collidePolygons(
    _ polyA: UnsafePointer<PolygonLanes>, _ xfA: Transform, _ polyB: UnsafePointer<PolygonLanes>, _ xfB: Transform,
    speculativeDistance: Double, linearSlop: Double
) -> Manifold {
    let q = xfA.q.inverseMultiplied(by: xfB.q)
    let p = xfA.q.applyInverse(xfB.p - xfA.p)
    let c = Float(q.c), s = Float(q.s), px = Float(p.x), py = Float(p.y)
    let speculative = Float(speculativeDistance), preference = 0.1 * Float(linearSlop)
    let countA = polyA.pointee.count, countB = polyB.pointee.count
    if countA <= 4 && countB <= 4 {
        let a = polyA.pointee, b = polyB.pointee
        let ax = a.x.lowHalf, ay = a.y.lowHalf, anx = a.nx.lowHalf, any = a.ny.lowHalf
        let x = b.x.lowHalf, y = b.y.lowHalf, nx = b.nx.lowHalf, ny = b.ny.lowHalf
        // B's lanes brought into A's frame.
        let bx = c * x - s * y + px, by = s * x + c * y + py
        let bnx = c * nx - s * ny, bny = s * nx + c * ny
        let (edgeA, separationA) = maxSeparation4(anx, any, ax, ay, bx, by)
        if separationA > speculative { return Manifold() }
        let (edgeB, separationB) = maxSeparation4(bnx, bny, bx, by, ax, ay)
        if separationB > speculative { return Manifold() }
        // Prefer A's face unless B's is clearly better: keeps the choice stable from step to step.
        let flip = separationB > separationA + preference
        return flip
            ? clipPolygons(bx, by, bnx, bny, countB, edgeB, ax, ay, anx, any, countA, flip, xfA, xfB, speculative)
            : clipPolygons(ax, ay, anx, any, countA, edgeA, bx, by, bnx, bny, countB, flip, xfA, xfB, speculative)
    }
    let a = polyA.pointee, b = polyB.pointee
    let x = b.x, y = b.y, nx = b.nx, ny = b.ny
    let bx = c * x - s * y + px, by = s * x + c * y + py
    let bnx = c * nx - s * ny, bny = s * nx + c * ny
    let (edgeA, separationA) = maxSeparation8(a.nx, a.ny, a.x, a.y, countA, bx, by, countB)
    if separationA > speculative { return Manifold() }
    let (edgeB, separationB) = maxSeparation8(bnx, bny, bx, by, countB, a.x, a.y, countA)
    if separationB > speculative { return Manifold() }
    let flip = separationB > separationA + preference
    return flip
        ? clipPolygons(bx, by, bnx, bny, countB, edgeB, a.x, a.y, a.nx, a.ny, countA, flip, xfA, xfB, speculative)
        : clipPolygons(a.x, a.y, a.nx, a.ny, countA, edgeA, bx, by, bnx, bny, countB, flip, xfA, xfB, speculative)
}

/// The manifold from reference face `i1` of one polygon and the other (incident) polygon, both in A's
/// frame; `flip` says the reference face is B's.
@inline(__always)
private func clipPolygons<L: SIMD>(
    _ refX: L, _ refY: L, _ refNX: L, _ refNY: L, _ refCount: Int, _ i1: Int,
    _ incX: L, _ incY: L, _ incNX: L, _ incNY: L, _ incCount: Int,
    _ flip: Bool, _ xfA: Transform, _ xfB: Transform, _ speculative: Float
) -> Manifold where L.Scalar == Float {
    var m = Manifold()
    let i2 = i1 + 1 == refCount ? 0 : i1 + 1
    let v1 = SIMD2(refX[i1], refY[i1]), v2 = SIMD2(refX[i2], refY[i2])
    let n = SIMD2(refNX[i1], refNY[i1])

    // The incident edge: the first of the other polygon's faces most opposed to the reference normal.
    var incident = 0, minDot = n.x * incNX[0] + n.y * incNY[0]
    for j in 1..<incCount {
        let d = n.x * incNX[j] + n.y * incNY[j]
        if d < minDot { minDot = d; incident = j }
    }
    let j1 = incident, j2 = incident + 1 == incCount ? 0 : incident + 1
    var w1 = SIMD2(incX[j1], incY[j1]), w2 = SIMD2(incX[j2], incY[j2])

    let edge = v2 - v1
    let tangent = edge * (1 / (edge * edge).sum().squareRoot())
    // Clip to the side plane through v1 (keep dot(t, w) ≥ dot(t, v1)), then through v2.
    let lower = (tangent * v1).sum(), upper = (tangent * v2).sum()
    var d1 = (tangent * w1).sum() - lower, d2 = (tangent * w2).sum() - lower
    if d1 < 0 && d2 < 0 { return m }
    if d1 < 0 { w1 = w1 + (d1 / (d1 - d2)) * (w2 - w1) } else if d2 < 0 { w2 = w1 + (d1 / (d1 - d2)) * (w2 - w1) }
    d1 = upper - (tangent * w1).sum(); d2 = upper - (tangent * w2).sum()
    if d1 < 0 && d2 < 0 { return m }
    if d1 < 0 { w1 = w1 + (d1 / (d1 - d2)) * (w2 - w1) } else if d2 < 0 { w2 = w1 + (d1 / (d1 - d2)) * (w2 - w1) }

    // A point's id is the pair of vertices it lies between, A's first: the incident edge runs against
    // the reference edge, so w1 faces reference vertex i2 and w2 faces i1. Neither clipping nor which
    // polygon gives the reference face changes it: in a deep, nearly aligned overlap the reference face
    // swaps between the two boxes from step to step, and ids that named the face lost the warm-start
    // impulses each time, kicking the pile (the N = 1000 box pile never came to rest).
    @inline(__always) func pairID(reference: Int, incident: Int) -> UInt16 {
        flip ? UInt16(truncatingIfNeeded: incident << 8 | reference) : UInt16(truncatingIfNeeded: reference << 8 | incident)
    }
    m.normal = SIMD2(xfA.q.apply(Vec2(flip ? -n : n)))
    // Anchors: the point in A's frame rotated to the world (relative to A's origin), then relative to B's.
    let offsetB = xfA.p - xfB.p
    for k in 0..<2 {
        let w = k == 0 ? w1 : w2
        let separation = (n * (w - v1)).sum()
        if separation > speculative { continue }
        var point = ManifoldPoint()
        let anchorA = xfA.q.apply(Vec2(w - (0.5 * separation) * n))
        point.anchorA = SIMD2(anchorA)
        point.anchorB = SIMD2(anchorA + offsetB)
        point.separation = separation
        point.id = k == 0 ? pairID(reference: i2, incident: j1) : pairID(reference: i1, incident: j2)
        m.append(point)
    }
    return m
}

/// The face of polygon 1 (normals `nx`, `ny` and vertices `x`, `y` in lanes) along which polygon 2
/// (vertices `x2`, `y2`) is most separated, and that separation: each lane is one face of polygon 1,
/// and the minimum over polygon 2's vertices is taken lane by lane. All four lanes take part (lanes past
/// a polygon's count repeat its lane 0, which changes neither a minimum nor the first maximum).
@inline(__always)
private func maxSeparation4(
    _ nx: SIMD4<Float>, _ ny: SIMD4<Float>, _ x: SIMD4<Float>, _ y: SIMD4<Float>, _ x2: SIMD4<Float>, _ y2: SIMD4<Float>
) -> (Int, Float) {
    let offset = nx * x + ny * y
    let s0 = nx * x2[0] + ny * y2[0] - offset, s1 = nx * x2[1] + ny * y2[1] - offset
    let s2 = nx * x2[2] + ny * y2[2] - offset, s3 = nx * x2[3] + ny * y2[3] - offset
    var s = s0.replacing(with: s1, where: s1 .< s0)
    s.replace(with: s2, where: s2 .< s)
    s.replace(with: s3, where: s3 .< s)
    var bestIndex = 0, bestSeparation = s[0]
    if s[1] > bestSeparation { bestSeparation = s[1]; bestIndex = 1 }
    if s[2] > bestSeparation { bestSeparation = s[2]; bestIndex = 2 }
    if s[3] > bestSeparation { bestSeparation = s[3]; bestIndex = 3 }
    return (bestIndex, bestSeparation)
}

/// `maxSeparation4` for polygons of up to eight vertices (`count1` faces, `count2` vertices).
@inline(__always)
private func maxSeparation8(
    _ nx: PolygonLanes.Lanes, _ ny: PolygonLanes.Lanes, _ x: PolygonLanes.Lanes, _ y: PolygonLanes.Lanes,
    _ count1: Int, _ x2: PolygonLanes.Lanes, _ y2: PolygonLanes.Lanes, _ count2: Int
) -> (Int, Float) {
    let offset = nx * x + ny * y
    var separations = nx * x2[0] + ny * y2[0] - offset
    for j in 1..<count2 {
        let s = nx * x2[j] + ny * y2[j] - offset
        separations.replace(with: s, where: s .< separations)
    }
    var bestIndex = 0, bestSeparation = separations[0]
    for i in 1..<count1 where separations[i] > bestSeparation { bestSeparation = separations[i]; bestIndex = i }
    return (bestIndex, bestSeparation)
}
