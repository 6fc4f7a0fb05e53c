/// Solves active equality constraints for views with `translatesAutoresizingMaskIntoConstraints == false`.
///
/// Trade-off: Auto Layout is a Cassowary simplex solver; the tutorials only pin centres, sizes and
/// edges with equalities, which propagation solves exactly. Each axis of a view has four
/// attributes (min edge, centre, max edge, size); any two that include a position fix the axis.
/// Constraints are applied highest priority first and a constraint that contradicts an attribute
/// already fixed is dropped (UIKit also breaks one and logs). A view left with a position but no
/// size takes its intrinsic content size (a stack view: its content's fitting size), else its current size; one left without a position keeps
/// its current centre (UIKit would call the layout ambiguous). Values are worked out in the
/// root view's coordinates, so constraints may relate any two views in one hierarchy.
enum LayoutSolver {
    private enum Slot: Int { case min, center, max, size }

    private struct Axis {
        var values: [CGFloat?] = [nil, nil, nil, nil]
        var isSolved: Bool {
            let known = values.enumerated().filter { $0.element != nil }.map(\.offset)
            return known.count >= 2 && known != [Slot.size.rawValue]
        }

        mutating func set(_ slot: Slot, _ value: CGFloat) -> Bool {
            guard values[slot.rawValue] == nil, !isSolved else { return false }
            values[slot.rawValue] = value
            if isSolved { complete() }
            return true
        }

        /// Fills in the other two attributes from the two known ones.
        mutating func complete() {
            let mn = values[0], c = values[1], mx = values[2], s = values[3]
            var size = s, minimum = mn
            if size == nil {
                if let mn = mn, let mx = mx {
                    size = mx - mn
                } else if let mn = mn, let c = c {
                    size = 2 * (c - mn)
                } else if let c = c, let mx = mx {
                    size = 2 * (mx - c)
                }
            }
            guard let sz = size else { return }
            if minimum == nil {
                if let c = c { minimum = c - sz / 2 } else if let mx = mx { minimum = mx - sz }
            }
            guard let m = minimum else { return }
            values = [m, m + sz / 2, m + sz, sz]
        }
    }

    private static func slot(_ attribute: NSLayoutConstraint.Attribute) -> (horizontal: Bool, slot: Slot)? {
        switch attribute {
        case .left, .leading: return (true, .min)
        case .right, .trailing: return (true, .max)
        case .centerX: return (true, .center)
        case .width: return (true, .size)
        case .top: return (false, .min)
        case .bottom: return (false, .max)
        case .centerY: return (false, .center)
        case .height: return (false, .size)
        case .notAnAttribute: return nil
        }
    }

