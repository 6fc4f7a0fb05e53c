/// How Swift imports Objective-C names, for comparing a Swift sample with its Objective-C twin.
///
/// A general approximation of the Clang importer's rules (SE-0005: `init` + `With` becomes an initializer label,
/// the first selector piece splits at its last preposition, a trailing type name after a preposition is pruned),
/// plus a table for the names that carry an explicit `NS_SWIFT_NAME` or prune in ways the general rule cannot know.
public enum ObjCImport {
    // MARK: - Tables

    /// Selectors whose Swift name the general rules do not produce.
    static let selectorOverrides: [String: String] = [
        "constraintEqualToAnchor:": "constraint(equalTo:)",
        "constraintEqualToAnchor:constant:": "constraint(equalTo:constant:)",
        "presentViewController:animated:completion:": "present(_:animated:completion:)",
        "dismissViewControllerAnimated:completion:": "dismiss(animated:completion:)",
        "transitionDuration:": "transitionDuration(using:)",
        "animateTransition:": "animateTransition(using:)",
        "updateInteractiveTransition:": "updateInteractiveTransition(_:)",
        "convertPoint:fromView:": "convert(_:from:)",
        "convertPoint:toView:": "convert(_:to:)",
        "convertRect:fromView:": "convert(_:from:)",
        "convertRect:toView:": "convert(_:to:)",
        "viewControllerForKey:": "viewController(forKey:)",
        "viewForKey:": "view(forKey:)",
        "addTarget:action:forControlEvents:": "addTarget(_:action:for:)",
        "setTitle:forState:": "setTitle(_:for:)",
        "setTitleColor:forState:": "setTitleColor(_:for:)",
        "setImage:forState:": "setImage(_:for:)",
        "setBackgroundImage:forState:": "setBackgroundImage(_:for:)",
        "addLinearVelocity:forItem:": "addLinearVelocity(_:for:)",
        "addAngularVelocity:forItem:": "addAngularVelocity(_:for:)",
        "linearVelocityForItem:": "linearVelocity(for:)",
        "initialFrameForViewController:": "initialFrame(for:)",
        "finalFrameForViewController:": "finalFrame(for:)",
        "locationInView:": "location(in:)",
        "velocityInView:": "velocity(in:)",
        "translationInView:": "translation(in:)",
        "setTranslatesReferenceBoundsIntoBoundaryWithInsets:": "setTranslatesReferenceBoundsIntoBoundary(with:)",
        "performSelector:withObject:afterDelay:": "perform(_:with:afterDelay:)",
        "respondsToSelector:": "responds(to:)",
        "interactionControllerForPresentation:": "interactionControllerForPresentation(using:)",
        "interactionControllerForDismissal:": "interactionControllerForDismissal(using:)",
        "animationControllerForPresentedController:presentingController:sourceController:":
            "animationController(forPresented:presenting:source:)",
        "animationControllerForDismissedController:": "animationController(forDismissed:)",
        "isKindOfClass:": "isKind(of:)"
    ]

    /// C functions and their Swift spellings (argument labels in order).
    static let functionOverrides: [String: (base: String, labels: [String])] = [
        "CGRectMake": ("CGRect", ["x", "y", "width", "height"]),
        "CGPointMake": ("CGPoint", ["x", "y"]),
        "CGSizeMake": ("CGSize", ["width", "height"]),
        "CGVectorMake": ("CGVector", ["dx", "dy"]),
        "UIEdgeInsetsMake": ("UIEdgeInsets", ["top", "left", "bottom", "right"]),
        "UIOffsetMake": ("UIOffset", ["horizontal", "vertical"]),
        "CGAffineTransformMakeScale": ("CGAffineTransform", ["scaleX", "y"]),
        "CGAffineTransformMakeTranslation": ("CGAffineTransform", ["translationX", "y"]),
        "CGAffineTransformMakeRotation": ("CGAffineTransform", ["rotationAngle"])
    ]

