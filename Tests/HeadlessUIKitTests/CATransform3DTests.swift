import XCTest
@testable import HeadlessUIKit

/// CATransform3D and its functions against Core Animation's documented conventions (row vectors,
/// `Concat(a, b)` = a then b, `Translate(t, …)` = translate · t).
final class CATransform3DTests: XCTestCase {
    private func assertEqual(
        _ a: CATransform3D, _ b: CATransform3D, accuracy: CGFloat = 1e-9,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for (x, y) in zip(a.entries, b.entries) { XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line) }
    }

    func testRotationAboutZHasTheAffineRotationsEntries() {
        let r = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        XCTAssertEqual(r.m11, cos(.pi / 6), accuracy: 1e-12)
        XCTAssertEqual(r.m12, sin(.pi / 6), accuracy: 1e-12)
        XCTAssertEqual(r.m21, -sin(.pi / 6), accuracy: 1e-12)
        XCTAssertEqual(r.m22, cos(.pi / 6), accuracy: 1e-12)
        XCTAssertEqual(r.m33, 1)
        XCTAssertEqual(r.m44, 1)
        let affine = CGAffineTransform(rotationAngle: .pi / 6)
        assertEqual(r, CATransform3DMakeAffineTransform(affine))
        XCTAssertTrue(CATransform3DIsAffine(r))
    }

    func testRotationAboutYAndXMoveTheThirdAxis() {
        let y = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        // (1, 0, 0) turns to (0, 0, −1) about +y (right-handed), as a row vector times M.
        XCTAssertEqual(y.m11, 0, accuracy: 1e-12)
        XCTAssertEqual(y.m13, -1, accuracy: 1e-12)
        XCTAssertEqual(y.m31, 1, accuracy: 1e-12)
        XCTAssertFalse(CATransform3DIsAffine(y))
        let x = CATransform3DMakeRotation(.pi / 2, 2, 0, 0)  // the axis is normalised
        XCTAssertEqual(x.m23, 1, accuracy: 1e-12)
        XCTAssertEqual(x.m32, -1, accuracy: 1e-12)
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)), "a zero axis gives the identity")
    }

    func testInvertTimesTheMatrixIsTheIdentity() {
        var m = CATransform3DMakeRotation(0.7, 1, 2, 3)
        m = CATransform3DScale(m, 2, 0.5, 3)
        m = CATransform3DTranslate(m, 10, -4, 7)
        m.m34 = -1.0 / 500
        assertEqual(CATransform3DConcat(CATransform3DInvert(m), m), CATransform3DIdentity, accuracy: 1e-9)
        assertEqual(CATransform3DConcat(m, CATransform3DInvert(m)), CATransform3DIdentity, accuracy: 1e-9)
        let singular = CATransform3DMakeScale(0, 1, 1)
        XCTAssertEqual(CATransform3DInvert(singular), singular, "no inverse: the matrix comes back unchanged")
    }

    func testConcatAppliesTheFirstThenTheSecond() {
        let scale = CATransform3DMakeScale(2, 2, 1), move = CATransform3DMakeTranslation(10, 0, 0)
        let p = CGPoint(x: 1, y: 1)
        XCTAssertEqual(CATransform3DConcat(scale, move).apply(to: p), CGPoint(x: 12, y: 2))
        XCTAssertEqual(CATransform3DConcat(move, scale).apply(to: p), CGPoint(x: 22, y: 2))
        // Translate(t, …) translates first, in t's coordinates: the same as CGAffineTransform.translatedBy.
        let translated = CATransform3DTranslate(scale, 10, 0, 0)
        XCTAssertEqual(translated.apply(to: p), p.applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)))
        XCTAssertEqual(CATransform3DGetAffineTransform(translated), CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0))
    }

    func testAffineBridgingAndEquality() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let m = CATransform3DMakeAffineTransform(t)
        XCTAssertEqual(CATransform3DGetAffineTransform(m), t)
        XCTAssertTrue(CATransform3DEqualToTransform(m, CATransform3DMakeAffineTransform(t)))
        XCTAssertFalse(CATransform3DIsIdentity(m))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        XCTAssertFalse(CATransform3DIsAffine(perspective))
        XCTAssertEqual(NSValue(caTransform3D: perspective).caTransform3DValue, perspective)
        XCTAssertEqual(NSValue(cgPoint: .zero).caTransform3DValue, CATransform3DIdentity, "another box gives the identity")
    }

    func testPerspectiveDividesByW() {
        var m = CATransform3DIdentity
        m.m14 = 0.01  // w = 1 + 0.01·x
        let p = m.apply(to: CGPoint(x: 100, y: 50))
        XCTAssertEqual(p.x, 50, accuracy: 1e-12)
        XCTAssertEqual(p.y, 25, accuracy: 1e-12)
    }

    func testNonAffineTransformsInterpolateThroughTheirRotation() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let start = perspective, end = CATransform3DRotate(perspective, .pi, 0, 1, 0)
        let half = TransformDecomposition.interpolate(start, end, 0.5)
        assertEqual(half, CATransform3DRotate(perspective, .pi / 2, 0, 1, 0), accuracy: 1e-9)
        let tilted = CATransform3DTranslate(CATransform3DScale(CATransform3DMakeRotation(0.6, 1, 1, 0), 2, 3, 1), 4, 5, 6)
        assertEqual(TransformDecomposition(tilted).transform, tilted, accuracy: 1e-9)
        assertEqual(TransformDecomposition.interpolate(tilted, tilted, 0.3), tilted, accuracy: 1e-9)
        let layer = CALayer()
        let flip = CABasicAnimation(keyPath: "transform")
        flip.fromValue = NSValue(caTransform3D: start)
        flip.toValue = NSValue(caTransform3D: end)
        flip.duration = 1
        layer.add(flip, forKey: nil)
        SimulationClock.shared.run(for: 0.5)
        XCTAssertEqual(layer.presentation()!.transform.m11, 0, accuracy: 1e-9, "edge-on at half time")
        XCTAssertEqual(abs(layer.presentation()!.transform.m13), 1, accuracy: 1e-9, "turned, not shrunk")
        SimulationClock.shared.reset()
    }
}
