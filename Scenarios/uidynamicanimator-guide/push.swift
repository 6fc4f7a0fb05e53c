// @scenario uidynamicanimator-guide-push
// @summary 作用力行为 UIPushBehavior: an instantaneous push (瞬间作用力) in direction (1, 0) sets the view moving to the right at once; it keeps a constant speed (no gravity, no resistance), does not move vertically, and the push turns itself off once applied. Per Apple's definition of the push unit (magnitude 1 on a 100×100 view of density 1 gives 100 points/s²), the instantaneous push gives that view 100 points/s.
// @ports 2077c28a40a83b3a uidynamicanimator-guide/zh/uipushbehavior/1

// The page's fragment runs in a view controller that has made `animator` (line 5) and has a `view` to move.
class ViewController: UIViewController {
    var animator: UIDynamicAnimator!
    let square = UIView(frame: CGRect(x: 20, y: 200, width: 100, height: 100))
    var push: UIPushBehavior!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(square)
        animator = UIDynamicAnimator(referenceView: self.view)
    }

    func pushDemo(_ view: UIView) {
        // Port of zh.txt:69-75, line by line.
        let push = UIPushBehavior(items: [view],
                                  mode: .instantaneous)
        //    UIPushBehaviorModeContinuous 持续作用力
        //    UIPushBehaviorModeInstantaneous 瞬间作用力
        push.active = true
        push.pushDirection = CGVector(dx: 1, dy: 0)
        animator.addBehavior(push)
        self.push = push
    }
}

static func verify(_ expect: Expectations) {
    let controller = ViewController()
    Stage.show(controller)
    let square = controller.square
    let start = square.center
    controller.pushDemo(square)
    Stage.run(for: 0.1)
    let first = square.center
    expect.that(first.x > start.x + 1, "the push moves the view to the right at once", detail: "x \(start.x) → \(first.x) in 0.1 s")
    expect.near(first.y, start.y, within: 0.01, "the view does not move vertically (direction (1, 0))")
    expect.that(controller.push.active == false, "an instantaneous push turns itself off once applied")
    Stage.run(for: 0.5)
    let second = square.center
    let speedEarly = (first.x - start.x) / 0.1
    let speed = (second.x - first.x) / 0.5
    expect.near(speed, 100, within: 10, "the 100×100 view moves at about 100 points/s (Apple's push unit)")
    expect.near(speed, speedEarly, within: speed * 0.15 + 1, "it keeps a constant speed: one push, no resistance, no gravity")
    expect.near(second.y, start.y, within: 0.01, "it still moves horizontally only")
}
