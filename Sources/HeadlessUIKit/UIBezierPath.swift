import Foundation

/// A minimal path (UIKit's `UIBezierPath`): lines, rectangles and ovals, enough to describe collision
/// boundaries and bounding paths. Curves are stored as the polylines the physics uses, and also,
/// exactly, as the `CGPath` that `cgPath` returns (what a `CAShapeLayer` is given).
open class UIBezierPath {
    /// Subpaths as point lists; `closed[i]` tells whether subpath i returns to its start.
    private(set) var subpaths: [[CGPoint]] = []
    private(set) var closed: [Bool] = []
    /// The same path with its curves kept as curves.
    private var exact = CGMutablePath()
    /// Set while a convenience initializer builds the polylines of a shape it has already added exactly.
    private var recordingExactly = true

    /// The width `stroke()` draws with, in points; 1 by default.
    open var lineWidth: CGFloat = 1
    /// How `stroke()` ends open subpaths; `.butt` by default.
    open var lineCapStyle: CGLineCap = .butt
    /// How `stroke()` joins segments; `.miter` by default.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The ratio beyond which a mitred join is bevelled; 10 by default.
    open var miterLimit: CGFloat = 10
    /// The accuracy curves are drawn with; stored (cairo's own tolerance is used).
    open var flatness: CGFloat = 0.6
    /// Whether `fill()` and `addClip()` use the even-odd rule rather than non-zero winding.
    open var usesEvenOddFillRule = false
    /// The dash pattern `stroke()` uses (empty: solid) and where in it the line starts.
    var lineDash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    public init() {}

    /// The path with `cgPath`'s elements (curves flattened for the polylines).
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    /// The path as a Core Graphics path (curves exact); setting it replaces the path.
    open var cgPath: CGPath {
        get { exact.copy() ?? CGPath(elements: []) }
        set {
            subpaths = []
            closed = []
            recordingExactly = false
            for line in newValue.polylines() {
                guard let first = line.points.first else { continue }
                move(to: first)
                for p in line.points.dropFirst() { addLine(to: p) }
                if line.closed { close() }
            }
            recordingExactly = true
            exact = newValue.mutableCopy() ?? CGMutablePath()
        }
    }

