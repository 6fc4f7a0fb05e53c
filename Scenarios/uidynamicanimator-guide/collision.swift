// @scenario uidynamicanimator-guide-collision
// @summary 碰撞行为 UICollisionBehavior: with translatesReferenceBoundsIntoBoundary (边界刚体碰撞, the reference view's bounds become a rigid boundary), a view pulled by gravity stops on the bottom edge instead of leaving the screen, inside the screen.
// @ports 7cdc4017d0afa05b uidynamicanimator-guide/zh/uicollisionbehavior/1

// The page's fragment runs in a view controller that has made `animator` (line 5) and has a `view`;
// the context adds standard gravity (the page's previous demo) so that there is something to stop.
class ViewController: UIViewController {
    var animator: UIDynamicAnimator!
    let square = UIView(frame: CGRect(x: 150, y: 40, width: 50, height: 50))
    let gravity = UIGravityBehavior()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(square)
        animator = UIDynamicAnimator(referenceView: self.view)
        animator.addBehavior(gravity)
        gravity.addItem(square)
    }

    func collisionDemo(_ view: UIView) {
        // Port of zh.txt:61-65, line by line.
        let collision = UICollisionBehavior()
        // 边界刚体碰撞
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        collision.addItem(view)
    }
}

static func verify(_ expect: Expectations) {
    let controller = ViewController()
    Stage.show(controller)
    let square = controller.square
    controller.collisionDemo(square)
    let bounds = controller.view.bounds
    var lowest: CGFloat = 0
    let rested = Stage.run(until: {
        lowest = max(lowest, square.frame.maxY)
        return !controller.animator.isRunning
    }, limit: 10)
    expect.that(rested, "the view comes to rest (the animator pauses)", detail: "t = \(Stage.now) s")
    expect.near(square.frame.maxY, bounds.maxY, within: 0.5, "the view stops on the bottom edge (the boundary)")
    expect.that(lowest <= bounds.maxY + 1, "it never goes through the boundary", detail: "lowest bottom \(lowest), edge \(bounds.maxY)")

    expect.that(square.frame.minX >= bounds.minX - 0.5 && square.frame.maxX <= bounds.maxX + 0.5 && square.frame.minY >= -0.5,
                "the view is inside the screen", detail: "frame \(square.frame)")
}

