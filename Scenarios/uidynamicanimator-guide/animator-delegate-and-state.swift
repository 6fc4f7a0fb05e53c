// @scenario uidynamicanimator-guide-animator-delegate-and-state
// @summary 创建动画, 协议代理, 属性: an animator made with the view controller's view as reference view; its delegate (implementing the protocol's two optional methods) is told dynamicAnimatorDidPause when a falling view comes to rest on the floor, and dynamicAnimatorWillResume when a push sets the paused animator going again (then DidPause again); the two read-only properties read back: running (isRunning) is true while the view moves and false once it rests, elapsedTime (行为执行时间) grows with the simulated time the behaviours have run.
// @ports 550168741368ce35 uidynamicanimator-guide/zh/section-1/1 (creating the animator)
// @ports af15647f390e76e2 uidynamicanimator-guide/zh/section-2/1 (the delegate protocol: a delegate implementing both optional methods)
// @ports 2e10307e6e01581b uidynamicanimator-guide/zh/section-3/1 (the elapsedTime and running properties, read back)

/// Port of zh.txt:9-15: the protocol's two optional methods, implemented by a delegate that records them.
final class AnimatorWatcher: NSObject, UIDynamicAnimatorDelegate {
    var events: [(name: String, time: TimeInterval)] = []
    // - (void)dynamicAnimatorWillResume:(UIDynamicAnimator *)animator;
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append(("willResume", Stage.now)) }
    // - (void)dynamicAnimatorDidPause:(UIDynamicAnimator *)animator;
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append(("didPause", Stage.now)) }
}

class ViewController: UIViewController {
    var animator: UIDynamicAnimator!
    let watcher = AnimatorWatcher()
    let square = UIView(frame: CGRect(x: 150, y: 100, width: 50, height: 50))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(square)
        // Port of zh.txt:5.
        // UIDynamicAnimator *animator = [[UIDynamicAnimator alloc] initWithReferenceView:self.view];
        let animator = UIDynamicAnimator(referenceView: self.view)
        animator.delegate = watcher
        self.animator = animator
    }

    /// Port of zh.txt:19-22: the two read-only properties, read back.
    func state() -> (elapsed: TimeInterval, running: Bool) {
        // 行为执行时间: @property (nonatomic, readonly) NSTimeInterval elapsedTime;
        let elapsedTime: TimeInterval = animator.elapsedTime
        // 判断是否正在执行: @property (nonatomic, readonly, getter = isRunning) BOOL running;
        let running: Bool = animator.isRunning
        return (elapsedTime, running)
    }

    /// The driver's scene: the square falls and lands on the bottom edge.
    func drop() {
        let gravity = UIGravityBehavior(items: [square])
        let collision = UICollisionBehavior(items: [square])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
    }
}

static func verify(_ expect: Expectations) {
    let controller = ViewController()
    Stage.show(controller)
    expect.that(controller.animator.referenceView === controller.view, "the animator's reference view is the controller's view")
    let idle = controller.state()
    expect.that(!idle.running, "with no behaviour the animator is not running")
    expect.near(CGFloat(idle.elapsed), 0, within: 1e-9, "nothing has run yet: elapsedTime is 0")
    expect.that(controller.watcher.events.isEmpty, "the delegate has been told nothing yet")

    controller.drop()
    let droppedAt = Stage.now
    Stage.run(for: 0.25)
    let moving = controller.state()
    expect.that(moving.running, "while the view falls the animator is running (isRunning)")
    expect.near(CGFloat(moving.elapsed), 0.25, within: 1.5 / 60, "elapsedTime counts the time the behaviours have run (0.25 s)")
    let paused = Stage.run(until: { controller.watcher.events.contains { $0.name == "didPause" } }, limit: 10)
    expect.that(paused, "the delegate is told dynamicAnimatorDidPause when the view comes to rest",
                detail: "events \(controller.watcher.events.map(\.name)) at t = \(Stage.now)")
    expect.near(controller.square.frame.maxY, controller.view.bounds.maxY, within: 0.5, "the view rests on the bottom edge")
    let rested = controller.state()
    expect.that(!rested.running, "once the view rests the animator is not running")
    expect.that(rested.elapsed > moving.elapsed && rested.elapsed <= Stage.now - droppedAt + 1e-6,
                "elapsedTime has grown with the running time, and no further than the time passed",
                detail: "elapsed \(rested.elapsed), time since the drop \(Stage.now - droppedAt)")
    Stage.run(for: 1)
    expect.near(CGFloat(controller.state().elapsed), CGFloat(rested.elapsed), within: 1e-9, "a paused animator's elapsedTime stands still")
    expect.that(controller.watcher.events.map(\.name).last == "didPause" && controller.watcher.events.filter { $0.name == "didPause" }.count == 1,
                "the delegate is told of the pause once", detail: "\(controller.watcher.events.map(\.name))")

    // Something changes (a push up): the animator resumes, tells its delegate, and pauses again.
    let before = controller.watcher.events.count
    let push = UIPushBehavior(items: [controller.square], mode: .instantaneous)
    push.pushDirection = CGVector(dx: 0, dy: -3)
    controller.animator.addBehavior(push)
    Stage.run(for: 0.1)
    let after = controller.watcher.events.dropFirst(before).map(\.name)
    expect.that(after.first == "willResume", "pushed, the paused animator resumes and tells its delegate dynamicAnimatorWillResume",
                detail: "new events \(after)")
    expect.that(controller.state().running, "running again after the push (isRunning)")
    let pausedAgain = Stage.run(until: { controller.watcher.events.dropFirst(before).contains { $0.name == "didPause" } }, limit: 10)
    expect.that(pausedAgain && !controller.state().running, "it comes to rest again: dynamicAnimatorDidPause, not running",
                detail: "new events \(controller.watcher.events.dropFirst(before).map(\.name))")
    expect.that(controller.state().elapsed > rested.elapsed + 0.1, "elapsedTime counts the new run too",
                detail: "\(rested.elapsed) → \(controller.state().elapsed)")
}
