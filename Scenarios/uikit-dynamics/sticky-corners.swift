// @scenario uikit-dynamics-sticky-corners
// @summary Two spring fields sit at the centres of the top and bottom halves of the screen, each acting in its half. The user drags the view (attached to the finger) into one half and lets go slowly: released in the top half it ends at the top field's position, released in the bottom half at the bottom field's position (within 3 points, 3 s after release), and it stays inside the screen. Four releases: near each field's far corner and near the middle line on each side.
// @covers 027614a915e210ab uikit-dynamics/*/uifieldbehaviors/1 (ru, hi, zh copies)
// @expect-failure the attachment is created with its anchor at `.zero`, and UIKit sets an attachment's length when it is created ("The system sets initial length automatically based on how you initialize the attachment"): the rod is fixed at the distance from the screen's origin to the view (about 380 points), so moving the anchor to the touch leaves the view hanging that far from the finger instead of following it, and it cannot be released where the user wants
// @erratum 027614a915e210ab replace `attachedToAnchor: .zero)` with `attachedToAnchor: .zero); attachment.length = 0`

// The sample is a whole view controller (`#selector` is rewritten mechanically, see the report).
// @sample 027614a915e210ab

/// Grabs the view by its centre, drags it to `to` at constant speed in `seconds`, keeps the finger
/// there 0.3 s, then lets go slowly (the last moves are half a point per tick, 30 points/s).
static func dragAndRelease(_ user: SimulatedUser, _ view: UIView, to b: CGPoint, seconds: Double) -> CGPoint {
    let a = view.center
    user.touchDown(at: a)
    let steps = max(1, Int((seconds * 60).rounded()))
    for step in 1...steps {
        Stage.run(for: 1.0 / 60.0)
        let s = CGFloat(step) / CGFloat(steps)
        user.moveTouch(to: CGPoint(x: a.x + (b.x - a.x) * s, y: a.y + (b.y - a.y) * s))
    }
    var finger = b
    for _ in 0..<18 {
        Stage.run(for: 1.0 / 60.0)
        finger.x += 0.5
        user.moveTouch(to: finger)
    }
    user.liftTouch()
    return finger
}

static func check(_ expect: Expectations, _ controller: ViewController, _ user: SimulatedUser,
                  releaseAt point: CGPoint, endsAt field: Int, label: String) {
    let view = controller.orangeView
    let finger = dragAndRelease(user, view, to: point, seconds: 0.5)
    let released = view.center
    let bounds = controller.view.bounds
    let inTopHalf = released.y < bounds.midY
    expect.that(inTopHalf == (field == 0), "\(label): the user drags the view into the \(field == 0 ? "top" : "bottom") half",
                detail: "view centre at release (\(released.x), \(released.y)), finger (\(finger.x), \(finger.y))")
    let expected = CGPoint(x: bounds.midX, y: bounds.height * (field == 0 ? 0.25 : 0.75))
    // Resistance 10 damps the spring's oscillation: well within 3 s it has settled.
    Stage.run(for: 3)
    expect.near(view.center, expected, within: 3,
                "\(label): released in the \(field == 0 ? "top" : "bottom") half, the view ends at that half's field position")
    let frame = view.frame
    expect.that(frame.minX >= -0.5 && frame.maxX <= bounds.maxX + 0.5 && frame.minY >= -0.5 && frame.maxY <= bounds.maxY + 0.5,
                "\(label): the view stays inside the screen", detail: "frame \(frame)")
}

static func verify(_ expect: Expectations) {
    let controller = ViewController()
    let window = Stage.show(controller)
    let user = Stage.user(of: window)
    let bounds = controller.view.bounds
    expect.near(controller.orangeView.center, CGPoint(x: bounds.midX, y: bounds.midY), within: 1, "the orange view starts centred")
    check(expect, controller, user, releaseAt: CGPoint(x: 60, y: 80), endsAt: 0, label: "top-left release")
    check(expect, controller, user, releaseAt: CGPoint(x: 300, y: 560), endsAt: 1, label: "bottom-right release")
    check(expect, controller, user, releaseAt: CGPoint(x: 320, y: 250), endsAt: 0, label: "release in the top half near the middle")
    check(expect, controller, user, releaseAt: CGPoint(x: 60, y: 420), endsAt: 1, label: "release in the bottom half near the middle")
}
