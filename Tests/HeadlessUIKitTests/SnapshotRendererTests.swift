import XCTest
@testable import HeadlessUIKit

/// Snapshots read back as pixels: each test fails if the renderer drops the feature it names.
final class SnapshotRendererTests: AppModelTestCase {
    /// The straight RGBA of the pixel at (x, y) pixels.
    private func rgba(_ image: UIImage, _ x: Int, _ y: Int, file: StaticString = #filePath, line: UInt = #line) -> [Int] {
        guard let c = image.pixelColor(x: x, y: y) else {
            XCTFail("(\(x), \(y)) is outside the image", file: file, line: line)
            return []
        }
        return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
    }

    private func assertPixel(
        _ image: UIImage, _ x: Int, _ y: Int, _ expected: [Int], within tolerance: Int = 2,
        _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let found = rgba(image, x, y, file: file, line: line)
        guard found.count == 4 else { return }
        let close = zip(found, expected).allSatisfy { abs($0 - $1) <= tolerance }
        XCTAssertTrue(close, "\(message): \(found), expected \(expected) ± \(tolerance)", file: file, line: line)
    }

    private func root(_ width: CGFloat = 40, _ height: CGFloat = 40) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    func testBackgroundFillsTheFrameAndNothingOutsideIt() {
        let container = root()
        let red = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        red.backgroundColor = .red
        container.addSubview(red)
        let image = Snapshot.image(of: container, scale: 2)
        XCTAssertEqual(image.size, CGSize(width: 40, height: 40))
        XCTAssertEqual(image.scale, 2)
        assertPixel(image, 21, 21, [255, 0, 0, 255], within: 0, "inside the frame (point 10.5)")
        assertPixel(image, 39, 39, [255, 0, 0, 255], within: 0, "the frame's last pixel")
        assertPixel(image, 19, 21, [0, 0, 0, 0], within: 0, "left of the frame")
        assertPixel(image, 40, 21, [0, 0, 0, 0], within: 0, "right of the frame")
    }

    func testALabelsTextIsDrawnInItsColourCentredVertically() {
        let container = root(120, 40)
        container.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.text = "HHHH"
        label.font = .systemFont(ofSize: 20)
        label.textColor = .black
        container.addSubview(label)
        let image = Snapshot.image(of: container, scale: 1)
        var darkRows: [Int] = []
        for y in 0..<40 where (0..<120).contains(where: { rgba(image, $0, y)[0] < 100 }) { darkRows.append(y) }
        XCTAssertFalse(darkRows.isEmpty, "the glyphs darken pixels")
        // One 20-point line is about 24 points tall: centred in 40 points, the capitals sit well away from both edges.
        XCTAssertGreaterThanOrEqual(darkRows.first ?? 0, 8)
        XCTAssertLessThanOrEqual(darkRows.last ?? 40, 32)
        XCTAssertTrue((60..<120).allSatisfy { rgba(image, $0, 20)[0] > 200 }, "left-aligned: four letters end before the middle")
        label.text = nil
        XCTAssertEqual(
            Snapshot.image(of: container, scale: 1).pngData(),
            {
                let blank = root(120, 40)
                blank.backgroundColor = .white
                return Snapshot.image(of: blank, scale: 1).pngData()
            }(), "no text, no pixels")
    }

    func testHalfAlphaBlendsOverTheParentsBackground() {
        let container = root()
        container.backgroundColor = .white
        let blue = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        blue.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        blue.alpha = 0.5
        container.addSubview(blue)
        let image = Snapshot.image(of: container, scale: 1)
        assertPixel(image, 5, 5, [128, 128, 255, 255], within: 1, "half blue over white")
        assertPixel(image, 30, 30, [255, 255, 255, 255], within: 0, "white elsewhere")
    }

    func testRotatedViewCoversItsRotatedCornerNotItsFrameCorner() {
        let container = root(100, 100)
        let square = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        square.backgroundColor = .green
        square.transform = CGAffineTransform(rotationAngle: .pi / 4)
        container.addSubview(square)
        let image = Snapshot.image(of: container, scale: 1)
        // Rotated 45° about the centre (50, 50), the square's corners point up, down, left and right.
        assertPixel(image, 31, 31, [0, 0, 0, 0], within: 0, "the unrotated frame's corner is empty")
        assertPixel(image, 50, 25, [0, 255, 0, 255], within: 0, "the top corner now reaches above the old frame")
        assertPixel(image, 50, 50, [0, 255, 0, 255], within: 0, "the centre")
    }

    func testMasksToBoundsClipsAChild() {
        func snapshot(clipping: Bool) -> UIImage {
            let container = root()
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            parent.clipsToBounds = clipping
            let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            child.backgroundColor = .red
            parent.addSubview(child)
            container.addSubview(parent)
            return Snapshot.image(of: container, scale: 1)
        }
        assertPixel(
            snapshot(clipping: false), 25, 25, [255, 0, 0, 255], within: 0, "unclipped, the child shows outside its parent")
        assertPixel(snapshot(clipping: true), 25, 25, [0, 0, 0, 0], within: 0, "clipped away outside the parent")
        assertPixel(snapshot(clipping: true), 15, 15, [255, 0, 0, 255], within: 0, "kept inside the parent")
    }

