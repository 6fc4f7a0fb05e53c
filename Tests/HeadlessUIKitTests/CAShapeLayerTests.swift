import XCTest
@testable import HeadlessUIKit

/// CGPath and the layer subclasses: shape, gradient, text, replicator and emitter layers.
final class CAShapeLayerTests: AppModelTestCase {
    func testMutablePathElementsBoundingBoxesAndContainment() {
        let path = CGMutablePath()
        XCTAssertTrue(path.isEmpty)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 100), control1: CGPoint(x: 200, y: 0), control2: CGPoint(x: 200, y: 100))
        path.closeSubpath()
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 200, height: 100), "control points count")
        XCTAssertEqual(path.boundingBoxOfPath.maxX, 175, accuracy: 0.5, "the curve itself reaches x = 175 (t = 0.5)")
        XCTAssertEqual(path.currentPoint, CGPoint(x: 0, y: 0), "closing returns to the start")
        XCTAssertTrue(path.contains(CGPoint(x: 150, y: 50)))
        XCTAssertFalse(path.contains(CGPoint(x: 190, y: 50)))

        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
        XCTAssertEqual(ellipse.boundingBoxOfPath.width, 100, accuracy: 0.01)
        XCTAssertEqual(ellipse.boundingBoxOfPath.height, 50, accuracy: 0.01)
        XCTAssertTrue(ellipse.contains(CGPoint(x: 50, y: 25)))
        XCTAssertFalse(ellipse.contains(CGPoint(x: 3, y: 3)))
        let rings = CGMutablePath()
        rings.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        rings.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        XCTAssertTrue(rings.contains(CGPoint(x: 50, y: 50), using: .winding))
        XCTAssertFalse(rings.contains(CGPoint(x: 50, y: 50), using: .evenOdd), "even-odd makes a hole")
        var shift = CGAffineTransform(translationX: 10, y: 0)
        XCTAssertEqual(CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: &shift).boundingBox.minX, 10)
    }

    func testBezierPathsCGPathKeepsCurvesExact() {
        let circle = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 50, startAngle: 0, endAngle: .pi, clockwise: true)
        // Clockwise on screen (y down) from angle 0 to π passes through the bottom (y = 100).
        XCTAssertEqual(circle.cgPath.boundingBoxOfPath.maxY, 100, accuracy: 0.01)
        XCTAssertEqual(circle.cgPath.boundingBoxOfPath.minY, 50, accuracy: 0.01)
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 10)
        XCTAssertEqual(rounded.cgPath.boundingBox.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(rounded.cgPath.boundingBox.width, 100, accuracy: 1e-9)
        XCTAssertEqual(rounded.cgPath.boundingBox.height, 40, accuracy: 1e-9)
        XCTAssertTrue(rounded.contains(CGPoint(x: 50, y: 20)))
        let wave = UIBezierPath()
        wave.move(to: .zero)
        wave.addQuadCurve(to: CGPoint(x: 100, y: 0), controlPoint: CGPoint(x: 50, y: 100))
        XCTAssertEqual(wave.bounds.maxY, 50, accuracy: 0.5, "the polylines follow the curve")
        XCTAssertEqual(wave.cgPath.boundingBox.maxY, 100, "the CGPath keeps the control point")
        XCTAssertEqual(UIBezierPath(cgPath: wave.cgPath).cgPath, wave.cgPath)
    }

    func testShapeLayerDefaultsAndStrokedLength() {
        let shape = CAShapeLayer()
        XCTAssertEqual(shape.fillColor, CGColor(gray: 0, alpha: 1))
        XCTAssertNil(shape.strokeColor)
        XCTAssertEqual(shape.lineWidth, 1)
        XCTAssertEqual(shape.lineCap, .butt)
        XCTAssertEqual(shape.lineJoin, .miter)
        XCTAssertEqual(shape.fillRule, .nonZero)
        XCTAssertEqual(shape.miterLimit, 10)
        XCTAssertEqual(shape.strokeEnd, 1)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 20), transform: nil)
        XCTAssertEqual(shape.strokedLength, 100, accuracy: 1e-9)
        shape.strokeStart = 0.25
        shape.strokeEnd = 0.75
        XCTAssertEqual(shape.strokedLength, 50, accuracy: 1e-9)
        shape.lineDashPattern = [4, 2]
        XCTAssertEqual(shape.lineDashPattern, [4, 2])
    }

    func testPathMorphInterpolatesMatchingPaths() {
        let shape = CAShapeLayer()
        let small = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        let large = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30)).cgPath
        shape.path = small
        let morph = CABasicAnimation(keyPath: "path")
        morph.toValue = large
        morph.duration = 1
        shape.add(morph, forKey: nil)
        clock.run(for: 0.5)
        XCTAssertEqual(shape.presentation()?.path?.boundingBox.width ?? 0, 20, accuracy: 1e-9)
        XCTAssertEqual(shape.presentation()?.path?.boundingBox.height ?? 0, 20, accuracy: 1e-9)
    }

    func testGradientLayerDefaultsAndColourAtAFraction() {
        let gradient = CAGradientLayer()
        XCTAssertEqual(gradient.startPoint, CGPoint(x: 0.5, y: 0))
        XCTAssertEqual(gradient.endPoint, CGPoint(x: 0.5, y: 1))
        XCTAssertEqual(gradient.type, .axial)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let middle = gradient.color(atFraction: 0.5)?.components ?? []
        XCTAssertEqual(middle, [0.5, 0, 0.5, 1])
        gradient.locations = [0, 0.25]
        XCTAssertEqual(gradient.color(atFraction: 0.5)?.components ?? [], [0, 0, 1, 1], "past the last stop: the last colour")
        let change = CABasicAnimation(keyPath: "colors")
        change.toValue = [UIColor.white.cgColor, UIColor.black.cgColor]
        change.duration = 1
        gradient.add(change, forKey: nil)
        clock.run(for: 0.5)
        let first = (gradient.presentation()?.colors?.first as? CGColor)?.components ?? []
        for (got, want) in zip(first, [1, 0.5, 0.5, 1] as [CGFloat]) {
            XCTAssertEqual(got, want, accuracy: 1e-9, "colours blend component by component")
        }
        XCTAssertEqual(first.count, 4)
    }

    func testReplicatorTextAndEmitterLayersStoreWhatSampleCodeSets() {
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 5
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.instanceDelay = 0.1
        XCTAssertEqual(replicator.instanceTransform(ofCopy: 3).m41, 60)
        XCTAssertEqual(replicator.instanceColor, CGColor(gray: 1, alpha: 1))

        let text = CATextLayer()
        XCTAssertEqual(text.fontSize, 36)
        XCTAssertEqual(text.foregroundColor, CGColor(gray: 1, alpha: 1))
        XCTAssertFalse(text.isWrapped)
        XCTAssertEqual(text.alignmentMode, .natural)
        text.string = "Hello"
        text.alignmentMode = .center
        XCTAssertEqual(text.value(forKey: "string") as? String, "Hello")

        let emitter = CAEmitterLayer()
        let cell = CAEmitterCell()
        cell.birthRate = 20
        cell.lifetime = 5
        cell.velocity = 100
        cell.emissionRange = .pi
        emitter.emitterCells = [cell]
        emitter.emitterShape = .line
        emitter.emitterPosition = CGPoint(x: 100, y: 0)
        XCTAssertEqual(emitter.birthRate, 1)
        XCTAssertEqual(emitter.emitterMode, .volume)
        XCTAssertEqual(emitter.emitterCells?.first?.birthRate, 20)
        XCTAssertNil(emitter.sublayers, "no particles are made")
    }
}
