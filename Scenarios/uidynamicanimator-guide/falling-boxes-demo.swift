// @scenario uidynamicanimator-guide-falling-boxes-demo
// @summary 效果演示 UIDynamicItemBehavior+UIGravityBehavior+UICollisionBehavior: every touch drops a new green, blue-bordered square (20 to 39 points, at a random x, 10 points from the top); gravity pulls each down, the boundary (边界刚体碰撞) stops it at the bottom, elasticity 0.7 (弹力系数) makes it bounce before it settles, and the squares pile up at the bottom of the screen, all inside it (with no friction set they may keep sliding sideways).
// @ports 97b7435c6063b1cd uidynamicanimator-guide/zh/uidynamicitembehavior-uigravitybehavior-uicollisionbehavior/1

/// `arc4random()` for the port: a fixed-seed generator (xorshift) in place of the system's, so that
/// every run drops the same squares and the scenario stays deterministic.
static var randomState: UInt64 = 0x9E37_79B9_7F4A_7C15
static func arc4random() -> UInt32 {
    randomState ^= randomState << 13
    randomState ^= randomState >> 7
    randomState ^= randomState << 17
    return UInt32(truncatingIfNeeded: randomState >> 16)
}

/// Port of zh.txt:81-119, line by line (the instance variables the page's class declares come first).
class ViewController: UIViewController {
    var animator: UIDynamicAnimator!
    var dynamic: UIDynamicItemBehavior!
    var gravity: UIGravityBehavior!
    var collision: UICollisionBehavior!

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view, typically from a nib.

        animator = UIDynamicAnimator(referenceView: self.view)

        dynamic = UIDynamicItemBehavior()
        dynamic.elasticity = 0.7 // 弹力系数
        animator.addBehavior(dynamic)

        gravity = UIGravityBehavior()
        gravity.gravityDirection = CGVector(dx: 0, dy: 1) // 重力矢量方向
        animator.addBehavior(gravity)

        collision = UICollisionBehavior()
        collision.translatesReferenceBoundsIntoBoundary = true // 边界刚体碰撞
        animator.addBehavior(collision)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let width: CGFloat = self.view.frame.size.width

        let x = Int32(bitPattern: arc4random() % UInt32(Int32(width)))
        let z = Int32(bitPattern: arc4random() % 20)

        let view = UIView(frame: CGRect(x: CGFloat(x), y: 10, width: CGFloat(20 + z), height: CGFloat(20 + z)))
        view.backgroundColor = UIColor.green
        view.layer.borderColor = UIColor.blue.cgColor
        view.layer.borderWidth = 1.0
        view.layer.masksToBounds = true
        self.view.addSubview(view)


        dynamic.addItem(view)
        gravity.addItem(view)
        collision.addItem(view)
    }
}

static func verify(_ expect: Expectations) {
    let controller = ViewController()
    let window = Stage.show(controller)
    let user = Stage.user(of: window)
    let bounds = controller.view.bounds
    let touches: [CGPoint] = [CGPoint(x: 60, y: 200), CGPoint(x: 300, y: 120), CGPoint(x: 180, y: 400), CGPoint(x: 90, y: 500),
                              CGPoint(x: 250, y: 260), CGPoint(x: 200, y: 80), CGPoint(x: 40, y: 330), CGPoint(x: 330, y: 450)]
    var boxes: [UIView] = []
    var firstBounce: CGFloat = 0
    for (index, point) in touches.enumerated() {
        let before = Set(controller.view.subviews.map(ObjectIdentifier.init))
        user.tap(at: point)
        let added = controller.view.subviews.filter { !before.contains(ObjectIdentifier($0)) }
        expect.that(added.count == 1, "touch \(index + 1) adds one square", detail: "added \(added.count)")
        guard let box = added.first else { continue }
        boxes.append(box)
        let side = box.bounds.width
        expect.that(side >= 20 && side < 40 && box.bounds.height == side, "touch \(index + 1): the square is 20 to 39 points",
                    detail: "\(box.bounds.size)")
        expect.that(box.backgroundColor == .green && box.layer.borderWidth == 1, "touch \(index + 1): green with a 1-point border")
        if index == 0 {
            // The first square: it falls, hits the floor and bounces back up (elasticity 0.7).
            var landed = false, lowestTop = CGFloat(0), peakAfter = CGFloat.greatestFiniteMagnitude
            Stage.run(until: {
                if !landed { landed = box.frame.maxY >= bounds.maxY - 1; lowestTop = box.frame.minY; return false }
                lowestTop = max(lowestTop, box.frame.minY)
                peakAfter = min(peakAfter, box.frame.minY)
                return false
            }, limit: 1.6)
            firstBounce = lowestTop - peakAfter
            expect.that(landed, "the first square falls to the bottom edge")
            expect.that(firstBounce > 50, "elasticity 0.7: it bounces back up off the floor", detail: "rose \(firstBounce) points after landing")
        } else {
            Stage.run(for: 0.4)
        }
    }
    // The page sets no friction and UIKit's default item friction is 0, so squares knocked sideways keep
    // sliding (and bouncing off the walls and each other at elasticity 0.7): the page promises no rest,
    // only that they fall, bounce and stay inside the boundary. Let 15 s pass and look at where they are.
    Stage.run(for: 15)
    expect.that(boxes.count == touches.count, "one square per touch", detail: "\(boxes.count)")
    for (index, box) in boxes.enumerated() {
        let f = box.frame
        expect.that(f.minX >= -1 && f.maxX <= bounds.maxX + 1 && f.minY >= -1 && f.maxY <= bounds.maxY + 1,
                    "square \(index + 1) ends inside the screen (the boundary)", detail: "frame \(f)")
        expect.that(f.maxY > bounds.maxY - 130, "square \(index + 1) ends at the bottom of the screen (on the floor or the pile)",
                    detail: "frame \(f)")
    }
    let onFloor = boxes.filter { $0.frame.maxY > bounds.maxY - 2 }.count
    expect.that(onFloor >= boxes.count / 2, "most squares lie on the floor", detail: "\(onFloor) of \(boxes.count)")
}