    func testCornerRadiusLeavesTheCornerTransparent() {
        let container = root()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        card.backgroundColor = .blue
        card.layer.cornerRadius = 10
        card.layer.maskedCorners = [.layerMinXMinYCorner]
        container.addSubview(card)
        let image = Snapshot.image(of: container, scale: 2)
        assertPixel(image, 0, 0, [0, 0, 0, 0], within: 0, "the rounded top-left corner")
        assertPixel(image, 79, 0, [0, 0, 255, 255], within: 0, "the top-right corner is not masked")
        assertPixel(image, 40, 40, [0, 0, 255, 255], within: 0, "the middle")
    }

    func testBorderIsDrawnInsideTheBoundsAboveSublayers() {
        let container = root()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        box.backgroundColor = .white
        box.layer.borderWidth = 4
        box.layer.borderColor = UIColor.black.cgColor
        let child = UIView(frame: box.bounds)
        child.backgroundColor = .red
        box.addSubview(child)
        container.addSubview(box)
        let image = Snapshot.image(of: container, scale: 1)
        assertPixel(image, 1, 20, [0, 0, 0, 255], within: 0, "the border covers the child")
        assertPixel(image, 5, 20, [255, 0, 0, 255], within: 0, "inside the border")
    }

    func testMidAnimationSnapshotShowsThePresentationPosition() {
        let container = root(200, 20)
        let mover = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        mover.backgroundColor = .red
        container.addSubview(mover)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { mover.frame.origin.x = 180 })
        clock.run(for: 0.5)
        let image = Snapshot.image(of: container, scale: 1)
        XCTAssertEqual(mover.frame.origin.x, 180, "the model is already at the end")
        assertPixel(image, 100, 10, [255, 0, 0, 255], within: 0, "halfway, the view covers x 90…110")
        assertPixel(image, 190, 10, [0, 0, 0, 0], within: 0, "not yet at the model position")
        assertPixel(image, 5, 10, [0, 0, 0, 0], within: 0, "no longer at the start")
    }

    func testLayerAnimationShowsItsCurrentOpacity() {
        let container = root()
        container.backgroundColor = .black
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.backgroundColor = UIColor.white.cgColor
        container.layer.addSublayer(layer)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(fade, forKey: "fade")
        clock.run(for: 0.25)
        let image = Snapshot.image(of: container, scale: 1)
        let grey = rgba(image, 20, 20)[0]
        XCTAssertEqual(grey, 64, accuracy: 6, "a quarter of the way from black to white")
    }

    func testShapeLayerFillsItsPathWithTheFillRule() {
        let container = root()
        let shape = CAShapeLayer()
        shape.frame = container.bounds
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
        path.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        shape.path = path
        shape.fillColor = UIColor.red.cgColor
        shape.fillRule = .evenOdd
        container.layer.addSublayer(shape)
        let image = Snapshot.image(of: container, scale: 1)
        assertPixel(image, 5, 5, [255, 0, 0, 255], within: 0, "inside the outer rectangle")
        assertPixel(image, 20, 20, [0, 0, 0, 0], within: 0, "the even-odd hole")
        shape.fillRule = .nonZero
        assertPixel(Snapshot.image(of: container, scale: 1), 20, 20, [255, 0, 0, 255], within: 0, "non-zero fills the hole")
    }

    func testShapeLayerStrokeEndStopsTheStroke() {
        let container = root(100, 10)
        let shape = CAShapeLayer()
        shape.frame = container.bounds
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 5))
        path.addLine(to: CGPoint(x: 100, y: 5))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = UIColor.blue.cgColor
        shape.lineWidth = 4
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.strokeEnd = 0.5
        CATransaction.commit()
        container.layer.addSublayer(shape)
        let image = Snapshot.image(of: container, scale: 1)
        assertPixel(image, 25, 5, [0, 0, 255, 255], within: 0, "stroked before strokeEnd")
        assertPixel(image, 75, 5, [0, 0, 0, 0], within: 0, "not stroked after strokeEnd")
    }

    func testGradientLayerRunsFromStartColourToEndColour() {
        let container = root(100, 10)
        let gradient = CAGradientLayer()
        gradient.frame = container.bounds
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        container.layer.addSublayer(gradient)
        let image = Snapshot.image(of: container, scale: 1)
        assertPixel(image, 0, 5, [254, 0, 1, 255], within: 3, "red at the start")
        assertPixel(image, 99, 5, [1, 0, 254, 255], within: 3, "blue at the end")
        let middle = rgba(image, 50, 5)
        XCTAssertEqual(middle[0], 125, accuracy: 6, "halfway: half red")
        XCTAssertEqual(middle[2], 130, accuracy: 6, "halfway: half blue")
    }

    func testContentsImageIsDrawnWithItsGravity() {
        // A 2×1 image: left red, right green.
        let bitmap = PNGCodec.Bitmap(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 255, 0, 255])
        let container = root(40, 50)
        let layer = CALayer()
        layer.frame = container.bounds
        layer.contents = CGImage(width: 2, height: 1, bitmap: bitmap)
        layer.magnificationFilter = .nearest
        container.layer.addSublayer(layer)
        var image = Snapshot.image(of: container, scale: 1)
        assertPixel(image, 5, 10, [255, 0, 0, 255], within: 0, "resize: the left half is red")
        assertPixel(image, 35, 10, [0, 255, 0, 255], within: 0, "resize: the right half is green")
        layer.contentsGravity = .resizeAspect
        // Aspect fit of 2:1 into 40×40 leaves bands above and below.
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        image = Snapshot.image(of: container, scale: 1)
        assertPixel(image, 5, 5, [0, 0, 0, 0], within: 0, "resizeAspect leaves the band above empty")
        assertPixel(image, 5, 19, [255, 0, 0, 255], within: 0, "resizeAspect: the image in the middle band")
        // Centred in 40×41, the 2×1 image covers pixels x 19…20 of row 20 exactly.
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 41)
        layer.contentsGravity = .center
        image = Snapshot.image(of: container, scale: 1)
        assertPixel(image, 19, 20, [255, 0, 0, 255], within: 0, "center: the image's left pixel at the middle")
        assertPixel(image, 20, 20, [0, 255, 0, 255], within: 0, "center: its right pixel")
        assertPixel(image, 17, 20, [0, 0, 0, 0], within: 0, "center: nothing beside it")
    }

    func testImageViewDrawsItsImageAspectFilled() {
        let bitmap = PNGCodec.Bitmap(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 255, 0, 255])
        let container = root(20, 20)
        container.clipsToBounds = true
        let view = UIImageView(image: UIImage(bitmap: bitmap, scale: 1))
        view.frame = container.bounds
        view.contentMode = .scaleAspectFill
        view.layer.magnificationFilter = .nearest
        container.addSubview(view)
        let image = Snapshot.image(of: container, scale: 1)
        assertPixel(image, 2, 2, [255, 0, 0, 255], within: 0, "aspect fill covers the top too")
        assertPixel(image, 18, 18, [0, 255, 0, 255], within: 0, "the right half is green")
    }

    func testHiddenViewsAndZPositionOrder() {
        let container = root()
        let back = UIView(frame: container.bounds), front = UIView(frame: container.bounds),
            hidden = UIView(frame: container.bounds)
        back.backgroundColor = .red
        front.backgroundColor = .blue
        hidden.backgroundColor = .green
        hidden.isHidden = true
        container.addSubview(back)
        container.addSubview(front)
        container.addSubview(hidden)
        assertPixel(
            Snapshot.image(of: container, scale: 1), 5, 5, [0, 0, 255, 255], within: 0,
            "the later subview in front; hidden not drawn")
        back.layer.zPosition = 1
        assertPixel(
            Snapshot.image(of: container, scale: 1), 5, 5, [255, 0, 0, 255], within: 0, "a higher zPosition comes to the front")
    }

    func testAWindowNotYetShownIsStillDrawn() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let content = UIView(frame: window.bounds)
        content.backgroundColor = .red
        window.addSubview(content)
        XCTAssertTrue(window.isHidden, "a window is hidden until makeKeyAndVisible")
        assertPixel(Snapshot.image(of: window, scale: 1), 10, 10, [255, 0, 0, 255], within: 0, "drawn anyway")
    }

    func testTheSameSceneGivesTheSamePNGBytes() {
        func scene() -> Data? {
            let container = root(120, 80)
            container.backgroundColor = .white
            let card = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
            card.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.7)
            card.layer.cornerRadius = 8
            card.layer.borderWidth = 1.5
            card.transform = CGAffineTransform(rotationAngle: 0.3)
            container.addSubview(card)
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 70, y: 40, width: 40, height: 30)
            gradient.colors = [UIColor.orange.cgColor, UIColor.purple.cgColor]
            container.layer.addSublayer(gradient)
            return Snapshot.image(of: container, scale: 2).pngData()
        }
        let first = scene(), second = scene()
        XCTAssertNotNil(first)
        XCTAssertEqual(first, second, "identical scenes, identical bytes")
        XCTAssertGreaterThan(first?.count ?? 0, 100)
    }

    func testRGBAMatchesTheImagesPixels() {
        let container = root(3, 2)
        container.backgroundColor = .red
        let pixels = Snapshot.rgba(of: container, scale: 2)
        XCTAssertEqual(pixels.width, 6)
        XCTAssertEqual(pixels.height, 4)
        XCTAssertEqual(Array(pixels.rgba.prefix(4)), [255, 0, 0, 255])
        XCTAssertEqual(pixels.rgba, Snapshot.bitmap(of: container, scale: 2).rgba)
    }
}
