/// The constraints a stack view generates for its arranged views, and the size its content needs.
///
/// Trade-off: UIKit's stack view feeds the Cassowary solver equalities plus inequalities (content
/// hugging ≤, compression resistance ≥, spacing ≥) and lets the simplex decide which bind. The
/// engine's solver (LayoutSolver) propagates equalities only, so the decision is made here, once per
/// layout pass, from the stack's current bounds — the same choice the simplex makes at its optimum:
/// - `.fill`: with room to spare, the view with the lowest hugging priority has no size constraint and
///   stretches; short of room, the one with the lowest compression resistance shrinks. Ties go to the
///   later view (UIKit documents only that ties are broken "based on their index"). A view without an
///   intrinsic size (a plain `UIView`) has no hugging to resist, so it stretches first.
/// - `.fillEqually` / `.fillProportionally`: each length is a multiplier of the stack's length, as
///   UIKit's "UISV-fill-equally" / "UISV-fill-proportionally" constraints are.
/// - `.equalSpacing` / `.equalCentering`: the equal gap (or centre distance) is a constant worked
///   out from the room left; the chain is left open at the far end, so a pass made with last pass's
///   bounds is still consistent. When the views do not fit, both fall back to minimum spacing and
///   the compression rule of `.fill`.
/// Everything else is an equality UIKit also makes: the canvas connections to the stack's edges
/// (or its margins), the spacing between neighbours, the cross-axis alignment, and, for a hidden
/// view, a zero length ("UISV-hiding") with no spacing next to it.
struct StackArrangement {
    /// What the stack needs to know about one arranged view.
    private struct Item {
        let view: UIView
        let isHidden: Bool
        /// Its length along the axis when left alone (nil: no intrinsic size, nothing fixes it).
        let length: CGFloat?
        /// Whether the view's own constraints fix its length (the stack then adds none).
        let ownsLength: Bool
        let crossLength: CGFloat?
        let ownsCrossLength: Bool
        let hugging: UILayoutPriority
        let resistance: UILayoutPriority
    }

    private let stack: UIStackView
    private let horizontal: Bool
    private let items: [Item]
    /// The generated constraints of the previous pass, which are not the views' own.
    private let generated: Set<ObjectIdentifier>

    init(stack: UIStackView, generated: Set<ObjectIdentifier>) {
        self.stack = stack
        self.generated = generated
        let horizontal = stack.axis == .horizontal
        self.horizontal = horizontal
        let axis: NSLayoutConstraint.Axis = stack.axis
        items = stack.arrangedSubviews.map { view in
            let along = StackArrangement.measure(view, horizontal ? .width : .height, generated: generated)
            let across = StackArrangement.measure(view, horizontal ? .height : .width, generated: generated)
            return Item(
                view: view, isHidden: view.isHidden, length: along.length, ownsLength: along.owned,
                crossLength: across.length, ownsCrossLength: across.owned,
                hugging: view.contentHuggingPriority(for: axis),
                resistance: view.contentCompressionResistancePriority(for: axis))
        }
    }

    // MARK: - Attributes along and across the axis

    private var lead: NSLayoutConstraint.Attribute { horizontal ? .leading : .top }
    private var trail: NSLayoutConstraint.Attribute { horizontal ? .trailing : .bottom }
    private var mid: NSLayoutConstraint.Attribute { horizontal ? .centerX : .centerY }
    private var length: NSLayoutConstraint.Attribute { horizontal ? .width : .height }
    private var crossLead: NSLayoutConstraint.Attribute { horizontal ? .top : .leading }
    private var crossTrail: NSLayoutConstraint.Attribute { horizontal ? .bottom : .trailing }
    private var crossMid: NSLayoutConstraint.Attribute { horizontal ? .centerY : .centerX }
    private var crossLength: NSLayoutConstraint.Attribute { horizontal ? .height : .width }

    /// The insets of the canvas: the layout margins when the arrangement is relative to them.
    private var insets: (lead: CGFloat, trail: CGFloat, crossLead: CGFloat, crossTrail: CGFloat) {
        guard stack.isLayoutMarginsRelativeArrangement else { return (0, 0, 0, 0) }
        let m = stack.layoutMargins
        return horizontal ? (m.left, m.right, m.top, m.bottom) : (m.top, m.bottom, m.left, m.right)
    }

    private var visible: [Item] { items.filter { !$0.isHidden } }

