// @scenario uidynamicanimator-guide-burst-demo
// @summary 效果演示 UIPushBehavior+UIGravityBehavior: a tap makes 32 small blue dots (10 points, round) at the tap point, each given an instantaneous push of magnitude 0.05 at its own angle (0, 0.2, …, 6.2 radians), so they burst out in every direction at the same speed (for a 10-point dot, 0.05 in Apple's push unit is 500 points/s); gravity of magnitude 10 (10000 points/s²) then pulls them all down and off the bottom of the screen. A second tap makes a second burst at its own point.
// @ports 44c4aab93fb08caa uidynamicanimator-guide/zh/uipushbehavior-uigravitybehavior/1

/// Port of zh.txt:123-161, line by line (`@selector(tap:)` written as the mechanical rewrite of `#selector(tap(_:))`).
class ViewController: UIViewController {
    var animator: UIDynamicAnimator!
    var gravity: UIGravityBehavior!

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view, typically from a nib.

        animator = UIDynamicAnimator(referenceView: self.view)

        let tap = UITapGestureRecognizer(target: self, action: Selector(Self.tap(_:)))
        self.view.addGestureRecognizer(tap)

        gravity = UIGravityBehavior()
        gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        gravity.magnitude = 10.0
        animator.addBehavior(gravity)
    }

    func tap(_ tap: UITapGestureRecognizer) {
        let point = tap.location(in: self.view)

        var i: CGFloat = 0
        while i < CGFloat.pi * 2 {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.center = point
            view.backgroundColor = UIColor.blue
            view.layer.cornerRadius = 5
            view.layer.masksToBounds = true
            self.view.addSubview(view)

            let push = UIPushBehavior(items: [view],
                                      mode: .instantaneous)
            push.active = true
            push.angle = i
            push.magnitude = 0.05
            animator.addBehavior(push)

            gravity.addItem(view)
            i = i + 0.2
        }
    }
}

/// Taps at `point` and checks the burst: 32 dots, flying out radially at one speed, then falling off the screen.
static func burst(_ expect: Expectations, _ controller: ViewController, _ user: SimulatedUser, at point: CGPoint, label: String) {
    let before = Set(controller.view.subviews.map(ObjectIdentifier.init))
    user.touchDown(at: point)
    Stage.run(for: 1.0 / 60.0)
    user.liftTouch()
    let dots = controller.view.subviews.filter { !before.contains(ObjectIdentifier($0)) }
    expect.that(dots.count == 32, "\(label): the tap makes 32 dots (angles 0 to 6.2 in steps of 0.2)", detail: "\(dots.count) dots")
    guard dots.count == 32 else { return }
    expect.that(dots.allSatisfy { $0.bounds.size == CGSize(width: 10, height: 10) && $0.layer.cornerRadius == 5 },
                "\(label): each dot is a round 10-point dot")
    let start = dots.map(\.center)
    expect.that(start.allSatisfy { hypot($0.x - point.x, $0.y - point.y) < 5 }, "\(label): the dots start at the tap point",
                detail: "first \(start[0]), tap \(point)")
    let begin = Stage.now
    Stage.run(for: 0.1)
    let t = CGFloat(Stage.now - begin)
    // Gravity acts vertically only, so the horizontal displacement shows the push: 500·cos(angle)·t.
    var worst: CGFloat = 0
    for (k, dot) in dots.enumerated() {
        let angle = CGFloat(k) * 0.2
        worst = max(worst, abs((dot.center.x - start[k].x) - 500 * cos(angle) * t))
    }
    expect.that(worst < 500 * t * 0.1, "\(label): each dot flies off along its own angle, all at 500 points/s (push 0.05 on a 10-point dot)",
                detail: "largest horizontal error \(worst) points after \(t) s")
    let spread = dots.map(\.center.x).max()! - dots.map(\.center.x).min()!
    expect.that(spread > 500 * t * 1.8, "\(label): the burst spreads out in every direction", detail: "horizontal spread \(spread) points")
    let bottom = controller.view.bounds.maxY
    let gone = Stage.run(until: { dots.allSatisfy { $0.frame.minY > bottom } }, limit: 2)
    expect.that(gone, "\(label): gravity (magnitude 10) pulls every dot down off the bottom of the screen",
                detail: "after \(Stage.now - begin) s, highest top \(dots.map(\.frame.minY).min()!)")
    expect.that(Stage.now - begin < 0.8, "\(label): quickly: 10000 points/s² clears the screen in well under a second",
                detail: "\(Stage.now - begin) s")
}

static func verify(_ expect: Expectations) {
    let controller = ViewController()
    let window = Stage.show(controller)
    let user = Stage.user(of: window)
    burst(expect, controller, user, at: CGPoint(x: 187, y: 300), label: "first tap")
    burst(expect, controller, user, at: CGPoint(x: 100, y: 450), label: "second tap")
}
