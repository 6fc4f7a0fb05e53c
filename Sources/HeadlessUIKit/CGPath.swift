// MARK: - Core Graphics paths

/// An immutable path (Core Graphics' `CGPath`), which Foundation on Linux lacks: subpaths of
/// lines, quadratic and cubic Bézier curves, kept as elements (curves stay curves) so a shape
/// layer's stroke, a keyframe animation along the path and, later, drawing read the same geometry.
/// Ellipses and arcs are built from cubic Béziers as Core Graphics builds them.
public class CGPath: Equatable {
    /// One path element; control points come before the end point.
    enum Element: Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint)
        case close

        var points: [CGPoint] {
            switch self {
            case let .move(p), let .line(p): return [p]
            case let .quad(c, p): return [c, p]
            case let .cubic(c1, c2, p): return [c1, c2, p]
            case .close: return []
            }
        }

        func mapped(_ f: (CGPoint) -> CGPoint) -> Element {
            switch self {
            case let .move(p): return .move(f(p))
            case let .line(p): return .line(f(p))
            case let .quad(c, p): return .quad(f(c), f(p))
            case let .cubic(c1, c2, p): return .cubic(f(c1), f(c2), f(p))
            case .close: return .close
            }
        }
    }

    var elements: [Element] = []

    init(elements: [Element]) { self.elements = elements }

    /// A closed rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// The ellipse inscribed in `rect` (four cubic curves).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A rectangle with elliptical corners of the given radii.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element (where the next segment starts); zero when empty.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element {
            case let .move(p): start = p; current = p
            case .close: current = start
            default: current = element.points.last ?? current
            }
        }
        return current
    }

    /// The smallest rectangle holding every point, control points included (Core Graphics' definition).
    public var boundingBox: CGRect { CGPath.box(elements.flatMap(\.points)) }

    /// The smallest rectangle holding the path itself, without control points (curves sampled).
    public var boundingBoxOfPath: CGRect { CGPath.box(polylines().flatMap { $0.points }) }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// Whether `point` is inside, by the non-zero winding rule or the even-odd rule.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding,
        transform: CGAffineTransform = .identity
    ) -> Bool {
        let inverse = transform.inverted()
        let p = point.applying(inverse)
        var winding = 0, crossings = 0
        for polyline in polylines() {
            let points = polyline.points
            guard points.count > 1 else { continue }
            for i in 0..<points.count {
                let a = points[i], b = points[(i + 1) % points.count]
                guard (a.y > p.y) != (b.y > p.y) else { continue }
                let x = (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x
                if p.x < x {
                    crossings += 1
                    winding += b.y > a.y ? 1 : -1
                }
            }
        }
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }

    // MARK: Sampling (shared by hit testing, paced animation and stroke length)

    /// One subpath flattened: curves as 16 segments each, and whether it was closed.
    struct Polyline {
        var points: [CGPoint]
        var closed: Bool
    }

    func polylines(segmentsPerCurve: Int = 16) -> [Polyline] {
        var result: [Polyline] = []
        var current: Polyline?
        var last = CGPoint.zero
        func begin(at p: CGPoint) {
            if let open = current { result.append(open) }
            current = Polyline(points: [p], closed: false)
        }
        for element in elements {
            switch element {
            case let .move(p):
                begin(at: p)
            case let .line(p):
                if current == nil { begin(at: last) }
                current?.points.append(p)
            case .quad, .cubic:
                if current == nil { begin(at: last) }
                for i in 1...segmentsPerCurve {
                    current?.points.append(CGPath.point(on: element, from: last, at: CGFloat(i) / CGFloat(segmentsPerCurve)))
                }
            case .close:
                if var open = current {
                    open.closed = true
                    result.append(open)
                    last = open.points.first ?? last
                    current = nil
                    continue
                }
            }
            last = element.points.last ?? last
        }
        if let open = current { result.append(open) }
        return result
    }

    /// The point at parameter `t` of a segment that starts at `start`.
    static func point(on element: Element, from start: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch element {
        case let .line(p), let .move(p):
            return CGPoint(x: start.x + (p.x - start.x) * t, y: start.y + (p.y - start.y) * t)
        case let .quad(c, p):
            return CGPoint(
                x: u * u * start.x + 2 * u * t * c.x + t * t * p.x,
                y: u * u * start.y + 2 * u * t * c.y + t * t * p.y)
        case let .cubic(c1, c2, p):
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * p.x, y: a * start.y + b * c1.y + c * c2.y + d * p.y)
        case .close:
            return start
        }
    }

    static func box(_ points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A path that can be added to (Core Graphics' `CGMutablePath`).
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(elements: []) }

    override init(elements: [Element]) { super.init(elements: elements) }

    /// Starts a new subpath.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    /// A straight line from the current point.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.line(point.applying(transform)))
    }

    /// Straight lines through `points` (a move to the first).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// A quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.quad(control.applying(transform), end.applying(transform)))
    }

    /// A cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// A closed rectangle as its own subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        move(to: CGPoint(x: rect.minX, y: rect.minY), transform: transform)
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY), transform: transform)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY), transform: transform)
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY), transform: transform)
        closeSubpath()
    }

    /// Several rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// The ellipse inscribed in `rect`, clockwise from its right-most point, as four cubic curves.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radii: CGSize(width: rect.width / 2, height: rect.height / 2),
            startAngle: 0, sweep: 2 * .pi, transform: transform, moveFirst: true)
        closeSubpath()
    }

    /// A rectangle with elliptical corners.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        let rx = min(max(0, cornerWidth), rect.width / 2), ry = min(max(0, cornerHeight), rect.height / 2)
        guard rx > 0, ry > 0 else { addRect(rect, transform: transform); return }
        let radii = CGSize(width: rx, height: ry)
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY), transform: transform)
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY), transform: transform)
        addArc(
            center: CGPoint(x: rect.maxX - rx, y: rect.minY + ry), radii: radii, startAngle: -.pi / 2, sweep: .pi / 2,
            transform: transform, moveFirst: false)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry), transform: transform)
        addArc(
            center: CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), radii: radii, startAngle: 0, sweep: .pi / 2,
            transform: transform, moveFirst: false)
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY), transform: transform)
        addArc(
            center: CGPoint(x: rect.minX + rx, y: rect.maxY - ry), radii: radii, startAngle: .pi / 2, sweep: .pi / 2,
            transform: transform, moveFirst: false)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry), transform: transform)
        addArc(
            center: CGPoint(x: rect.minX + rx, y: rect.minY + ry), radii: radii, startAngle: .pi, sweep: .pi / 2,
            transform: transform, moveFirst: false)
        closeSubpath()
    }

    /// A circular arc (angles in radians); `clockwise` is meant in Core Graphics' y-up space, so
    /// `true` runs through decreasing angles (counter-clockwise in UIKit's y-down coordinates, unlike
    /// `UIBezierPath`'s argument); a line joins the current point.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var sweep = endAngle - startAngle
        if clockwise {
            // Core Graphics' `clockwise` is in its y-up space: decreasing angles, i.e. counter-clockwise on screen.
            while sweep > 0 { sweep -= 2 * .pi }
        } else {
            while sweep < 0 { sweep += 2 * .pi }
        }
        addArc(
            center: center, radii: CGSize(width: radius, height: radius), startAngle: startAngle, sweep: sweep,
            transform: transform, moveFirst: elements.isEmpty)
    }

    /// An arc of `delta` radians from `startAngle` (positive turns towards increasing angles).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        addArc(
            center: center, radii: CGSize(width: radius, height: radius), startAngle: startAngle, sweep: delta,
            transform: transform, moveFirst: elements.isEmpty)
    }

    /// Appends another path's elements.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.mapped { $0.applying(transform) } }
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.close)
    }

    /// Arcs as cubic curves of at most a quarter turn each (the standard 4/3·tan(θ/4) handles).
    func addArc(
        center: CGPoint, radii: CGSize, startAngle: CGFloat, sweep: CGFloat,
        transform: CGAffineTransform, moveFirst: Bool
    ) {
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radii.width * cos(angle), y: center.y + radii.height * sin(angle))
        }
        let start = point(startAngle)
        if moveFirst { move(to: start, transform: transform) } else { addLine(to: start, transform: transform) }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let handle = 4 / 3 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = point(angle), p3 = point(next)
            let c1 = CGPoint(x: p0.x - handle * radii.width * sin(angle), y: p0.y + handle * radii.height * cos(angle))
            let c2 = CGPoint(x: p3.x + handle * radii.width * sin(next), y: p3.y - handle * radii.height * cos(next))
            addCurve(to: p3, control1: c1, control2: c2, transform: transform)
            angle = next
        }
    }
}

/// How a path's inside is decided (Core Graphics' `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding number.
    case winding
    /// Odd number of crossings.
    case evenOdd
}
