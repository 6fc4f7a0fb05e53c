// @scenario uidynamicanimator-guide-gravity
// @summary 重力行为 UIGravityBehavior: with the default direction (0, 1) (down) and magnitude 5 (重力大小, five times UIKit's standard 1000 points/s²), the view falls straight down, accelerating at 5000 points/s², and, with nothing to stop it, leaves the screen below its bottom edge.
// @ports d6c8dd9ecc949493 uidynamicanimator-guide/zh/uigravitybehavior/1

// The page's fragment runs in a view controller that has made `animator` (line 5) and has a `view` to move.
class ViewController: UIViewController {
    var animator: UIDynamicAnimator!
    let square = UIView(frame: CGRect(x: 150, y: 40, width: 50, height: 50))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(square)
        animator = UIDynamicAnimator(referenceView: self.view)
    }

    var gravity: UIGravityBehavior!

    func gravityDemo(_ view: UIView) {
        // Port of zh.txt:51-57, line by line.
        let gravity = UIGravityBehavior()
        // 重力矢量方向 默认为 (0,1)
        gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        // 重力大小
        gravity.magnitude = 5
        animator.addBehavior(gravity)
        gravity.addItem(view)
        self.gravity = gravity
    }
}

static func verify(_ expect: Expectations) {
    let probe = UIGravityBehavior()
    expect.that(probe.gravityDirection == CGVector(dx: 0, dy: 1), "the default gravity direction is (0, 1), as the comment says",
                detail: "\(probe.gravityDirection)")
    let controller = ViewController()
    Stage.show(controller)
    let square = controller.square
    let start = square.frame
    controller.gravityDemo(square)
    expect.near(controller.gravity.magnitude, 5, within: 1e-9, "the magnitude reads back as 5")
    let begin = Stage.now
    Stage.run(for: 0.2)
    let t = CGFloat(Stage.now - begin)
    let predicted = start.minY + 2500 * t * t
    // One tick of integration lag either way is tolerated.
    expect.near(square.frame.minY, predicted, within: 5000 * t / 60 + 2,
                "the view falls at 5000 points/s² (magnitude 5): about \(predicted - start.minY) points in \(t) s")
    expect.near(square.frame.minX, start.minX, within: 0.01, "the view falls straight down (direction (0, 1))")
    let gone = Stage.run(until: { square.frame.minY > controller.view.bounds.maxY }, limit: 2)
    expect.that(gone, "with nothing to stop it the view falls off the bottom of the screen",
                detail: "top \(square.frame.minY) at t = \(Stage.now - begin) s")
}
