// @scenario uikit-dynamics-bounds-mapping
// @summary The red 300×200 "Tap Me" button is centred; tapping it runs an attachment (2 Hz, damping 0.1) and an instantaneous push at 45° on a PositionToBoundsMapping item, so the animator's moves of the item's centre become changes of the button's width and height: the button grows beyond its original size in both dimensions equally (1:1 at 45°), shrinks back below it (it oscillates), stays centred (it does not move), and settles back to 300×200 within a point; a second tap starts again from the original size.
// @covers 6e63da4d0a8ea878 uikit-dynamics/*/section-9/1 (ru, hi copies: the ResizableDynamicItem protocol and `extension UIView`)
// @covers 11cab8e3e6517ca0 uikit-dynamics/*/section-9/3 (ru, hi copies: PositionToBoundsMapping)
// @covers 81f7cd71e1490755 uikit-dynamics/*/section-9/5 (ru, hi copies: the view controller; `#selector` rewritten mechanically)

// The three samples are top-level declarations of one app, in the page's order.
// @sample 6e63da4d0a8ea878

// @sample 11cab8e3e6517ca0

// @sample 81f7cd71e1490755

/// Taps the button and follows its size until the animator has settled (or `limit` seconds pass).
static func tapAndWatch(_ expect: Expectations, _ controller: ViewController, _ user: SimulatedUser, label: String) {
    let button = controller.button
    let original = CGSize(width: 300, height: 200)
    let centre = button.center
    user.tap(at: centre)
    expect.that(controller.animator != nil, "\(label): tapping the button starts a dynamic animator")
    guard let animator = controller.animator else { return }
    var largest = button.bounds.size, smallest = button.bounds.size
    var largestAspectError: CGFloat = 0
    var drift: CGFloat = 0
    let settled = Stage.run(until: {
        let size = button.bounds.size
        if size.width > largest.width { largest = size }
        if size.width < smallest.width { smallest = size }
        // At 45° the push changes width and height equally, so both deviations stay equal.
        largestAspectError = max(largestAspectError, abs((size.width - original.width) - (size.height - original.height)))
        drift = max(drift, hypot(button.center.x - centre.x, button.center.y - centre.y))
        return !animator.isRunning
    }, limit: 15)
    expect.that(largest.width > original.width + 5 && largest.height > original.height + 5,
                "\(label): the button grows beyond its original size",
                detail: "largest \(largest.width)×\(largest.height), original \(original.width)×\(original.height)")
    expect.that(smallest.width < original.width - 2 && smallest.height < original.height - 2,
                "\(label): the button shrinks below its original size (it oscillates)",
                detail: "smallest \(smallest.width)×\(smallest.height)")
    expect.that(largestAspectError < 1, "\(label): width and height change together (45° push, 1:1)",
                detail: "largest difference between the width and height changes \(largestAspectError)")
    expect.that(drift < 0.5, "\(label): the button does not move, it grows and shrinks in place",
                detail: "largest distance of its centre from where it was \(drift)")
    expect.that(settled, "\(label): the oscillation dies out (the animator pauses)", detail: "t = \(Stage.now) s")
    expect.near(button.bounds.width, original.width, within: 1, "\(label): the button settles back to its original width")
    expect.near(button.bounds.height, original.height, within: 1, "\(label): the button settles back to its original height")
}

static func verify(_ expect: Expectations) {
    let controller = ViewController()
    let window = Stage.show(controller)
    let user = Stage.user(of: window)
    let button = controller.button
    expect.near(button.center, controller.view.center, within: 0.5, "the button is centred")
    expect.near(button.bounds.width, 300, within: 0.01, "the button is 300 points wide")
    expect.near(button.bounds.height, 200, within: 0.01, "the button is 200 points high")
    tapAndWatch(expect, controller, user, label: "first tap")
    tapAndWatch(expect, controller, user, label: "second tap")
}
