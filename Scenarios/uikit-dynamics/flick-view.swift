// @scenario uikit-dynamics-flick-view
// @summary The orange view starts centred; dragged by its centre it follows the finger (an attachment to the touch location); flicked, it leaves in the direction of the flick (the push along the release velocity), then gravity pulls it down and it rests on the bottom edge inside the screen. Two flicks: up and to the right from the centre, then up and to the left from where it rested.
// @covers f9fdcf1847af6061 uikit-dynamics/*/section-5/1 (ru, hi copies)
// @expect-failure the attachment is created with its anchor at `.zero`, and UIKit sets an attachment's length when it is created ("The system sets initial length automatically based on how you initialize the attachment"): the rod is fixed at the distance from the screen's origin to the view (about 380 points), so moving the anchor to the touch leaves the view hanging that far from the finger instead of following it
// @erratum f9fdcf1847af6061 replace `attachedToAnchor: .zero)` with `attachedToAnchor: .zero); attachment.length = 0`

// The sample is a whole view controller (`#selector` is rewritten mechanically, see the report).
// @sample f9fdcf1847af6061

/// Drags the finger already down at `from` to `to` at constant speed over `seconds` (one touch sample per tick).
static func drag(_ user: SimulatedUser, from a: CGPoint, to b: CGPoint, seconds: Double) {
    let steps = max(1, Int((seconds * 60).rounded()))
    for step in 1...steps {
        Stage.run(for: 1.0 / 60.0)
        let s = CGFloat(step) / CGFloat(steps)
        user.moveTouch(to: CGPoint(x: a.x + (b.x - a.x) * s, y: a.y + (b.y - a.y) * s))
    }
}

/// Grabs the view by its centre, drags it to `hold`, keeps the finger still, then flicks: the finger
/// moves at `velocity` for 0.1 s and lifts. Checks the view followed the finger and left along the flick.
static func flick(_ expect: Expectations, _ controller: ViewController, _ user: SimulatedUser,
                  hold: CGPoint, velocity: CGPoint, label: String) {
    let view = controller.orangeView
    let grab = view.center
    user.touchDown(at: grab)
    drag(user, from: grab, to: hold, seconds: 0.5)
    Stage.run(for: 0.5)
    let following = hypot(view.center.x - hold.x, view.center.y - hold.y)
    expect.that(following <= 15, "\(label): while panning, the view follows the finger (attached to the touch location)",
                detail: "view centre (\(view.center.x), \(view.center.y)), finger (\(hold.x), \(hold.y)), distance \(following), expected ≤ 15")
    var finger = hold
    for _ in 0..<6 {
        Stage.run(for: 1.0 / 60.0)
        finger = CGPoint(x: finger.x + velocity.x / 60, y: finger.y + velocity.y / 60)
        user.moveTouch(to: finger)
    }
    let released = view.center
    user.liftTouch()
    Stage.run(for: 0.1)
    let moved = CGPoint(x: view.center.x - released.x, y: view.center.y - released.y)
    let along = moved.x * velocity.x + moved.y * velocity.y
    let sameX = moved.x * velocity.x > 0, sameY = moved.y * velocity.y > 0
    expect.that(along > 0 && sameX && sameY, "\(label): after release the view leaves in the direction of the flick",
                detail: "moved (\(moved.x), \(moved.y)) in 0.1 s, flick velocity (\(velocity.x), \(velocity.y))")
}

static func expectResting(_ expect: Expectations, _ controller: ViewController, label: String) {
    let rested = Stage.runUntilPaused(controller.dynamicAnimator, limit: 60)
    expect.that(rested, "\(label): the view comes to rest (the animator pauses)", detail: "t = \(Stage.now) s")
    let frame = controller.orangeView.frame
    let bounds = controller.view.bounds
    expect.near(frame.maxY, bounds.maxY, within: 0.5, "\(label): gravity pulls the view down onto the bottom edge")
    expect.that(frame.minX >= bounds.minX - 0.5 && frame.maxX <= bounds.maxX + 0.5 && frame.minY >= bounds.minY - 0.5,
                "\(label): the view stays inside the screen (collision with the reference bounds)",
                detail: "frame \(frame)")
}

static func verify(_ expect: Expectations) {
    let controller = ViewController()
    let window = Stage.show(controller)
    let user = Stage.user(of: window)
    expect.near(controller.orangeView.center, controller.view.center, within: 1, "the orange view starts centred")
    expect.near(controller.orangeView.bounds.width, 40, within: 0.01, "the orange view is 40 points wide")

    flick(expect, controller, user, hold: CGPoint(x: 150, y: 300), velocity: CGPoint(x: 900, y: -1400),
          label: "flick up and right")
    expectResting(expect, controller, label: "flick up and right")

    flick(expect, controller, user, hold: CGPoint(x: 250, y: 400), velocity: CGPoint(x: -1200, y: -600),
          label: "flick up and left")
    expectResting(expect, controller, label: "flick up and left")
}
