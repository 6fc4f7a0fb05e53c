import XCTest
@testable import HeadlessUIKit

/// The layer tree, geometry and properties of CALayer, against Apple's documentation.
final class CALayerTreeTests: AppModelTestCase {
    private func names(_ layer: CALayer) -> [String] { (layer.sublayers ?? []).map { $0.name ?? "?" } }

    private func named(_ name: String) -> CALayer {
        let layer = CALayer()
        layer.name = name
        return layer
    }

    func testSublayerInsertionRemovalAndReplacement() {
        let root = CALayer()
        XCTAssertNil(root.sublayers, "no sublayers is nil, as in Core Animation")
        let a = named("a"), b = named("b"), c = named("c"), d = named("d")
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 0)
        XCTAssertEqual(names(root), ["c", "a", "b"])
        root.insertSublayer(d, above: c)
        XCTAssertEqual(names(root), ["c", "d", "a", "b"])
        root.insertSublayer(d, below: b)
        XCTAssertEqual(names(root), ["c", "a", "d", "b"], "re-inserting moves the layer")
        let e = named("e")
        root.replaceSublayer(a, with: e)
        XCTAssertEqual(names(root), ["c", "e", "d", "b"])
        XCTAssertNil(a.superlayer)
        XCTAssertTrue(e.superlayer === root)
        let other = CALayer()
        other.addSublayer(d)
        XCTAssertEqual(names(root), ["c", "e", "b"], "adding elsewhere takes the layer out of its old superlayer")
        b.removeFromSuperlayer()
        XCTAssertEqual(names(root), ["c", "e"])
        root.insertSublayer(b, at: 99)
        XCTAssertEqual(names(root), ["c", "e", "b"])
    }

    func testAViewsLayerHoldsItsSubviewsLayersInOrderWithDirectSublayersAmongThem() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let first = UIView(), second = UIView()
        container.addSubview(first)
        let gradient = CAGradientLayer()
        container.layer.addSublayer(gradient)
        container.addSubview(second)
        XCTAssertEqual(
            container.layer.sublayers?.map(ObjectIdentifier.init),
            [first.layer, gradient, second.layer].map(ObjectIdentifier.init))
        XCTAssertTrue(first.layer.superlayer === container.layer)
        let background = CALayer()
        container.layer.insertSublayer(background, at: 0)
        XCTAssertTrue(container.layer.sublayers?.first === background, "insertSublayer(_:at: 0) goes behind the subviews")
        container.bringSubviewToFront(first)
        XCTAssertTrue(container.layer.sublayers?.last === first.layer)
        container.sendSubviewToBack(second)
        let order = container.layer.sublayers ?? []
        XCTAssertEqual(
            order.firstIndex { $0 === second.layer }.map { $0 + 1 }, order.firstIndex { $0 === first.layer },
            "behind the subview in front of it")
        XCTAssertTrue(order.first === background, "the layer inserted at 0 stays at the back")
        let third = UIView()
        container.insertSubview(third, belowSubview: first)
        let layers = container.layer.sublayers ?? []
        XCTAssertEqual(layers.firstIndex { $0 === third.layer }.map { $0 + 1 }, layers.firstIndex { $0 === first.layer })
        first.removeFromSuperview()
        XCTAssertNil(first.layer.superlayer)
        XCTAssertFalse(container.layer.sublayers?.contains { $0 === first.layer } ?? true)
        XCTAssertTrue(container.layer.delegate === container, "a view is its layer's delegate")
    }

    func testFreeLayerFrameFollowsBoundsPositionAnchorAndTransform() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(layer.position, CGPoint(x: 60, y: 45))
        XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        layer.anchorPoint = .zero
        XCTAssertEqual(layer.frame, CGRect(x: 60, y: 45, width: 100, height: 50), "the position stays, the frame moves")
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        XCTAssertEqual(layer.frame, CGRect(x: 60, y: 45, width: 200, height: 100), "scaled about the anchor point")
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(layer.frame.minX, -50 + 60 - 0, accuracy: 1e-9)
        XCTAssertEqual(layer.frame.width, 50, accuracy: 1e-9)
        XCTAssertEqual(layer.frame.height, 100, accuracy: 1e-9)
    }

    func testViewAndLayerTransformsStayConsistent() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        XCTAssertEqual(view.layer.transform, CATransform3DMakeScale(2, 3, 1))
        view.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        XCTAssertEqual(view.transform, CGAffineTransform(rotationAngle: .pi / 2))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let flip = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        view.layer.transform = flip
        XCTAssertEqual(view.layer.transform, flip, "the full 3D transform is kept")
        XCTAssertEqual(view.transform3D, flip)
        XCTAssertEqual(view.transform, CATransform3DGetAffineTransform(flip), "the view's transform is its affine part")
        view.transform = .identity
        XCTAssertEqual(view.layer.transform, CATransform3DIdentity, "a new view transform replaces the 3D one")
    }

    func testPointConversionBetweenLayers() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let child = CALayer()
        child.frame = CGRect(x: 100, y: 50, width: 100, height: 100)
        root.addSublayer(child)
        let grandchild = CALayer()
        grandchild.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        child.addSublayer(grandchild)
        XCTAssertEqual(grandchild.convert(CGPoint(x: 5, y: 5), to: root), CGPoint(x: 115, y: 65))
        XCTAssertEqual(root.convert(CGPoint(x: 115, y: 65), to: grandchild), CGPoint(x: 5, y: 5))
        XCTAssertEqual(grandchild.convert(CGPoint(x: 115, y: 65), from: nil), CGPoint(x: 5, y: 5))
        child.setAffineTransform(CGAffineTransform(rotationAngle: .pi))
        let turned = child.convert(CGPoint(x: 0, y: 0), to: root)
        XCTAssertEqual(turned.x, 200, accuracy: 1e-9, "a half turn about the centre puts the top left at the bottom right")
        XCTAssertEqual(turned.y, 150, accuracy: 1e-9)
        XCTAssertTrue(root.hitTest(CGPoint(x: 180, y: 130)) === grandchild)
        XCTAssertTrue(root.hitTest(CGPoint(x: 110, y: 60)) === child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 300, y: 300)) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 500, y: 0)))
    }

    func testPropertiesHaveAppleDefaultsAndKeyValueAccess() {
        let layer = CALayer()
        XCTAssertEqual(layer.opacity, 1)
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(layer.shadowRadius, 3)
        XCTAssertEqual(layer.shadowOpacity, 0)
        XCTAssertEqual(layer.contentsGravity, .resize)
        XCTAssertEqual(
            layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        XCTAssertEqual(layer.zPosition, 0)
        XCTAssertNil(layer.mask)
        layer.setValue(CGPoint(x: 3, y: 4), forKeyPath: "position")
        layer.setValue(7, forKeyPath: "position.x")
        XCTAssertEqual(layer.position, CGPoint(x: 7, y: 4))
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        XCTAssertEqual(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, .pi / 2, accuracy: 1e-12)
        layer.setValue(2, forKeyPath: "transform.scale")
        XCTAssertEqual(layer.value(forKeyPath: "transform.scale.x") as? CGFloat ?? 0, 2, accuracy: 1e-12)
        XCTAssertEqual(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, .pi / 2, accuracy: 1e-12)
        layer.setValue("hello", forKey: "customTag")
        XCTAssertEqual(layer.value(forKey: "customTag") as? String, "hello", "any key holds a value, as on Apple's layers")
        layer.setNeedsDisplay()
        XCTAssertTrue(layer.needsDisplay())
        layer.displayIfNeeded()
        XCTAssertFalse(layer.needsDisplay())
    }

    func testLayerClassChoosesTheBackingLayer() {
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let gradient = view.layer as? CAGradientLayer
        XCTAssertNotNil(gradient)
        gradient?.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        XCTAssertEqual(view.layer.bounds, view.bounds)
        XCTAssertNotNil(view.layer.presentation() as CALayer?)
        XCTAssertTrue(view.layer.presentation() is CAGradientLayer, "the presentation copy keeps the class")
    }

    func testImageContentsThroughCGImage() {
        UIImage.registerImage(named: "cat", size: CGSize(width: 120, height: 80), scale: 2)
        let layer = CALayer()
        layer.contents = UIImage(named: "cat")?.cgImage
        let image = layer.contents as? CGImage
        XCTAssertEqual(image?.width, 240, "pixels: points × scale")
        XCTAssertEqual(image?.height, 160)
        XCTAssertEqual(image.map { UIImage(cgImage: $0, scale: 2, orientation: .up).size }, CGSize(width: 120, height: 80))
        XCTAssertNil(UIImage().cgImage)
        layer.contentsGravity = .resizeAspect
        XCTAssertEqual(layer.contentsGravity.rawValue, "resizeAspect")
    }

    func testSublayerTransformAndZPositionInHitTesting() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)  // about the centre (100, 100)
        let child = CALayer()
        child.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
        root.addSublayer(child)
        XCTAssertEqual(child.convert(CGPoint(x: 20, y: 20), to: root), CGPoint(x: 140, y: 140))
        XCTAssertEqual(root.convert(CGPoint(x: 140, y: 140), to: child), CGPoint(x: 20, y: 20))
        XCTAssertTrue(root.hitTest(CGPoint(x: 130, y: 130)) === child, "the child shows scaled up")
        root.sublayerTransform = CATransform3DIdentity
        let back = CALayer(), front = CALayer()
        back.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        front.frame = back.frame
        front.zPosition = 1
        root.addSublayer(front)
        root.addSublayer(back)
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10)) === front, "a higher zPosition is in front whatever the order")
    }
}