    /// A rectangle with rounded corners of `cornerRadius` (capped at half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
        self.init(cgPath: path)
    }

    /// A cubic Bézier curve from the current point (flattened to 16 segments for the polylines).
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        appendCurve(.cubic(controlPoint1, controlPoint2, endPoint))
    }

    /// A quadratic Bézier curve from the current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        appendCurve(.quad(controlPoint, endPoint))
    }

    /// A circular arc joined to the current point by a line (`clockwise` on screen, y down).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let piece = CGMutablePath()
        let joins = !isEmpty
        if joins { piece.move(to: currentPoint) }
        piece.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        for element in piece.elements.dropFirst(joins ? 1 : 0) {
            if case let .move(p) = element { move(to: p) } else { appendCurve(element) }
        }
    }

    /// Removes every point.
    open func removeAllPoints() {
        subpaths = []
        closed = []
        exact = CGMutablePath()
    }

    /// Appends another path.
    open func append(_ bezierPath: UIBezierPath) {
        let other = bezierPath.cgPath
        recordingExactly = false
        for line in other.polylines() {
            guard let first = line.points.first else { continue }
            move(to: first)
            for p in line.points.dropFirst() { addLine(to: p) }
            if line.closed { close() }
        }
        recordingExactly = true
        exact.addPath(other)
    }

    private func appendCurve(_ element: CGPath.Element) {
        let start = currentPoint
        if subpaths.isEmpty { move(to: start) }
        recordingExactly = false
        switch element {
        case let .line(p): addLine(to: p)
        default:
            for i in 1...16 { addLine(to: CGPath.point(on: element, from: start, at: CGFloat(i) / 16)) }
        }
        recordingExactly = true
        exact.elements.append(element)
    }

    public convenience init(rect: CGRect) {
        self.init()
        exact.addRect(rect)
        recordingExactly = false
        defer { recordingExactly = true }
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    /// The ellipse inscribed in `rect`, flattened to 32 segments.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        exact.addEllipse(in: rect)
        recordingExactly = false
        defer { recordingExactly = true }
        let segments = 32
        for i in 0..<segments {
            let t = Double(i) / Double(segments) * 2 * Double.pi
            let p = CGPoint(x: rect.midX + rect.width / 2 * cos(t), y: rect.midY + rect.height / 2 * sin(t))
            if i == 0 { move(to: p) } else { addLine(to: p) }
        }
        close()
    }

    /// A circular arc flattened to segments (angles in radians, y-down screen convention).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        // UIKit's `clockwise` is on screen (y down), Core Graphics' in its y-up space.
        exact.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        recordingExactly = false
        defer { recordingExactly = true }
        var sweep = endAngle - startAngle
        if clockwise && sweep < 0 { sweep += 2 * .pi }
        if !clockwise && sweep > 0 { sweep -= 2 * .pi }
        let segments = max(2, Int((abs(sweep) / (2 * .pi) * 32).rounded(.up)))
        for i in 0...segments {
            let t = startAngle + sweep * CGFloat(i) / CGFloat(segments)
            let p = CGPoint(x: center.x + radius * cos(t), y: center.y + radius * sin(t))
            if i == 0 { move(to: p) } else { addLine(to: p) }
        }
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        subpaths.append([point])
        closed.append(false)
        if recordingExactly { exact.move(to: point) }
    }

    /// Adds a straight line from the current point (starting a subpath at `point` if there is none).
    open func addLine(to point: CGPoint) {
        if subpaths.isEmpty { move(to: point); return }
        subpaths[subpaths.count - 1].append(point)
        if recordingExactly { exact.addLine(to: point) }
    }

    /// Closes the current subpath with a line back to its first point.
    open func close() {
        guard !closed.isEmpty else { return }
        closed[closed.count - 1] = true
        if recordingExactly { exact.closeSubpath() }
    }

    /// Whether the path has no points.
    open var isEmpty: Bool { subpaths.allSatisfy(\.isEmpty) }

    /// The smallest rectangle containing every point of the path.
    open var bounds: CGRect {
        let points = subpaths.flatMap { $0 }
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The point the next segment starts from.
    open var currentPoint: CGPoint { subpaths.last?.last ?? .zero }

    /// Whether `point` is inside a closed subpath (even-odd rule over the flattened outline).
    open func contains(_ point: CGPoint) -> Bool {
        var inside = false
        for (index, points) in subpaths.enumerated() where closed[index] || points.count > 2 {
            var j = points.count - 1
            for i in 0..<points.count {
                let a = points[i], b = points[j]
                if (a.y > point.y) != (b.y > point.y),
                    point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x
                {
                    inside.toggle()
                }
                j = i
            }
        }
        return inside
    }

    /// Applies `transform` to every point.
    open func apply(_ transform: CGAffineTransform) {
        subpaths = subpaths.map { $0.map { $0.applying(transform) } }
        exact.elements = exact.elements.map { $0.mapped { $0.applying(transform) } }
    }

    /// The line segments of the path, closing segments included (for collision boundaries).
    var segments: [(CGPoint, CGPoint)] {
        var result: [(CGPoint, CGPoint)] = []
        for (index, points) in subpaths.enumerated() {
            for i in 0..<max(0, points.count - 1) where points[i] != points[i + 1] {
                result.append((points[i], points[i + 1]))
            }
            if closed[index], points.count > 2, let first = points.first, let last = points.last, first != last {
                result.append((last, first))
            }
        }
        return result
    }

    /// Every point of the path (for convex bounding paths).
    var allPoints: [CGPoint] { subpaths.flatMap { $0 } }
}
