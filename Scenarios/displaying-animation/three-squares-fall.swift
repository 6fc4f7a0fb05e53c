// @scenario displaying-animation-three-squares-fall
// @summary Three 100×100 squares (red, green, blue) side by side at y = 50 get a UIGravityBehavior and nothing else: there is no floor, so they start falling together, straight down, accelerating at UIKit's standard gravity (1000 points/s²), and fall off the screen, below its bottom edge, where they keep falling.
// @covers 332962ba3143b8be displaying-animation-in-ios/en/uikit-dynamics/1

// The sample is a whole view controller.
// @sample 332962ba3143b8be

static func verify(_ expect: Expectations) {
    let controller = ViewController()
    Stage.show(controller)
    let squares: [UIView] = [controller.view1, controller.view2, controller.view3]
    let screen = controller.view.bounds
    let startX = [CGFloat(0), 110, 220]
    for (index, square) in squares.enumerated() {
        expect.that(square.superview === controller.view, "square \(index + 1) is in the scene")
    }
    expect.that(controller.animator?.isRunning == true, "the animator runs once gravity is added")

    Stage.run(until: { Stage.now >= 0.5 }, limit: 1)
    let t = CGFloat(Stage.now)
    // y = y0 + g t² / 2 with g = 1000 points/s²; a tick of lag either way is tolerated.
    let predicted = 50 + 500 * t * t
    let tolerance = 1000 * t / 60 + 2
    for (index, square) in squares.enumerated() {
        expect.near(square.frame.minY, predicted, within: tolerance,
                    "square \(index + 1) falls under standard gravity (1000 points/s²): top at about \(predicted) after \(t) s")
        expect.near(square.frame.minX, startX[index], within: 0.01, "square \(index + 1) falls straight down")
    }
    expect.that(squares.allSatisfy { abs($0.frame.minY - squares[0].frame.minY) < 0.01 },
                "the three squares fall together (gravity is the same for every item)",
                detail: "tops \(squares.map { $0.frame.minY })")

    let allGone = Stage.run(until: { squares.allSatisfy { $0.frame.minY > screen.maxY } }, limit: 3)
    expect.that(allGone, "the three squares fall off the screen (below its bottom edge: there is no floor)",
                detail: "tops \(squares.map { $0.frame.minY }) at t = \(Stage.now) s, screen bottom \(screen.maxY)")
    expect.near(CGFloat(Stage.now), sqrt(2 * (screen.maxY - 50) / 1000), within: 0.05,
                "they leave the screen when free fall from y = 50 says they should")
    let below = squares.map { $0.frame.minY }
    Stage.run(for: 0.5)
    expect.that(zip(squares, below).allSatisfy { $0.frame.minY > $1 + 100 } && controller.animator?.isRunning == true,
                "nothing stops them: they keep falling (the animator is still running)",
                detail: "tops \(squares.map { $0.frame.minY })")
}
