import Foundation

/// A minimal path (UIKit's `UIBezierPath`): lines, rectangles and ovals, enough to describe collision
/// boundaries and bounding paths. Curves are stored as the polylines the physics uses.
open class UIBezierPath {
    /// Subpaths as point lists; `closed[i]` tells whether subpath i returns to its start.
    private(set) var subpaths: [[CGPoint]] = []
    private(set) var closed: [Bool] = []

    public init() {}

    public convenience init(rect: CGRect) {
        self.init()
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    /// The ellipse inscribed in `rect`, flattened to 32 segments.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
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
    }

    /// Adds a straight line from the current point (starting a subpath at `point` if there is none).
    open func addLine(to point: CGPoint) {
        if subpaths.isEmpty { move(to: point); return }
        subpaths[subpaths.count - 1].append(point)
    }

    /// Closes the current subpath with a line back to its first point.
    open func close() {
        guard !closed.isEmpty else { return }
        closed[closed.count - 1] = true
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
                   point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x {
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