    /// The gap before each visible view but the first: the spacing after the previous visible view.
    private var gaps: [CGFloat] {
        let shown = visible
        guard shown.count > 1 else { return [] }
        return (1..<shown.count).map { stack.effectiveSpacing(after: shown[$0 - 1].view) }
    }

    // MARK: - The stack's fitting size

    /// The smallest size holding the arranged views at their natural lengths (what the stack takes
    /// when nothing else sizes it, as UIKit's stack does through its views' compression resistance).
    var fittingSize: CGSize {
        let shown = visible, inset = insets
        let lengths = shown.map { $0.length ?? 0 }
        let content =
            stack.distribution == .fillEqually
            ? CGFloat(shown.count) * (lengths.max() ?? 0) : lengths.reduce(0, +)
        let along = inset.lead + inset.trail + gaps.reduce(0, +) + content
        let across = inset.crossLead + inset.crossTrail + crossExtent(of: shown)
        return horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    private func crossExtent(of shown: [Item]) -> CGFloat {
        if let last = baselineMode {
            let heights = shown.map { $0.crossLength ?? $0.view.bounds.height }
            let baselines = zip(shown, heights).map { StackArrangement.baseline(of: $0.view, last: last, height: $1) }
            let above = baselines.max() ?? 0
            let below = zip(heights, baselines).map { $0 - $1 }.max() ?? 0
            return above + below
        }
        return shown.map { $0.crossLength ?? 0 }.max() ?? 0
    }

    /// nil unless the alignment is a baseline one on a horizontal stack; true for the last baseline.
    private var baselineMode: Bool? {
        guard horizontal else { return nil }
        switch stack.alignment {
        case .firstBaseline: return false
        case .lastBaseline: return true
        default: return nil
        }
    }

    // MARK: - The constraints

    /// Every constraint for the current configuration and bounds.
    func constraintSpecs() -> [StackConstraintSpec] {
        axisSpecs() + items.flatMap(crossSpecs)
    }

    private func spec(
        _ view: UIView, _ attribute: NSLayoutConstraint.Attribute, _ other: UIView?,
        _ otherAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat,
        priority: UILayoutPriority = .required, _ identifier: String
    ) -> StackConstraintSpec {
        StackConstraintSpec(
            first: view, firstAttribute: attribute, second: other, secondAttribute: otherAttribute,
            multiplier: multiplier, constant: constant, priority: priority, identifier: identifier)
    }

    private func lengthSpec(_ item: Item, _ value: CGFloat, priority: UILayoutPriority) -> StackConstraintSpec {
        spec(item.view, length, nil, .notAnAttribute, constant: value, priority: priority, "UISV-content-size")
    }

    /// How the visible views are placed one after another.
    private enum Placement {
        /// Neighbours `gaps` apart; `closed` ties the last one to the far edge.
        case chain(gaps: [CGFloat], closed: Bool)
        /// Centres `distance` apart, starting at the near edge.
        case centres(distance: CGFloat)
    }

    private func axisSpecs() -> [StackConstraintSpec] {
        let shown = visible, inset = insets, minimum = gaps
        let stackLength = horizontal ? stack.bounds.width : stack.bounds.height
        let room = stackLength - inset.lead - inset.trail
        let natural = shown.map { $0.length ?? 0 }.reduce(0, +)
        let fits = natural + minimum.reduce(0, +) <= room + 0.001
        var out: [StackConstraintSpec] = []
        var placement = Placement.chain(gaps: minimum, closed: true)

        switch stack.distribution {
        case .fill:
            out += naturalLengths(shown, except: flexible(shown, growing: fits), growing: fits)
        case .fillEqually, .fillProportionally:
            out += sharedLengths(shown, stackLength: stackLength, spare: minimum.reduce(0, +) + inset.lead + inset.trail)
        case .equalSpacing, .equalCentering:
            if shown.count == 1 {
                placement = .chain(gaps: [], closed: false)
                out += naturalLengths(shown, except: nil, growing: true)
            } else if fits, stack.distribution == .equalCentering,
                let distance = centreDistance(shown, room: room, minimum: minimum)
            {
                placement = .centres(distance: distance)
                out += naturalLengths(shown, except: nil, growing: true)
            } else if fits, let gap = equalGap(shown, room: room, natural: natural, minimum: minimum) {
                placement = .chain(gaps: Array(repeating: gap, count: minimum.count), closed: false)
                out += naturalLengths(shown, except: nil, growing: true)
            } else {
                out += naturalLengths(shown, except: flexible(shown, growing: false), growing: false)
            }
        }
        out += place(shown, placement)
        out += hiddenSpecs()
        return out
    }

    /// The view that takes up the slack: growing, the lowest hugging priority; shrinking, the lowest
    /// compression resistance; ties to the later view; views the stack may not size are skipped.
    private func flexible(_ shown: [Item], growing: Bool) -> UIView? {
        let candidates = shown.filter { !$0.ownsLength }
        if growing, let unsized = candidates.first(where: { $0.length == nil }) { return unsized.view }
        var best: Item?
        for item in candidates {
            let priority = growing ? item.hugging : item.resistance
            if let current = best, priority > (growing ? current.hugging : current.resistance) { continue }
            best = item
        }
        return best?.view
    }

    /// Each view but `except` keeps its natural length, at its hugging (growing) or resistance priority.
    private func naturalLengths(_ shown: [Item], except: UIView?, growing: Bool) -> [StackConstraintSpec] {
        shown.compactMap { item in
            guard item.view !== except, !item.ownsLength, let natural = item.length else { return nil }
            return lengthSpec(item, natural, priority: growing ? item.hugging : item.resistance)
        }
    }

    /// `.fillEqually` and `.fillProportionally`: length = stack length × share − spare × share.
    private func sharedLengths(_ shown: [Item], stackLength: CGFloat, spare: CGFloat) -> [StackConstraintSpec] {
        let sized = shown.filter { !$0.ownsLength }
        guard let first = sized.first else { return [] }
        let total = shown.map { $0.length ?? 0 }.reduce(0, +)
        if stack.distribution == .fillProportionally, total > 0 {
            return sized.map { item in
                let share = (item.length ?? 0) / total
                return spec(
                    item.view, length, stack, length, multiplier: share, constant: -spare * share,
                    "UISV-fill-proportionally")
            }
        }
        let share = 1 / CGFloat(shown.count)
        var out = [spec(first.view, length, stack, length, multiplier: share, constant: -spare * share, "UISV-fill-equally")]
        for item in sized.dropFirst() {
            out.append(spec(item.view, length, first.view, length, constant: 0, "UISV-fill-equally"))
        }
        return out
    }

    /// The equal gap that fills the room, if it keeps every minimum spacing.
    private func equalGap(_ shown: [Item], room: CGFloat, natural: CGFloat, minimum: [CGFloat]) -> CGFloat? {
        let gap = (room - natural) / CGFloat(shown.count - 1)
        return minimum.allSatisfy({ gap >= $0 - 0.001 }) ? gap : nil
    }

    /// The equal centre-to-centre distance from the first view's centre to the last's, if every pair
    /// of neighbours stays at least its spacing apart.
    private func centreDistance(_ shown: [Item], room: CGFloat, minimum: [CGFloat]) -> CGFloat? {
        let lengths = shown.map { $0.length ?? 0 }
        let distance = (room - lengths[0] / 2 - lengths[lengths.count - 1] / 2) / CGFloat(shown.count - 1)
        for index in 1..<lengths.count where distance - lengths[index - 1] / 2 - lengths[index] / 2 < minimum[index - 1] - 0.001 {
            return nil
        }
        return distance
    }

    private func place(_ shown: [Item], _ placement: Placement) -> [StackConstraintSpec] {
        guard let first = shown.first, let last = shown.last else { return [] }
        let inset = insets
        var out = [spec(first.view, lead, stack, lead, constant: inset.lead, "UISV-canvas-connection")]
        for index in shown.indices.dropFirst() {
            let previous = shown[index - 1].view, view = shown[index].view
            switch placement {
            case .chain(let gaps, _):
                out.append(spec(view, lead, previous, trail, constant: gaps[index - 1], "UISV-spacing"))
            case .centres(let distance):
                out.append(spec(view, mid, previous, mid, constant: distance, "UISV-spacing"))
            }
        }
        if case .chain(_, true) = placement {
            out.append(spec(last.view, trail, stack, trail, constant: -inset.trail, "UISV-canvas-connection"))
        }
        return out
    }

    /// A hidden view collapses to zero length where it stands, with no spacing of its own.
    private func hiddenSpecs() -> [StackConstraintSpec] {
        var out: [StackConstraintSpec] = []
        var previousVisible: UIView?
        for item in items {
            guard item.isHidden else { previousVisible = item.view; continue }
            out.append(spec(item.view, length, nil, .notAnAttribute, constant: 0, "UISV-hiding"))
            if let previous = previousVisible {
                out.append(spec(item.view, lead, previous, trail, constant: 0, "UISV-hiding"))
            } else {
                out.append(spec(item.view, lead, stack, lead, constant: insets.lead, "UISV-hiding"))
            }
        }
        return out
    }

    /// Alignment across the axis.
    private func crossSpecs(_ item: Item) -> [StackConstraintSpec] {
        let inset = insets
        var out: [StackConstraintSpec] = []
        let keepsLength = stack.alignment != .fill && !item.ownsCrossLength
        if keepsLength, let natural = item.crossLength {
            out.append(
                spec(
                    item.view, crossLength, nil, .notAnAttribute, constant: natural,
                    priority: item.view.contentHuggingPriority(for: horizontal ? .vertical : .horizontal),
                    "UISV-content-size"))
        }
        if let last = baselineMode {
            let shown = visible
            let heights = shown.map { $0.crossLength ?? $0.view.bounds.height }
            let highest = zip(shown, heights).map { StackArrangement.baseline(of: $0.view, last: last, height: $1) }.max() ?? 0
            let own = StackArrangement.baseline(of: item.view, last: last, height: item.crossLength ?? item.view.bounds.height)
            out.append(spec(item.view, .top, stack, .top, constant: inset.crossLead + highest - own, "UISV-alignment"))
            return out
        }
        switch stack.alignment {
        case .fill:
            out.append(spec(item.view, crossLead, stack, crossLead, constant: inset.crossLead, "UISV-alignment"))
            out.append(spec(item.view, crossTrail, stack, crossTrail, constant: -inset.crossTrail, "UISV-alignment"))
        case .center:
            out.append(
                spec(item.view, crossMid, stack, crossMid, constant: (inset.crossLead - inset.crossTrail) / 2, "UISV-alignment"))
        case .trailing:
            out.append(spec(item.view, crossTrail, stack, crossTrail, constant: -inset.crossTrail, "UISV-alignment"))
        case .leading, .firstBaseline, .lastBaseline:
            // Baselines are only meaningful across a horizontal stack; a vertical one aligns to its leading edge.
            out.append(spec(item.view, crossLead, stack, crossLead, constant: inset.crossLead, "UISV-alignment"))
        }
        return out
    }

    // MARK: - Measuring a view

    /// A view's natural length along `attribute` (width or height) and whether its own constraints fix it.
    private static func measure(
        _ view: UIView, _ attribute: NSLayoutConstraint.Attribute,
        generated: Set<ObjectIdentifier>
    ) -> (length: CGFloat?, owned: Bool) {
        if let own = ownConstraint(of: view, attribute, generated: generated) {
            let current = attribute == .width ? view.bounds.width : view.bounds.height
            return (own.secondItem == nil ? own.constant : current, true)
        }
        let natural: CGSize = (view as? UIStackView)?.contentFittingSize ?? view.intrinsicContentSize
        let value = attribute == .width ? natural.width : natural.height
        return (value >= 0 ? value : nil, false)
    }

    /// The strongest active constraint, not made by a stack, that sets `view`'s width or height.
    private static func ownConstraint(
        of view: UIView, _ attribute: NSLayoutConstraint.Attribute,
        generated: Set<ObjectIdentifier>
    ) -> NSLayoutConstraint? {
        var best: NSLayoutConstraint?
        var holder: UIView? = view
        while let current = holder {
            for constraint in current.constraints
            where constraint.firstView === view && constraint.firstAttribute == attribute
                && !generated.contains(ObjectIdentifier(constraint)) && !(constraint.identifier?.hasPrefix("UISV-") ?? false)
            {
                if best.map({ constraint.priority > $0.priority }) ?? true { best = constraint }
            }
            holder = current.superview
        }
        return best
    }

    /// Distance from the top to the first (or last) baseline: a label's text line, else the bottom
    /// edge (UIKit's baseline of a view without text).
    static func baseline(of view: UIView, last: Bool, height: CGFloat) -> CGFloat {
        guard let label = view as? UILabel, let font = label.font else { return height }
        return last ? height + font.descender : font.ascender
    }
}
