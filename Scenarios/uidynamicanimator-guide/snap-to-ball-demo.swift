// @scenario uidynamicanimator-guide-snap-to-ball-demo
// @summary 效果演示 UIDynamicItemBehavior+UICollisionBehavior+UISnapBehavior: a red ball (30 points) sits 100 points below the centre; each tap makes a blue ball (20 points) at the tap point that a loose snap (damping 0.1) pulls towards the red ball's centre; both balls collide (边界刚体碰撞: the screen's edges too), so the blue ball strikes the red one and knocks it away instead of passing through; after one second (dispatch_after) the snap is removed and the blue ball is pulled no more. Everything stays inside the screen.
// @ports 8a986ca97d98e1b1 uidynamicanimator-guide/zh/uidynamicitembehavior-uicollisionbehavior-uisnapbehavior/1

/// Port of zh.txt:167-220, line by line (`@selector(tap:)` written as the mechanical rewrite of
/// `#selector(tap(_:))`; `dispatch_after` on the main queue as `DispatchQueue.main.asyncAfter`).
class ViewController: UIViewController {
    var animator: UIDynamicAnimator!
    var dynamic: UIDynamicItemBehavior!
    var collision: UICollisionBehavior!
    var red: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view, typically from a nib.

        animator = UIDynamicAnimator(referenceView: self.view)

        dynamic = UIDynamicItemBehavior()
        dynamic.elasticity = 0.7 // 弹力系数
        animator.addBehavior(dynamic)

        collision = UICollisionBehavior()
        collision.translatesReferenceBoundsIntoBoundary = true // 边界刚体碰撞
        animator.addBehavior(collision)

        let width: CGFloat = self.view.frame.size.width
        let height: CGFloat = self.view.frame.size.height

        red = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        red.center = CGPoint(x: width / 2, y: height / 2 + 100)
        red.backgroundColor = UIColor.red
        red.layer.cornerRadius = 15.0
        red.layer.masksToBounds = true
        self.view.addSubview(red)

        collision.addItem(red)

        let tap = UITapGestureRecognizer(target: self, action: Selector(Self.tap(_:)))
        self.view.addGestureRecognizer(tap)
    }

    func tap(_ tap: UITapGestureRecognizer) {
        let point = tap.location(in: self.view)

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.center = point
        view.backgroundColor = UIColor.blue
        view.layer.cornerRadius = 10.0
        view.layer.masksToBounds = true
        self.view.addSubview(view)

        collision.addItem(view)

        let snap = UISnapBehavior(item: view,
                                  snapTo: red.center)
        snap.damping = 0.1
        animator.addBehavior(snap)

        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) {
            self.animator.removeBehavior(snap)
        }
    }
}

static func snaps(_ controller: ViewController) -> Int {
    controller.animator.behaviors.filter { $0 is UISnapBehavior }.count
}

/// Taps at `point` and follows the new blue ball for 1.5 s.
static func shoot(_ expect: Expectations, _ controller: ViewController, _ user: SimulatedUser, at point: CGPoint, label: String) {
    let red = controller.red!
    let before = Set(controller.view.subviews.map(ObjectIdentifier.init))
    user.touchDown(at: point)
    Stage.run(for: 1.0 / 60.0)
    user.liftTouch()
    let tappedAt = Stage.now
    let added = controller.view.subviews.filter { !before.contains(ObjectIdentifier($0)) }
    expect.that(added.count == 1, "\(label): the tap makes one blue ball", detail: "\(added.count) views added")
    guard let blue = added.first else { return }
    expect.near(blue.center, point, within: 1, "\(label): the blue ball appears at the tap point")
    expect.near(blue.bounds.width, 20, within: 0.01, "\(label): the blue ball is 20 points")
    expect.that(snaps(controller) == 1, "\(label): a snap behaviour pulls it", detail: "\(snaps(controller)) snaps")
    let target = red.center
    let redStart = red.center
    let startGap = hypot(blue.center.x - target.x, blue.center.y - target.y)
    var closest = CGFloat.greatestFiniteMagnitude
    var deepest: CGFloat = 0
    var snapAt09 = -1, snapAt11 = -1
    let bounds = controller.view.bounds
    var outside: (excess: CGFloat, what: String) = (0, "")
    Stage.run(until: {
        let gap = hypot(blue.center.x - red.center.x, blue.center.y - red.center.y)
        closest = min(closest, gap)
        deepest = max(deepest, 25 - gap)
        let elapsed = Stage.now - tappedAt
        if snapAt09 < 0 && elapsed >= 0.9 { snapAt09 = snaps(controller) }
        if snapAt11 < 0 && elapsed >= 1.1 { snapAt11 = snaps(controller) }
        for (name, ball) in [("blue", blue), ("red", red)] {
            let f = ball.frame
            // The centre: a ball that tunnelled out would leave it outside.
            let c = ball.center
            let excess = max(-c.x, c.x - bounds.maxX, -c.y, c.y - bounds.maxY)
            if excess > outside.excess { outside = (excess, "\(name) frame \(f) at \(Stage.now - tappedAt) s") }
        }
        return elapsed >= 1.5
    }, limit: 2)
    expect.that(closest < startGap * 0.5 && closest < 35, "\(label): the blue ball is pulled to the red ball's centre and reaches the red ball",
                detail: "gap \(startGap) → closest \(closest)")
    // Passing through would bring the centres together (the snap point is the red ball's centre); the
    // engine's contacts let a ball arriving at thousands of points/s sink in by a few points for a frame.
    expect.that(deepest < 5, "\(label): the balls collide instead of passing through each other (centres never closer than 20 points; touching is 25)",
                detail: "deepest overlap \(deepest) points")
    expect.that(hypot(blue.center.x - red.center.x, blue.center.y - red.center.y) >= 25 - 0.5,
                "\(label): 1.5 s after the tap the balls do not overlap", detail: "centres \(hypot(blue.center.x - red.center.x, blue.center.y - red.center.y)) apart")
    let knocked = hypot(red.center.x - redStart.x, red.center.y - redStart.y)
    expect.that(knocked > 3, "\(label): the blue ball knocks the red ball away from where it was", detail: "red moved \(knocked) points")
    expect.that(snapAt09 == 1 && snapAt11 == 0, "\(label): the snap is removed after one second (dispatch_after 1.0 s)",
                detail: "snaps at 0.9 s: \(snapAt09), at 1.1 s: \(snapAt11)")
    expect.that(outside.excess <= 0, "\(label): no ball ever escapes the screen (the boundary): their centres stay inside",
                detail: "largest excursion of a centre \(outside.excess) points: \(outside.what)")
    for (name, ball) in [("blue", blue), ("red", red)] {
        let f = ball.frame
        expect.that(f.minX >= -1 && f.maxX <= bounds.maxX + 1 && f.minY >= -1 && f.maxY <= bounds.maxY + 1,
                    "\(label): 1.5 s after the tap the \(name) ball is inside the screen", detail: "frame \(f)")
    }
}

static func verify(_ expect: Expectations) {
    let controller = ViewController()
    let window = Stage.show(controller)
    let user = Stage.user(of: window)
    let view = controller.view!
    expect.near(controller.red.center, CGPoint(x: view.bounds.width / 2, y: view.bounds.height / 2 + 100), within: 0.01,
                "the red ball sits 100 points below the centre")
    expect.near(controller.red.bounds.width, 30, within: 0.01, "the red ball is 30 points")
    shoot(expect, controller, user, at: CGPoint(x: 80, y: 150), label: "first tap")
    shoot(expect, controller, user, at: CGPoint(x: 320, y: 600), label: "second tap")
}
