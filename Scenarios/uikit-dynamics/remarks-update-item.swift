// @scenario uikit-dynamics-remarks-update-item
// @summary A label the animator is moving (gravity, collision with the screen edges) is resized to its new text and moved to the top-left corner by the page's two statements; `updateItem(usingCurrentState:)` makes the animator continue from that new frame instead of reverting it: the label stays at the corner on the next step, then falls straight down from x = 0 and rests on the bottom edge with its new size (the collision shape follows the new height).
// @covers 581ec9195beec4d1 uikit-dynamics/*/section-3/1 (ru, hi copies)

// The remarks show two statements; their context is a view controller with a `label` and a
// `dynamicAnimator` whose behaviors act on the label.
final class ViewController: UIViewController {
    let label = UILabel(frame: .zero)
    lazy var dynamicAnimator = UIDynamicAnimator(referenceView: view)

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "UIKit"
        let size = label.intrinsicContentSize
        label.frame = CGRect(x: 120.0, y: 100.0, width: size.width, height: size.height)
        view.addSubview(label)
        let gravity = UIGravityBehavior(items: [label])
        let collision = UICollisionBehavior(items: [label])
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = UIDynamicItemBehavior(items: [label])
        properties.allowsRotation = false
        dynamicAnimator.addBehavior(gravity)
        dynamicAnimator.addBehavior(collision)
        dynamicAnimator.addBehavior(properties)
    }

    /// The app changed the label's text and font while the animator moves it: the page's statements
    /// give the label its new size at the top-left corner and tell the animator.
    func labelDidChange() {
        // @sample 581ec9195beec4d1
    }
}

static func verify(_ expect: Expectations) {
    let controller = ViewController()
    Stage.show(controller)
    let label = controller.label
    // Let the label fall for a while: the animator owns its position now.
    Stage.run(for: 0.3)
    expect.that(label.frame.minY > 120, "the label is falling under gravity before the change",
                detail: "minY \(label.frame.minY)")
    let oldSize = label.bounds.size
    label.text = "UIKit Dynamics"
    label.font = UIFont.systemFont(ofSize: 34)
    controller.labelDidChange()
    let newSize = label.intrinsicContentSize
    expect.that(newSize.height > oldSize.height + 10 && newSize.width > oldSize.width,
                "the new text and font make the label larger", detail: "\(oldSize) -> \(newSize)")

    // One animator step later the label is still where the statements put it (moved by at most
    // the distance it falls in a tick), not back where the simulation had it.
    Stage.run(for: 1.0 / 60.0)
    expect.near(label.frame.minX, 0, within: 0.5, "after the update the animator keeps the label's new x")
    expect.that(label.frame.minY < 10, "after the update the animator keeps the label's new y (no revert)",
                detail: "minY \(label.frame.minY)")
    expect.near(label.bounds.width, newSize.width, within: 0.01, "the animator keeps the new width")
    expect.near(label.bounds.height, newSize.height, within: 0.01, "the animator keeps the new height")

    let rested = Stage.runUntilPaused(controller.dynamicAnimator, limit: 10)
    expect.that(rested, "the label comes to rest (the animator pauses)", detail: "t = \(Stage.now) s")
    expect.near(label.frame.maxY, controller.view.bounds.maxY, within: 0.5,
                "the label rests on the bottom edge with its new height (the collision shape was updated)")
    expect.near(label.frame.minX, 0, within: 0.5, "the label fell straight down from its new position")
    expect.near(label.bounds.width, newSize.width, within: 0.01, "the label keeps its new width at rest")
}
