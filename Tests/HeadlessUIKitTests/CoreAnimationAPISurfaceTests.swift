import XCTest
import HeadlessUIKit

/// Core Animation as tutorial code spells it (Apple's names and argument labels), compiled against
/// the engine without `@testable`: if a spelling changes, this file stops compiling.
final class CoreAnimationAPISurfaceTests: XCTestCase {
    override func setUp() {
        super.setUp()
        SimulationClock.shared.reset()
    }

    final class Listener: NSObject, CAAnimationDelegate, CALayerDelegate {
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
        func layoutSublayers(of layer: CALayer) {}
    }

    /// A custom layer as tutorials write one.
    final class ProgressLayer: CALayer {
        var progress: CGFloat = 0

        override init() { super.init() }

        override init(layer: Any) {
            super.init(layer: layer)
            if let other = layer as? ProgressLayer { progress = other.progress }
        }

        required init?(coder: NSCoder) { super.init(coder: coder) }

        override class func needsDisplay(forKey key: String) -> Bool {
            key == "progress" || super.needsDisplay(forKey: key)
        }
    }

    func testSpellingsCompile() {
        let custom = ProgressLayer()
        custom.progress = 0.5
        XCTAssertEqual(ProgressLayer(layer: custom).progress, 0.5)
        XCTAssertTrue(ProgressLayer.needsDisplay(forKey: "progress"))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let listener = Listener()
        let gradient = CAGradientLayer()
        gradient.frame = view.bounds
        gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemPurple.cgColor]
        gradient.locations = [0.0, 1.0]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.type = .radial
        view.layer.insertSublayer(gradient, at: 0)

        let shape = CAShapeLayer()
        shape.path = UIBezierPath(ovalIn: view.bounds.insetBy(dx: 10, dy: 10)).cgPath
        shape.fillColor = UIColor.clear.cgColor
        shape.strokeColor = UIColor.systemBlue.cgColor
        shape.lineWidth = 8
        shape.lineCap = .round
        shape.lineJoin = .bevel
        shape.fillRule = .evenOdd
        shape.lineDashPattern = [8, 4]
        shape.strokeStart = 0
        shape.strokeEnd = 0.5
        view.layer.addSublayer(shape)

        let text = CATextLayer()
        text.string = "Hi"
        text.font = UIFont.boldSystemFont(ofSize: 12)
        text.fontSize = 18
        text.foregroundColor = UIColor.label.cgColor
        text.alignmentMode = .center
        text.isWrapped = true
        text.truncationMode = .end
        text.contentsScale = UIScreen.main.scale

        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        replicator.instanceDelay = 0.2
        replicator.instanceAlphaOffset = -0.2
        replicator.addSublayer(CALayer())

        let emitter = CAEmitterLayer()
        emitter.emitterShape = .rectangle
        emitter.emitterMode = .surface
        emitter.renderMode = .additive
        emitter.emitterSize = CGSize(width: 10, height: 10)
        let cell = CAEmitterCell()
        cell.contents = UIImage(systemName: "star")
        cell.color = UIColor.yellow.cgColor
        cell.scaleRange = 0.2
        cell.spin = 1
        emitter.emitterCells = [cell]

        let layer = view.layer
        layer.cornerRadius = 12
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.cornerCurve = .continuous
        layer.masksToBounds = true
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.3
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 4
        layer.shadowPath = UIBezierPath(roundedRect: layer.bounds, cornerRadius: 12).cgPath
        layer.zPosition = 1
        layer.mask = CALayer()
        layer.contents = nil
        layer.contentsGravity = .resizeAspectFill
        layer.name = "card"
        layer.shouldRasterize = true
        layer.rasterizationScale = UIScreen.main.scale
        layer.delegate = listener
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        layer.sublayerTransform = perspective
        layer.transform = CATransform3DRotate(perspective, .pi / 8, 0, 1, 0)
        _ = layer.affineTransform()
        layer.setAffineTransform(.identity)
        _ = CATransform3DIsIdentity(
            CATransform3DInvert(
                CATransform3DConcat(
                    CATransform3DMakeScale(1, 2, 1),
                    CATransform3DMakeTranslation(1, 2, 3))))
        _ = CATransform3DEqualToTransform(CATransform3DScale(CATransform3DIdentity, 2, 2, 1), CATransform3DIdentity)
        _ = CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(.identity))
        _ = CATransform3DIsAffine(CATransform3DTranslate(CATransform3DIdentity, 1, 1, 0))

        let basic = CABasicAnimation(keyPath: "position")
        basic.fromValue = NSValue(cgPoint: .zero)
        basic.toValue = NSValue(cgPoint: CGPoint(x: 10, y: 10))
        basic.duration = 0.3
        basic.beginTime = CACurrentMediaTime() + 0.1
        basic.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeOut)
        basic.fillMode = CAMediaTimingFillMode.both
        basic.isRemovedOnCompletion = false
        basic.repeatCount = Float.greatestFiniteMagnitude
        basic.autoreverses = true
        basic.isAdditive = false
        basic.delegate = listener
        shape.add(basic, forKey: "move")

        let keyframe = CAKeyframeAnimation(keyPath: "transform.scale")
        keyframe.values = [1.0, 1.2, 0.9, 1.0]
        keyframe.keyTimes = [0, 0.3, 0.6, 1]
        keyframe.timingFunctions = [CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.4, 1)]
        keyframe.calculationMode = .cubicPaced
        keyframe.rotationMode = .rotateAutoReverse
        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.damping = 8
        spring.initialVelocity = 2
        spring.duration = spring.settlingDuration
        let group = CAAnimationGroup()
        group.animations = [keyframe, spring]
        group.duration = 1
        layer.add(group, forKey: nil)
        let transition = CATransition()
        transition.type = CATransitionType.fade
        transition.subtype = .fromTop
        layer.add(transition, forKey: kCATransition)

        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
        CATransaction.setDisableActions(false)
        CATransaction.setCompletionBlock {}
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        shape.strokeEnd = 1
        CATransaction.commit()

        _ = layer.animationKeys()
        _ = layer.animation(forKey: "move")
        layer.removeAnimation(forKey: "move")
        layer.removeAllAnimations()
        _ = layer.presentation()?.frame
        _ = layer.model()
        _ = layer.convert(CGPoint.zero, to: shape)
        _ = layer.convert(CGRect.zero, from: nil)
        _ = layer.convertTime(CACurrentMediaTime(), from: nil)
        _ = layer.hitTest(.zero)
        shape.removeFromSuperlayer()
        layer.replaceSublayer(gradient, with: CALayer())
        layer.insertSublayer(shape, above: nil)
        layer.insertSublayer(text, below: shape)
        layer.actions = ["bounds": NSNull()]
        layer.setNeedsDisplay()
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        XCTAssertEqual(layer.name, "card")
    }
}