    /// Objective-C constants and their Swift values.
    static let constantOverrides: [String: String] = [
        "YES": "true", "NO": "false", "TRUE": "true", "FALSE": "false",
        "CGPointZero": "CGPoint.zero", "CGRectZero": "CGRect.zero", "CGSizeZero": "CGSize.zero",
        "M_PI": ".pi", "M_PI_2": ".pi / 2", "M_PI_4": ".pi / 4"
    ]

    static let prepositions: Set<String> = [
        "With", "For", "In", "At", "From", "To", "Using", "By", "On", "Into", "Of", "Within", "Before", "After"
    ]
    /// Type names the importer prunes after a preposition because they repeat the parameter's type.
    static let prunedTypeWords: [String] = ["ViewController", "ControlEvents", "View", "State", "Insets", "Item", "Anchor"]

    // MARK: - Names

    /// The Swift name of a method selector (`addBehavior:` → `addBehavior(_:)`, `removeAllBehaviors` → `removeAllBehaviors()`).
    public static func swiftName(selector: String) -> (base: String, labels: [String]) {
        if let name = selectorOverrides[selector] { return parse(name) }
        let pieces = selector.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        guard let first = pieces.first else { return (selector, []) }
        guard selector.contains(":") else { return (first, []) }
        var base = first
        var firstLabel = "_"
        if first.hasPrefix("init"), first.count > 4, first.dropFirst(4).first?.isUppercase == true {
            var rest = String(first.dropFirst(4))
            if rest.hasPrefix("With") { rest = String(rest.dropFirst(4)) }
            base = "init"
            firstLabel = rest.lowercasingFirst()
        } else {
            let words = camelWords(first)
            if let split = words.indices.dropFirst().last(where: { prepositions.contains(words[$0]) }) {
                base = words[..<split].joined()
                firstLabel = pruned(words[split...].joined()).lowercasingFirst()
            }
        }
        let labels = [firstLabel] + pieces.dropFirst().map { pruned($0) }
        return (base, labels)
    }

    /// The Swift initializer a `[[Class alloc] initWith…:]` message calls: `UIView(frame:)`.
    public static func swiftInitializer(className: String, selector: String) -> (base: String, labels: [String]) {
        let name = swiftName(selector: selector)
        return (className, name.base == "init" ? name.labels : [])
    }

    /// The Swift form of a C function call (`CGRectMake` → `CGRect(x:y:width:height:)`), nil for functions Swift keeps.
    public static func swiftFunction(_ name: String, argumentCount: Int) -> (base: String, labels: [String])? {
        guard let mapped = functionOverrides[name], mapped.labels.count == argumentCount else { return nil }
        return mapped
    }

    /// The Swift spelling of a constant (`YES` → `true`, `CGPointZero` → `CGPoint.zero`), nil when Swift keeps the name.
    public static func swiftConstant(_ name: String) -> String? { constantOverrides[name] }

    /// `[UIColor orangeColor]` / `UIColor.orangeColor()` → `UIColor.orange`.
    public static func swiftColor(classMethod: String) -> String? {
        guard classMethod.hasSuffix("Color"), classMethod.count > 5 else { return nil }
        return "UIColor." + classMethod.dropLast(5)
    }

    // MARK: - Helpers

    /// `removeBehavior(_:)` → ("removeBehavior", ["_"]).
    static func parse(_ name: String) -> (base: String, labels: [String]) {
        guard let open = name.firstIndex(of: "(") else { return (name, []) }
        let inner = name[name.index(after: open)...].dropLast()
        return (String(name[..<open]), inner.split(separator: ":").map(String.init))
    }

    static func camelWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty { words.append(current); current = "" }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `forState` → `for`, `inView` → `in`: a preposition followed by a type name repeated from the parameter type.
    static func pruned(_ label: String) -> String {
        let words = camelWords(label.prefix(1).uppercased() + label.dropFirst())
        guard words.count >= 2, prepositions.contains(words[0]) else { return label }
        let rest = words.dropFirst().joined()
        if prunedTypeWords.contains(rest) { return words[0].lowercased() }
        return label
    }
}
