// @scenario uikit-dynamics-dropout-custom-transition
// @summary Tapping "Present" presents a 200×200 modal through the custom DropOutAnimator (a composite UIDynamicBehavior): it falls from above the screen under gravity and comes to rest in the centre; tapping "Dismiss" hangs it from a rope, then lets it drop out below the screen, and the transition completes, leaving the presenting view controller's view in place.
// @covers f9d66ac201484583 uikit-dynamics/*/uidynamicbehavior-driven-custom-transition/1 (ru, hi copies)
// @covers e9dad8ed95cab467 uikit-dynamics/*/uidynamicbehavior-driven-custom-transition/3 (ru, hi copies)
// @covers 8ac9eadc4eaa7ef9 uikit-dynamics/*/uidynamicbehavior-driven-custom-transition/5 (ru, hi copies)
// @expect-failure the Swift PresentingViewController calls `button.setTextColor(UIColor.blue, for: .normal)`, a method UIButton does not have; the Objective-C twin calls `setTitleColor:forState:`
// @erratum f9d66ac201484583 replace `button.setTextColor(UIColor.blue, for: .normal)` with `button.setTitleColor(UIColor.blue, for: .normal)`

// @sample f9d66ac201484583

// @sample e9dad8ed95cab467

// @sample 8ac9eadc4eaa7ef9

static func verify(_ expect: Expectations) {
    let presenter = PresentingViewController()
    let window = Stage.show(presenter)
    let user = Stage.user(of: window)
    let screen = window.bounds

    // The user taps "Present" (the button is centred in the presenter's view).
    let presentButton = presenter.button
    window.layoutIfNeeded()
    expect.that(presentButton.superview === presenter.view, "the Present button is in the presenting view controller's view")
    user.tap(at: CGPoint(x: presentButton.bounds.midX, y: presentButton.bounds.midY), in: presentButton)

    guard let modal = presenter.presentedViewController as? ModalViewController else {
        expect.that(false, "tapping Present presents a ModalViewController", detail: "presentedViewController is \(String(describing: presenter.presentedViewController))")
        return
    }
    expect.that(modal.modalPresentationStyle == .custom, "the modal uses the .custom presentation style")
    expect.that(modal.transitioningDelegate === modal, "the modal is its own transitioning delegate")
    // What the delegate vends (asked here directly; the transition below shows UIKit used it).
    let vended = modal.animationController(forPresented: modal, presenting: presenter, source: presenter) as? DropOutAnimator
    expect.that(vended.map { $0.isAppearing && $0.duration == 1.5 } ?? false,
                "the delegate vends an appearing DropOutAnimator of 1.5 s for the presentation")
    let vendedDismissal = modal.animationController(forDismissed: modal) as? DropOutAnimator
    expect.that(vendedDismissal.map { !$0.isAppearing && $0.duration == 4.0 } ?? false,
                "the delegate vends a disappearing DropOutAnimator of 4 s for the dismissal")
    // animateTransition ran: the modal's view is in the transition's container, above the screen,
    // falling under the DropOutAnimator's dynamic animator.
    let container = modal.view.superview
    expect.that(container != nil && container !== presenter.view && container?.window === window,
                "animateTransition puts the modal's view in the transition's container view")
    expect.near(modal.view.frame.maxY, 0, within: 0.5, "the modal's view starts just above the screen")
    expect.near(modal.view.frame.midX, screen.midX, within: 0.5, "the modal's view is centred horizontally")
    expect.that(!presenter.view.isUserInteractionEnabled,
                "DropOutAnimator's animateTransition runs (it turns off touches on the presenter's view)")

    // It falls, bounces on the floor placed at the middle of the screen, and the transition completes
    // (at rest, or when the 1.5 s duration runs out and the view is moved to the centre).
    Stage.run(for: 0.15)
    expect.that(modal.view.frame.minY > -200 + 1, "the modal's view descends from the top under gravity",
                detail: "minY \(modal.view.frame.minY)")
    let presented = Stage.run(until: { !modal.isBeingPresented }, limit: 5)
    expect.that(presented, "the presentation transition completes", detail: "t = \(Stage.now) s")
    expect.near(modal.view.frame.size.width, 200, within: 0.01, "the modal keeps its 200×200 size (width)")
    expect.near(modal.view.frame.size.height, 200, within: 0.01, "the modal keeps its 200×200 size (height)")
    expect.near(modal.view.center, CGPoint(x: screen.midX, y: screen.midY), within: 1.0,
                "the modal comes to rest in its final frame, centred on the screen")
    expect.that(presenter.presentedViewController === modal, "the presenter's presentedViewController is the modal")
    expect.that(presenter.view.window === window, "the presenting view controller's view stays on screen under the modal (.custom)")
    expect.that(modal.view.backgroundColor == .red, "the modal's view is red")

    // The user taps "Dismiss" (centred in the modal).
    let dismissButton = modal.button
    window.layoutIfNeeded()
    let modalCenterBefore = modal.view.center
    user.tap(at: CGPoint(x: dismissButton.bounds.midX, y: dismissButton.bounds.midY), in: dismissButton)
    expect.that(modal.isBeingDismissed, "tapping Dismiss starts the dismissal transition")

    // Part one (2/3 of the 4 s): the view hangs from a rope (the attachment) and swings under
    // gravity, rotating, and stays on screen.
    var leftmost = CGFloat.infinity, rightmost = -CGFloat.infinity, tilted = false, alwaysOnScreen = true
    Stage.run(until: {
        let view: UIView = modal.view
        leftmost = min(leftmost, view.center.x)
        rightmost = max(rightmost, view.center.x)
        if abs(view.transform.b) > 0.1 { tilted = true }
        if view.superview == nil || !view.frame.intersects(screen) { alwaysOnScreen = false }
        return false
    }, limit: 2.5)
    expect.that(alwaysOnScreen, "while it hangs from the rope (the first 2/3 of the 4 s) the modal stays on screen",
                detail: "frame \(modal.view.frame)")
    expect.that(rightmost - leftmost > 50 && tilted, "the hanging modal swings from side to side, rotating",
                detail: "centre x from \(leftmost) to \(rightmost), tilted \(tilted)")
    expect.that(modal.view.center.y > modalCenterBefore.y + 50, "hanging, the modal has dropped below where it was",
                detail: "centre y \(modal.view.center.y), was \(modalCenterBefore.y)")
    // Part two: the rope is cut after 2/3 of the duration and the view drops out under gravity.
    var lowest: CGFloat = -.infinity
    let dismissed = Stage.run(until: {
        if let view = modal.viewIfLoaded, view.superview != nil { lowest = max(lowest, view.frame.minY) }
        return presenter.presentedViewController == nil
    }, limit: 8)
    expect.that(lowest >= screen.maxY, "the modal's view drops out of the screen, below its bottom edge",
                detail: "lowest minY \(lowest), screen bottom \(screen.maxY)")
    expect.that(dismissed, "the dismissal transition completes", detail: "t = \(Stage.now) s")
    expect.that(presenter.presentedViewController == nil && modal.presentingViewController == nil,
                "the dismissal completes with completeTransition(true): presentedViewController is nil")
    expect.that(modal.view.superview == nil, "the modal's view is removed from the hierarchy")
    expect.that(window.subviews.count == 1 && window.subviews.first === presenter.view,
                "only the presenting view is left in the window", detail: "\(window.subviews.count) subviews")
    expect.that(presenter.view.window === window && presenter.view.frame == screen,
                "the presenting view controller's view stays in place, filling the screen")
    expect.that(presenter.view.isUserInteractionEnabled, "the presenter's view receives touches again")
}
