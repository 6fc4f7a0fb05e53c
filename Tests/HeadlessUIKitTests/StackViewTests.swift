import XCTest
@testable import HeadlessUIKit

/// UIStackView against Apple's documented rules. Every expected frame is worked out by hand in the
/// comment above it; the stack's constraints are solved by the engine's Auto Layout solver.
final class StackViewTests: AppModelTestCase {
    /// A view with a fixed intrinsic content size, like a control or an image view.
    final class Box: UIView {
        let natural: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            natural = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { natural }
    }

    /// Three boxes, A 50×20, B 60×30, C 40×10, in a horizontal stack with a hand-set frame.
    private func row(
        width: CGFloat, height: CGFloat = 100, spacing: CGFloat = 10,
        _ distribution: UIStackView.Distribution = .fill,
        _ alignment: UIStackView.Alignment = .fill
    ) -> (UIStackView, Box, Box, Box) {
        let a = Box(50, 20), b = Box(60, 30), c = Box(40, 10)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
        stack.spacing = spacing
        stack.distribution = distribution
        stack.alignment = alignment
        return (stack, a, b, c)
    }

    /// Lengths worked out with multipliers such as 1/3 carry rounding error in the last bits.
    private func assertClose(_ actual: [CGFloat], _ expected: [CGFloat], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, file: file, line: line)
        for (value, wanted) in zip(actual, expected) { XCTAssertEqual(value, wanted, accuracy: 1e-9, file: file, line: line) }
    }

    private func assertNoConflicts(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(
            UIApplication.shared.consoleMessages.filter { $0.hasPrefix("Unable to simultaneously") }, [],
            "the generated constraints are consistent", file: file, line: line)
    }

    // MARK: - API surface (Apple's spellings)

    func testAppleSpellingsCompile() {
        let title = UILabel(), icon = UIImageView(), extra = UIView()
        let stack = UIStackView(arrangedSubviews: [title, icon])
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.alignment = .center
        stack.spacing = 8
        stack.setCustomSpacing(16, after: title)
        XCTAssertEqual(stack.customSpacing(after: title), 16)
        XCTAssertEqual(stack.customSpacing(after: icon), UIStackView.spacingUseDefault)
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: icon)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        XCTAssertEqual(stack.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16))
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(stack.layoutMargins, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(UIView().layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "UIKit's default")
        stack.insertArrangedSubview(extra, at: 0)
        stack.addArrangedSubview(UIStackView())
        XCTAssertEqual(stack.arrangedSubviews.count, 4)
        XCTAssertTrue(stack.arrangedSubviews[0] === extra)
        XCTAssertFalse(extra.translatesAutoresizingMaskIntoConstraints, "the stack sets it, as UIKit does")
        title.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        title.setContentCompressionResistancePriority(.required, for: .vertical)
        XCTAssertEqual(title.contentHuggingPriority(for: .horizontal), .defaultHigh)
        XCTAssertEqual(title.contentHuggingPriority(for: .vertical), .defaultLow)
        XCTAssertEqual(title.contentCompressionResistancePriority(for: .vertical), .required)
        XCTAssertEqual(title.contentCompressionResistancePriority(for: .horizontal), .defaultHigh)
        let alignments: [UIStackView.Alignment] = [
            .fill, .leading, .top, .firstBaseline, .center, .trailing, .bottom, .lastBaseline
        ]
        XCTAssertEqual(alignments.map(\.rawValue), [0, 1, 1, 2, 3, 4, 4, 5], "Apple's raw values; top is leading")
        let distributions: [UIStackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
        XCTAssertEqual(distributions.map(\.rawValue), [0, 1, 2, 3, 4])
        XCTAssertEqual(NSLayoutConstraint.Axis.vertical.rawValue, 1)
        let framed = UIStackView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(framed.axis, .horizontal)
        XCTAssertEqual(framed.distribution, .fill)
        XCTAssertEqual(framed.alignment, .fill)
        XCTAssertEqual(framed.spacing, 0)
        XCTAssertFalse(framed.isLayoutMarginsRelativeArrangement)
    }

    // MARK: - Distributions

    func testFillStretchesTheLastViewOfEqualHuggingIntoExtraRoom() {
        // Room 300; natural 50 + 60 + 40 + 2 × 10 = 170. All hug at 250, so the tie goes to the
        // later view: C = 300 − 130 = 170 wide at x 130. Alignment .fill: every height is 100.
        let (stack, a, b, c) = row(width: 300)
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 50, height: 100))
        XCTAssertEqual(b.frame, CGRect(x: 60, y: 0, width: 60, height: 100))
        XCTAssertEqual(c.frame, CGRect(x: 130, y: 0, width: 170, height: 100))
        assertNoConflicts()
    }

    func testFillStretchesTheViewWithTheLowestHuggingPriority() {
        // B hugs at 200 < 250: B stretches from 60 to 300 − 10 − 40 = 250 (190 wide); C sits at 260.
        let (stack, a, b, c) = row(width: 300)
        b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame.origin.x, 0)
        XCTAssertEqual(a.frame.width, 50)
        XCTAssertEqual(b.frame.minX, 60)
        XCTAssertEqual(b.frame.width, 190)
        XCTAssertEqual(c.frame.minX, 260)
        XCTAssertEqual(c.frame.width, 40)
    }

    func testFillShrinksTheViewWithTheLowestCompressionResistance() {
        // Room 150 < 170: A resists at 700 < 750, so A shrinks. From the far end: C 110…150,
        // B 40…100, A 0…30.
        let (stack, a, b, c) = row(width: 150)
        a.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 30, height: 100))
        XCTAssertEqual(b.frame, CGRect(x: 40, y: 0, width: 60, height: 100))
        XCTAssertEqual(c.frame, CGRect(x: 110, y: 0, width: 40, height: 100))
        assertNoConflicts()
    }

    func testFillEquallyGivesEveryViewTheSameLength() {
        // (320 − 2 × 10) / 3 = 100 each: A 0, B 110, C 220.
        let (stack, a, b, c) = row(width: 320, .fillEqually)
        stack.layoutIfNeeded()
        assertClose([a, b, c].map(\.frame.minX), [0, 110, 220])
        assertClose([a, b, c].map(\.frame.width), [100, 100, 100])
        assertNoConflicts()
    }

    func testFillProportionallySharesTheRoomByIntrinsicWidth() {
        // Room for views 320 − 20 = 300, shared 50 : 60 : 40 of 150 → 100, 120, 80.
        // A 0…100, B 110…230, C 240…320.
        let (stack, a, b, c) = row(width: 320, .fillProportionally)
        stack.layoutIfNeeded()
        assertClose([a, b, c].map(\.frame.minX), [0, 110, 240])
        assertClose([a, b, c].map(\.frame.width), [100, 120, 80])
        assertNoConflicts()
    }

    func testEqualSpacingPadsTheGapsEvenly() {
        // Natural widths kept; the gaps share 320 − 150 = 170: 85 each. A 0, B 135, C 280.
        let (stack, a, b, c) = row(width: 320, .equalSpacing)
        stack.layoutIfNeeded()
        XCTAssertEqual([a, b, c].map(\.frame.minX), [0, 135, 280])
        XCTAssertEqual([a, b, c].map(\.frame.width), [50, 60, 40])
        assertNoConflicts()
    }

    func testEqualCenteringSpacesTheCentresEvenly() {
        // First centre 25, last 320 − 20 = 300, so centres 137.5 apart: 25, 162.5, 300.
        // A 0…50, B 132.5…192.5, C 280…320; the gaps (82.5, 87.5) keep the 10-point minimum.
        let (stack, a, b, c) = row(width: 320, .equalCentering)
        stack.layoutIfNeeded()
        XCTAssertEqual([a, b, c].map(\.center.x), [25, 162.5, 300])
        XCTAssertEqual([a, b, c].map(\.frame.width), [50, 60, 40])
        assertNoConflicts()
    }

    func testEqualSpacingThatDoesNotFitKeepsTheMinimumAndCompresses() {
        // Room 160 < 170: spacing drops to its 10-point minimum and the later of the equally
        // resistant views (C) shrinks: A 0…50, B 60…120, C 130…160.
        for distribution in [UIStackView.Distribution.equalSpacing, .equalCentering] {
            let (stack, a, b, c) = row(width: 160, distribution)
            stack.layoutIfNeeded()
            XCTAssertEqual([a, b, c].map(\.frame.minX), [0, 60, 130], "\(distribution)")
            XCTAssertEqual([a, b, c].map(\.frame.width), [50, 60, 30], "\(distribution)")
        }
        assertNoConflicts()
    }

    // MARK: - Alignments

    func testCrossAxisAlignments() {
        // Heights A 20, B 30, C 10 in a 100-point row: top → y 0; centre → (100 − h) / 2 = 40, 35, 45;
        // bottom → 100 − h = 80, 70, 90. Every view keeps its natural height.
        let cases: [(UIStackView.Alignment, [CGFloat])] = [
            (.top, [0, 0, 0]), (.leading, [0, 0, 0]),
            (.center, [40, 35, 45]), (.bottom, [80, 70, 90]),
            (.trailing, [80, 70, 90])
        ]
        for (alignment, expected) in cases {
            let (stack, a, b, c) = row(width: 300, .fill, alignment)
            stack.layoutIfNeeded()
            XCTAssertEqual([a, b, c].map(\.frame.minY), expected, "\(alignment)")
            XCTAssertEqual([a, b, c].map(\.frame.height), [20, 30, 10], "\(alignment)")
        }
        assertNoConflicts()
    }

    func testVerticalStackAlignsAcrossItsWidth() {
        // A column 200 wide, spacing 5: A 0…20, B 25…55, C 60…(300) stretching (tie → last).
        // Centred across: x = (200 − w) / 2 = 75, 70, 80.
        let (stack, a, b, c) = row(width: 200, height: 300, spacing: 5, .fill, .center)
        stack.axis = .vertical
        stack.layoutIfNeeded()
        XCTAssertEqual([a, b, c].map(\.frame.minY), [0, 25, 60])
        XCTAssertEqual([a, b, c].map(\.frame.height), [20, 30, 240])
        XCTAssertEqual([a, b, c].map(\.frame.minX), [75, 70, 80])
        XCTAssertEqual([a, b, c].map(\.frame.width), [50, 60, 40])
    }

    func testBaselineAlignments() {
        // A two-line 20-point label: ascender 19, descender −5, line height 24, so 48 tall; its first
        // baseline is 19 from its top and its last 48 − 5 = 43. A 40×30 box's baseline is its bottom (30).
        // First baselines: the lowest is the box's 30 → label top 30 − 19 = 11, box top 0.
        // Last baselines: the label's 43 → label top 0, box top 43 − 30 = 13.
        let label = UILabel()
        label.font = .systemFont(ofSize: 20)
        label.numberOfLines = 0
        label.text = "One\nTwo"
        XCTAssertEqual(label.intrinsicContentSize.height, 48)
        let box = Box(40, 30)
        let stack = UIStackView(arrangedSubviews: [label, box])
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stack.alignment = .firstBaseline
        stack.layoutIfNeeded()
        XCTAssertEqual(label.frame.minY, 11)
        XCTAssertEqual(box.frame.minY, 0)
        stack.alignment = .lastBaseline
        stack.layoutIfNeeded()
        XCTAssertEqual(label.frame.minY, 0)
        XCTAssertEqual(box.frame.minY, 13)
        XCTAssertEqual(label.frame.height, 48)
    }

    // MARK: - Spacing and margins

    func testCustomSpacingAfterAView() {
        // 30 after A: A 0…50, B 80…140, C 150…300 (C stretches).
        let (stack, a, b, c) = row(width: 300)
        stack.setCustomSpacing(30, after: a)
        stack.layoutIfNeeded()
        XCTAssertEqual([a, b, c].map(\.frame.minX), [0, 80, 150])
        XCTAssertEqual(c.frame.width, 150)
    }

    func testLayoutMarginsRelativeArrangement() {
        // Margins 10 all round, spacing 0, fill equally in 320 × 100: room 300 → 100 each from x 10;
        // heights 100 − 20 = 80 from y 10.
        let (stack, a, b, c) = row(width: 320, spacing: 0, .fillEqually)
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame.minX, 0, "margins are ignored until the arrangement is relative to them")
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutIfNeeded()
        assertClose([a, b, c].map(\.frame.minX), [10, 110, 210])
        assertClose([a, b, c].map(\.frame.width), [100, 100, 100])
        XCTAssertEqual(b.frame.minY, 10)
        XCTAssertEqual(b.frame.height, 80)
    }

    // MARK: - Constrained stacks take their content's size

    func testAStackPinnedByItsCentreTakesItsContentSize() {
        // Nothing sizes the stack: it fits its content, 50 + 60 + 40 + 2 × 10 = 170 by the tallest, 30.
        // Centred in 400 × 400: x (400 − 170) / 2 = 115, y (400 − 30) / 2 = 185.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let (stack, a, b, c) = row(width: 0, height: 0)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: root.centerYAnchor)
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame, CGRect(x: 115, y: 185, width: 170, height: 30))
        XCTAssertEqual([a, b, c].map(\.frame.minX), [0, 60, 130])
        XCTAssertEqual([a, b, c].map(\.frame.width), [50, 60, 40])
        XCTAssertEqual(a.frame.height, 30, "alignment .fill")
        XCTAssertEqual(stack.intrinsicContentSize.width, UIView.noIntrinsicMetric, "UIKit's stack has no intrinsic size")
        assertNoConflicts()
    }

    func testAStackSizedByItsContentGrowsWhenALabelsTextDoes() {
        // A row [label, B 60×30] centred on a 375-point screen is label width + 10 + 60 wide; longer
        // text widens the row within the same turn of the run loop, still centred on x 187.5.
        let controller = UIViewController()
        show(controller)
        let label = UILabel()
        label.text = "Checkout"
        let stack = UIStackView(arrangedSubviews: [label, Box(60, 30)])
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: controller.view.centerYAnchor)
        ])
        clock.run(for: 0.1)
        let before = label.intrinsicContentSize.width
        XCTAssertEqual(stack.frame.width, before + 70)
        label.text = "Checkout Checkout"
        let after = label.intrinsicContentSize.width
        XCTAssertGreaterThan(after, before)
        clock.step()
        XCTAssertEqual(stack.frame.width, after + 70)
        XCTAssertEqual(stack.frame.midX, 187.5, accuracy: 1e-9)
        XCTAssertEqual(label.frame.width, after)
        assertNoConflicts()
    }

    func testAStackPinnedToItsSuperviewsEdgesFillsThem() {
        // A column pinned 20 from each side of a 375-wide view and 40 from the top: 335 wide, its
        // height from its content: 20 + 30 + 10 + 2 × 8 = 76.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let (stack, a, _, c) = row(width: 0, height: 0, spacing: 8)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 40)
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame, CGRect(x: 20, y: 40, width: 335, height: 76))
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 335, height: 20))
        XCTAssertEqual(c.frame, CGRect(x: 0, y: 66, width: 335, height: 10))
        assertNoConflicts()
    }

    func testNestedStacks() {
        // Outer column (alignment .leading) of an inner row [A, B] (spacing 0) and C. The inner row
        // fits 110 × 30; the column fits max(110, 40) × (30 + 10) = 110 × 40, centred in 400 × 400
        // at (145, 180). The inner row sits at the column's top-left; B at 50…110 in it.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = Box(50, 20), b = Box(60, 30), c = Box(40, 10)
        let inner = UIStackView(arrangedSubviews: [a, b])
        let outer = UIStackView(arrangedSubviews: [inner, c])
        outer.axis = .vertical
        outer.alignment = .leading
        outer.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(outer)
        NSLayoutConstraint.activate([
            outer.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            outer.centerYAnchor.constraint(equalTo: root.centerYAnchor)
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(outer.frame, CGRect(x: 145, y: 180, width: 110, height: 40))
        XCTAssertEqual(inner.frame, CGRect(x: 0, y: 0, width: 110, height: 30))
        XCTAssertEqual(c.frame, CGRect(x: 0, y: 30, width: 40, height: 10))
        XCTAssertEqual(b.frame, CGRect(x: 50, y: 0, width: 60, height: 30))
        assertNoConflicts()
    }

    // MARK: - Hiding, removing, animating

    func testHidingAnArrangedViewCollapsesItAndItsSpacing() {
        // Hide B: A 0…50, B collapses to width 0 at 50, C follows A after one gap: 60…300.
        let (stack, a, b, c) = row(width: 300)
        stack.layoutIfNeeded()
        b.isHidden = true
        XCTAssertEqual(c.frame.minX, 130, "outside an animation the layout waits for the next pass")
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame.minX, 0)
        XCTAssertEqual(b.frame.width, 0)
        XCTAssertEqual(b.frame.minX, 50)
        XCTAssertEqual(c.frame.minX, 60)
        XCTAssertEqual(c.frame.width, 240)
        XCTAssertTrue(stack.arrangedSubviews.contains(b), "a hidden view stays arranged")
        // Hide A too: C is the first visible view, at the leading edge with no spacing before it.
        a.isHidden = true
        stack.layoutIfNeeded()
        XCTAssertEqual(c.frame, CGRect(x: 0, y: 0, width: 300, height: 100))
        a.isHidden = false
        b.isHidden = false
        stack.layoutIfNeeded()
        XCTAssertEqual([a, b, c].map(\.frame.minX), [0, 60, 130])
        assertNoConflicts()
    }

    func testHidingInsideAnAnimationBlockAnimatesTheCollapse() {
        // A centred row [A, B, C] 170 wide; hiding B makes it 50 + 10 + 40 = 100 wide. In the row,
        // C moves from x 130 to 60 and B's width from 60 to 0; linear over 1 s → halfway at 0.5 s:
        // C at 95, B 30 wide; the row itself narrows from 170 to 135.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let (stack, _, b, c) = row(width: 0, height: 0)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: root.centerYAnchor)
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(c.frame.minX, 130)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { b.isHidden = true })
        XCTAssertEqual(c.frame.minX, 60, "the model value changes at once")
        XCTAssertEqual(stack.frame.width, 100)
        clock.run(for: 0.5)
        XCTAssertEqual(c.layer.presentation()!.frame.minX, 95, accuracy: 1e-6)
        XCTAssertEqual(b.layer.presentation()!.frame.width, 30, accuracy: 1e-6)
        XCTAssertEqual(stack.layer.presentation()!.frame.width, 135, accuracy: 1e-6)
        clock.run(for: 0.6)
        XCTAssertEqual(c.layer.presentation()!.frame.minX, 60, accuracy: 1e-6)
        assertNoConflicts()
    }

    func testRemoveArrangedSubviewKeepsItAsASubview() {
        // Removing B: it stays in subviews (Apple documents this) and A, C close up: C 60…300.
        let (stack, a, b, c) = row(width: 300)
        stack.removeArrangedSubview(b)
        XCTAssertTrue(b.superview === stack)
        XCTAssertTrue(stack.subviews.contains(b))
        XCTAssertEqual(stack.arrangedSubviews.count, 2)
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame.minX, 0)
        XCTAssertEqual(c.frame.minX, 60)
        // Leaving the superview also leaves the arrangement.
        c.removeFromSuperview()
        XCTAssertEqual(stack.arrangedSubviews.map { $0 === a }, [true])
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 300)
    }

    func testInsertArrangedSubviewOrdersTheRow() {
        // Insert D (10 × 10) at index 1: A 0…50, D 60…70, B 80…140, C 150…300.
        let (stack, a, b, c) = row(width: 300)
        let d = Box(10, 10)
        stack.insertArrangedSubview(d, at: 1)
        stack.layoutIfNeeded()
        XCTAssertEqual([a, d, b, c].map(\.frame.minX), [0, 60, 80, 150])
        XCTAssertTrue(stack.subviews.last === d, "added as a subview on top; arrangedSubviews has the order")
        stack.addArrangedSubview(a)
        XCTAssertTrue(stack.arrangedSubviews.last === a, "an arranged view added again moves to the end")
    }
}
