// @scenario uidynamicanimator-guide-snap
// @summary 吸引行为 UISnapBehavior: the view is pulled to the snap point (200, 300) with damping 0.9 (阻尼系数, a strongly damped spring) and comes to rest centred on it.
// @ports 2194bc2c9043430b uidynamicanimator-guide/zh/uisnapbehavior/1

// The page's fragment runs in a view controller that has made `animator` (line 5) and has a `view` to move.
class ViewController: UIViewController {
    var animator: UIDynamicAnimator!
    let square = UIView(frame: CGRect(x: 20, y: 40, width: 60, height: 60))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(square)
        animator = UIDynamicAnimator(referenceView: self.view)
    }

    func snapDemo(_ view: UIView) {
        // Port of zh.txt:43-47, line by line.
        // UISnapBehavior *snap = [[UISnapBehavior alloc] initWithItem:view snapToPoint:CGPointMake(200, 300)];
        let snap = UISnapBehavior(item: view,
                                  snapTo: CGPoint(x: 200, y: 300))
        snap.damping = 0.9 //阻尼系数
        animator.addBehavior(snap)
    }
}

static func verify(_ expect: Expectations) {
    let controller = ViewController()
    Stage.show(controller)
    let square = controller.square
    let start = square.center
    controller.snapDemo(square)
    let target = CGPoint(x: 200, y: 300)
    let startDistance = hypot(target.x - start.x, target.y - start.y)
    Stage.run(for: 0.1)
    let early = hypot(target.x - square.center.x, target.y - square.center.y)
    expect.that(early < startDistance - 5, "the view moves towards the snap point at once", detail: "distance \(startDistance) → \(early) in 0.1 s")
    let rested = Stage.runUntilPaused(controller.animator, limit: 10)
    expect.that(rested, "the view comes to rest (the animator pauses)", detail: "t = \(Stage.now) s")
    expect.near(square.center, target, within: 1, "the view ends centred on the snap point (200, 300)")
    expect.near(square.bounds.width, 60, within: 0.01, "the view keeps its size")
}