    /// Sets the frames of `view`'s constrained subviews.
    static func apply(toSubviewsOf view: UIView) {
        let constrained = view.subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }
        guard !constrained.isEmpty else { return }
        let solution = solve(root: view.rootView)
        for subview in constrained {
            guard let rect = solution[ObjectIdentifier(subview)] else { continue }
            let center = view.pointFromRoot(CGPoint(x: rect.midX, y: rect.midY))
            // Auto Layout sets bounds and centre, never the transform.
            if subview.bounds.size != rect.size { subview.bounds.size = rect.size }
            if subview.center != center { subview.center = center }
        }
    }

    /// The root-space layout rectangle of every constrained view under `root`.
    static func solve(root: UIView) -> [ObjectIdentifier: CGRect] {
        var views: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        func collect(_ view: UIView) {
            views.append(view)
            constraints.append(contentsOf: view.constraints)
            for subview in view.subviews { collect(subview) }
        }
        collect(root)
        // Highest priority first; stable for equal priorities (activation order).
        let ordered = constraints.enumerated().sorted {
            ($0.element.priority.rawValue, -$0.offset) > ($1.element.priority.rawValue, -$1.offset)
        }.map(\.element)

        var axes: [ObjectIdentifier: (x: Axis, y: Axis)] = [:]
        let unknown = views.filter { !$0.translatesAutoresizingMaskIntoConstraints && $0 !== root }
        for view in unknown { axes[ObjectIdentifier(view)] = (Axis(), Axis()) }

        func layoutRect(_ view: UIView) -> CGRect {
            guard let parent = view.superview else { return view.bounds }
            let center = parent.pointToRoot(view.center)
            return CGRect(
                x: center.x - view.bounds.width / 2, y: center.y - view.bounds.height / 2,
                width: view.bounds.width, height: view.bounds.height)
        }
        func value(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
            guard let (horizontal, slot) = slot(attribute) else { return nil }
            if let axis = axes[ObjectIdentifier(view)] {
                return (horizontal ? axis.x : axis.y).values[slot.rawValue]
            }
            let rect = layoutRect(view)
            switch (horizontal, slot) {
            case (true, .min): return rect.minX
            case (true, .center): return rect.midX
            case (true, .max): return rect.maxX
            case (true, .size): return rect.width
            case (false, .min): return rect.minY
            case (false, .center): return rect.midY
            case (false, .max): return rect.maxY
            case (false, .size): return rect.height
            }
        }
        func set(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute, _ newValue: CGFloat) -> Bool {
            let id = ObjectIdentifier(view)
            guard var axis = axes[id], let (horizontal, slot) = slot(attribute) else { return false }
            let changed = horizontal ? axis.x.set(slot, newValue) : axis.y.set(slot, newValue)
            axes[id] = axis
            return changed
        }

        var progress = true
        while progress {
            progress = false
            for constraint in ordered {
                guard let first = constraint.firstView else { continue }
                let second = constraint.secondView
                let rhs: CGFloat? = second == nil ? 0 : value(second!, constraint.secondAttribute)
                let lhsValue = value(first, constraint.firstAttribute)
                if lhsValue == nil, let rhs = rhs {
                    if set(first, constraint.firstAttribute, constraint.multiplier * rhs + constraint.constant) {
                        progress = true
                    }
                } else if let lhs = lhsValue, let rhs = rhs,
                    abs(lhs - (constraint.multiplier * rhs + constraint.constant)) > 0.001,
                    axes[ObjectIdentifier(first)] != nil || (second.map { axes[ObjectIdentifier($0)] != nil } ?? false),
                    !constraint.reportedBroken
                {
                    constraint.reportedBroken = true
                    MainLoop.warn(
                        "Unable to simultaneously satisfy constraints. Will attempt to recover by breaking "
                            + "constraint \(constraint)")
                } else if let second = second, rhs == nil, constraint.multiplier != 0,
                    let lhs = value(first, constraint.firstAttribute)
                {
                    if set(second, constraint.secondAttribute, (lhs - constraint.constant) / constraint.multiplier) {
                        progress = true
                    }
                }
            }
            if progress { continue }
            // Stalled: give the first unsolved axis (hierarchy order) its intrinsic or current value.
            for view in unknown {
                let id = ObjectIdentifier(view)
                guard var axis = axes[id] else { continue }
                let rect = layoutRect(view)
                let intrinsic = view.solverFallbackSize
                if !axis.x.isSolved {
                    if axis.x.values[3] == nil {
                        _ = axis.x.set(.size, intrinsic.width >= 0 ? intrinsic.width : rect.width)
                    } else {
                        _ = axis.x.set(.center, rect.midX)
                    }
                    axes[id] = axis
                    progress = true
                    break
                }
                if !axis.y.isSolved {
                    if axis.y.values[3] == nil {
                        _ = axis.y.set(.size, intrinsic.height >= 0 ? intrinsic.height : rect.height)
                    } else {
                        _ = axis.y.set(.center, rect.midY)
                    }
                    axes[id] = axis
                    progress = true
                    break
                }
            }
        }

        var result: [ObjectIdentifier: CGRect] = [:]
        for (id, axis) in axes {
            guard let x = axis.x.values[0], let w = axis.x.values[3], let y = axis.y.values[0], let h = axis.y.values[3] else {
                continue
            }
            result[id] = CGRect(x: x, y: y, width: w, height: h)
        }
        return result
    }
}
