// @scenario falling-square
// @summary The square falls from the middle of the view and stops on its bottom edge.
// @covers 60eba86f1aa3f9f7 uikit-dynamics/*/section-4/1 (ru, hi copies)
// @expect-failure the sample adds `square`, which it never declares (it declares `squareView`), and uses the Swift 2 spelling `UIColor.orangeColor()`, which Swift 3 renamed to `UIColor.orange`
// @erratum 60eba86f1aa3f9f7 replace `items: [square]` with `items: [squareView]`
// @erratum 60eba86f1aa3f9f7 replace `UIColor.orangeColor()` with `UIColor.orange`

// The page shows the members of a view controller whose storyboard holds `animationView`.
class ViewController: UIViewController {
    // @sample 60eba86f1aa3f9f7

    // What the storyboard does: a full-screen view with `animationView` inside it, outlet connected.
    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        animationView = UIView(frame: view.bounds)
        view.addSubview(animationView)
    }
}

static func verify(_ expect: Expectations) {
    let controller = ViewController()
    Stage.show(controller)
    let start = controller.squareView.frame
    expect.near(start.midY, controller.animationView.bounds.midY, within: 0.5, "the square starts in the middle of the view")
    let rested = Stage.runUntilPaused(controller.animator, limit: 10)
    expect.that(rested, "the square comes to rest (the animator pauses)", detail: "t = \(Stage.now) s")
    expect.near(controller.squareView.frame.maxY, controller.view.bounds.maxY, within: 0.5,
                "the square stops on the bottom edge of the screen")
    expect.near(controller.squareView.frame.midX, start.midX, within: 0.5, "the square falls straight down")
}
