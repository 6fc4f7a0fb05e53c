import DocumentModel

/// Decides which Swift a Swift sample was written for.
///
/// Ordered: Swift 2 spellings first (they fail in any later Swift, whatever else the sample does); then Swift 3
/// spellings later Swift renamed (`NSFontAttributeName`, `UIKeyboardWillShowNotification`, the betas' `UIColor.red()`);
/// then reliance on Swift 3's implicit `@objc` (a `#selector` naming a method the sample declares without `@objc`,
/// an error since Swift 4, SE-0160); otherwise modern. Every verdict lists its lines: the old spellings, the selector and the
/// method, or the Swift 3+ spellings that show the sample is not Swift 2 (none when there is no evidence at all).
public enum EraDetector {
    struct Spelling: Sendable {
        let id: String
        let pattern: Pattern
        let summary: String
    }

    // MARK: - Tables

    /// Spellings that only Swift 2 (and earlier) accepts.
    static let swift2Spellings: [Spelling] = [
        Spelling(
            id: "era.swift2.color-method", pattern: Pattern(#"\bUIColor\.\w+Color\(\)"#, requiring: ["UIColor."]),
            summary: "UIColor.xColor() (Swift 3: UIColor.x)"),
        Spelling(
            id: "era.swift2.cg-make",
            pattern: Pattern(
                #"\b(CGRectMake|CGPointMake|CGSizeMake|CGVectorMake|UIEdgeInsetsMake|UIOffsetMake)\s*\("#, requiring: ["Make"]),
            summary: "CGRectMake-style C constructor (Swift 3: CGRect(x:y:width:height:))"),
        Spelling(
            id: "era.swift2.cg-get",
            pattern: Pattern(#"\bCGRectGet(MinX|MidX|MaxX|MinY|MidY|MaxY|Width|Height)\s*\("#, requiring: ["CGRectGet"]),
            summary: "CGRectGetX() (Swift 3: rect.x)"),
        Spelling(
            id: "era.swift2.m-pi", pattern: Pattern(#"\bM_PI(_2|_4)?\b"#, requiring: ["M_PI"]), summary: "M_PI (Swift 3: .pi)"),
        Spelling(
            id: "era.swift2.shared-singleton",
            pattern: Pattern(
                #"\b(UIApplication\.sharedApplication|NSNotificationCenter\.defaultCenter|NSUserDefaults\.standardUserDefaults|UIScreen\.mainScreen|NSBundle\.mainBundle|NSFileManager\.defaultManager|UIDevice\.currentDevice)\(\)"#,
                requiring: [
                    "sharedApplication", "defaultCenter", "standardUserDefaults", "mainScreen", "mainBundle", "defaultManager",
                    "currentDevice"
                ]),
            summary: "NS-prefixed singleton accessor method (Swift 3: .shared/.default/.main)"),
        Spelling(
            id: "era.swift2.objc-style-name",
            pattern: Pattern(
                #"\.(locationInView|velocityInView|translationInView|updateItemUsingCurrentState|addTarget\(.*forControlEvents|setTitle\(.*forState|animateWithDuration|presentViewController|dismissViewControllerAnimated|viewControllerForKey|respondsToSelector|performSelector|dequeueReusableCellWithIdentifier|dequeueReusableCellWithReuseIdentifier|registerClass|reloadRowsAtIndexPaths|deselectRowAtIndexPath)\b"#,
                requiring: [
                    "locationInView", "velocityInView", "translationInView", "updateItemUsingCurrentState", "forControlEvents",
                    "forState", "animateWithDuration", "presentViewController", "dismissViewControllerAnimated",
                    "viewControllerForKey", "respondsToSelector", "performSelector", "dequeueReusableCellWith", "registerClass",
                    "reloadRowsAtIndexPaths", "deselectRowAtIndexPath"
                ]),
            summary: "Objective-C-style method name (Swift 3 API naming, SE-0005)"),
        // Data source and delegate methods declared with Swift 2's labels: `cellForRowAtIndexPath indexPath: NSIndexPath`.
        Spelling(
            id: "era.swift2.objc-style-delegate",
            pattern: Pattern(
                #"\bfunc\s+\w+\(.*\b(cellForRowAtIndexPath|didSelectRowAtIndexPath|heightForRowAtIndexPath|cellForItemAtIndexPath|didSelectItemAtIndexPath|sizeForItemAtIndexPath)\s+\w+\s*:"#,
                requiring: ["AtIndexPath"]),
            summary: "delegate method with Swift 2 labels such as cellForRowAtIndexPath (Swift 3: cellForRowAt)"),
        // A view controller calls its own methods unqualified: `presentViewController(alert, animated: true, …)`.
        Spelling(
            id: "era.swift2.objc-style-call",
            pattern: Pattern(
                #"(?<![\w.])(presentViewController|dismissViewControllerAnimated|performSegueWithIdentifier|prepareForSegue|addChildViewController|removeFromParentViewController|setNeedsStatusBarAppearanceUpdate\(\)\s*;)\s*\("#,
                requiring: [
                    "presentViewController", "dismissViewControllerAnimated", "performSegueWithIdentifier", "prepareForSegue",
                    "addChildViewController", "removeFromParentViewController", "setNeedsStatusBarAppearanceUpdate"
                ]),
            summary:
                "unqualified Objective-C-style call such as presentViewController(_:animated:completion:) (Swift 3: present(_:animated:completion:))"
        ),
        // Strings are emptied in `code`: a string literal as the action is `action: ""`, whatever it named.
        Spelling(
            id: "era.swift2.string-selector", pattern: Pattern(#"\baction:\s*""|\bSelector\(\s*""\s*\)"#, requiring: ["\"\""]),
            summary: "string selector \"name:\" / Selector(\"…\") (Swift 2.2+: #selector)"),
        // `.Horizontal`, `.TouchUpInside`, `case .Began:`: enum cases were capitalised until Swift 3 (SE-0006).
        // Only implicit member expressions (after `=`, `(`, `,`, `:`, `[`, `case`, `return`, a comparison), never
        // `Type.Nested`; the sample's own capitalised cases are taken out in `detect`.
        Spelling(
            id: "era.swift2.capitalised-case",
            pattern: Pattern(#"(?:[=(,:\[|]|\bcase|\breturn|[=!]=)\s*\.(?!Type\b|Self\b|Protocol\b)([A-Z][a-z]\w*)\b"#),
            summary: "capitalised enum case such as .TouchUpInside (Swift 3: .touchUpInside, SE-0006)"),
        Spelling(
            id: "era.swift2.cg-property", pattern: Pattern(#"\.(CGColor|CGPath|CGImage)\b"#, requiring: [".CG"]),
            summary: ".CGColor-style property (Swift 3: .cgColor)"),
        Spelling(
            id: "era.swift2.switch-on",
            pattern: Pattern(#"\b(?:\w*[Ss]witch\w*|\w*[Tt]oggle\w*|sender)\.on\b(?!\s*\()"#, requiring: [".on"]),
            summary: "UISwitch's .on (Swift 3: isOn)"),
        Spelling(
            id: "era.swift2.dispatch",
            pattern: Pattern(#"\bdispatch_(async|after|get_main_queue|time)\s*\("#, requiring: ["dispatch_"]),
            summary: "dispatch_* C calls (Swift 3: DispatchQueue)"),
        Spelling(
            id: "era.swift2.println", pattern: Pattern(#"\bprintln\("#, requiring: ["println("]),
            summary: "println (Swift 2: print)")
    ]

    /// Spellings that compile with Swift 3 (or only with its betas) but not with current Swift.
    static let swift3Spellings: [Spelling] = [
        Spelling(
            id: "era.swift3.beta-color-call",
            pattern: Pattern(
                #"\bUIColor\.(red|green|blue|orange|white|black|clear|gray|yellow|purple|brown|cyan|magenta|lightGray|darkGray)\(\)"#,
                requiring: ["UIColor."]),
            summary: "UIColor.red(): a Swift 3 beta spelling (Swift 3.0: UIColor.red)"),
        Spelling(
            id: "era.swift3.attribute-name", pattern: Pattern(#"\bNS\w+AttributeName\b"#, requiring: ["AttributeName"]),
            summary: "NSFontAttributeName-style key (Swift 4: NSAttributedString.Key.font)"),
        Spelling(
            id: "era.swift3.notification-name",
            pattern: Pattern(
                #"\b(UIKeyboard(Will|Did)(Show|Hide|ChangeFrame)Notification|UIApplication(DidBecomeActive|WillResignActive|DidEnterBackground|WillEnterForeground)Notification|UIKeyboardFrame(Begin|End)UserInfoKey|UIKeyboardAnimationDurationUserInfoKey)\b"#,
                requiring: ["UIKeyboard", "Notification"]),
            summary: "UIKeyboardWillShowNotification-style global name (Swift 4.2: UIResponder.keyboardWillShowNotification)")
    ]

    /// Spellings that only Swift 3 or later accepts: evidence for "not Swift 2".
    static let modernSpellings: [Spelling] = [
        Spelling(
            id: "era.modern.color-property",
            pattern: Pattern(
                #"\bUIColor\.(red|green|blue|orange|white|black|clear|gray|yellow|purple|brown|cyan|magenta|lightGray|darkGray|system\w+)\b(?!\()|[=:(,]\s*\.(red|green|blue|orange|white|black|clear|gray|yellow|purple|systemGreen|systemBlue|systemRed)\b"#,
                requiring: [
                    "red", "green", "blue", "orange", "white", "black", "clear", "gray", "yellow", "purple", "brown", "cyan",
                    "magenta", "Gray", "system"
                ]),
            summary: "UIColor.x class property"),
        Spelling(id: "era.modern.pi", pattern: Pattern(#"(\.pi\b)"#, requiring: [".pi"]), summary: ".pi"),
        Spelling(
            id: "era.modern.api-naming",
            pattern: Pattern(
                #"\.(location|velocity|translation)\(in:|\.updateItem\(usingCurrentState:|\.viewController\(forKey:|\.animate\(withDuration:|\.(setTitle|setTitleColor|setImage)\([^)]*,\s*for:|\.addTarget\([^)]*,\s*for:|\.initialFrame\(for:|\.finalFrame\(for:|\.dismiss\(animated:|\.present\(\w+,\s*animated:|\.constraint\(equalTo:|\bdismiss\(animated:"#,
                requiring: ["(in:", "usingCurrentState:", "forKey:", "withDuration:", "for:", "animated:", "equalTo:"]),
            summary: "Swift 3 API naming (SE-0005)"),
        Spelling(
            id: "era.modern.cg-initializer",
            pattern: Pattern(#"\b(CGRect|CGPoint|CGSize|CGVector)\((x|width|dx):"#, requiring: ["(x:", "(width:", "(dx:"]),
            summary: "CGRect(x:y:width:height:) initializers"),
        Spelling(
            id: "era.modern.explicit-objc",
            pattern: Pattern(#"@objc\s+(private\s+|public\s+|internal\s+)?func\b"#, requiring: ["@objc"]),
            summary: "explicit @objc on a selector target (required since Swift 4)")
    ]

    /// Every rule id, in table order.
    public static var ruleIDs: [String] {
        swift2Spellings.map(\.id) + swift3Spellings.map(\.id) + ["era.swift3.implicit-objc-selector"] + ["era.modern.no-legacy"]
    }

    static let selectorReference = Pattern(#"#selector\(\s*(?:self\.|[A-Z]\w*\.)?(\w+)"#)

    static let functionDeclaration = Pattern(#"\bfunc\s+(\w+)\s*[(<]"#)

    static func declaredFunction(_ code: String) -> String? {
        guard code.contains("func") else { return nil }
        return functionDeclaration.firstGroups(code)?[1]
    }

    // MARK: - Entry points

    /// The era of a Swift sample `text` whose first line is `firstLine`.
    public static func detect(_ text: String, firstLine: Int = 1) -> Decision<SwiftEra> {
        detect(lines: CodeLine.lines(of: text, firstLine: firstLine))
    }

    static func detect(lines: [CodeLine]) -> Decision<SwiftEra> {
        // 1. Swift 2 spellings.
        var oldHits: [(Spelling, Int)] = []
        let ownCases = declaredCapitalisedCases(lines)
        for line in lines where !line.isCodeEmpty {
            for spelling in swift2Spellings where spelling.pattern.matches(line.code) {
                if spelling.id == "era.swift2.capitalised-case",
                    spelling.pattern.allGroups(line.code).allSatisfy({ ownCases.contains($0[1]) })
                {
                    continue
                }
                oldHits.append((spelling, line.number))
            }
        }
        if let first = oldHits.first {
            let summaries = Array(Set(oldHits.map { $0.0.summary })).sorted().joined(separator: "; ")
            var reason = "Swift 2 spelling: \(summaries)"
            let newer = modernEvidence(lines)
            if !newer.isEmpty {
                reason += " (mixed with Swift 3+ spellings at lines \(newer.prefix(4).map(String.init).joined(separator: ", ")))"
            }
            return Decision(.swift2, rule: first.0.id, reason: reason, lines: oldHits.map(\.1))
        }
        // 2. Swift 3 spellings that later Swift renamed.
        var swift3Hits: [(Spelling, Int)] = []
        for line in lines where !line.isCodeEmpty {
            for spelling in swift3Spellings where spelling.pattern.matches(line.code) {
                swift3Hits.append((spelling, line.number))
            }
        }
        if let first = swift3Hits.first {
            let summaries = Array(Set(swift3Hits.map { $0.0.summary })).sorted().joined(separator: "; ")
            return Decision(.swift3, rule: first.0.id, reason: "Swift 3 spelling: \(summaries)", lines: swift3Hits.map(\.1))
        }
        // 3. A #selector naming a method declared here without @objc.
        let implicit = implicitObjCSelectors(lines)
        if !implicit.isEmpty {
            let names = implicit.map(\.name).joined(separator: ", ")
            return Decision(
                .swift3, rule: "era.swift3.implicit-objc-selector",
                reason: "#selector names \(names), declared without @objc: compiles only with Swift 3's implicit @objc (SE-0160)",
                lines: Array(Set(implicit.flatMap { [$0.selectorLine, $0.declarationLine] })).sorted())
        }
        // 4. Modern.
        let newer = modernEvidence(lines)
        let reason =
            newer.isEmpty
            ? "no Swift 2 spelling and no selector relying on implicit @objc; no version-specific spelling either"
            : "no Swift 2 spelling and no selector relying on implicit @objc; Swift 3+ spellings present"
        return Decision(.modern, rule: "era.modern.no-legacy", reason: reason, lines: Array(newer.prefix(6)))
    }

    /// Capitalised case names the sample declares itself (`enum Direction { case Up, Down }`): using them is
    /// its own style, not Swift 2's.
    static func declaredCapitalisedCases(_ lines: [CodeLine]) -> Set<String> {
        var names: Set<String> = []
        for line in lines where line.code.contains("case") {
            for groups in caseDeclaration.allGroups(line.code) {
                for name in groups[1].split(separator: ",") {
                    let identifier = name.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if identifier.first?.isUppercase == true { names.insert(String(identifier)) }
                }
            }
        }
        return names
    }

    /// `case Up, Down` / `case Circle(radius: Double)` as a declaration: a case name with no leading dot (a
    /// `switch` pattern has one), at a line's start or after `{` or `;`.
    static let caseDeclaration = Pattern(
        #"(?:^|[{;])\s*(?:indirect\s+)?case\s+([A-Z]\w*(?:\([^)]*\))?(?:\s*,\s*[A-Z]\w*(?:\([^)]*\))?)*)"#)

    static func modernEvidence(_ lines: [CodeLine]) -> [Int] {
        lines.filter { line in !line.isCodeEmpty && modernSpellings.contains { $0.pattern.matches(line.code) } }.map(\.number)
    }

    /// Selectors whose target is declared in the sample with neither `@objc`, `@IBAction` nor `dynamic`
    /// (and no `@objcMembers` anywhere in the sample).
    static func implicitObjCSelectors(_ lines: [CodeLine]) -> [(name: String, selectorLine: Int, declarationLine: Int)] {
        if lines.contains(where: { $0.code.contains("@objcMembers") }) { return [] }
        var result: [(name: String, selectorLine: Int, declarationLine: Int)] = []
        for line in lines {
            for groups in selectorReference.allGroups(line.code) {
                let name = groups[1]
                guard let index = lines.firstIndex(where: { declaredFunction($0.code) == name }) else { continue }
                // Attributes may stand on the declaration line or on the lines just above it.
                var attributes = lines[index].code
                var previous = index - 1
                while previous >= 0, KindClassifier.attributeOnly.matches(lines[previous].code) {
                    attributes += " " + lines[previous].code
                    previous -= 1
                }
                if attributes.contains("@objc") || attributes.contains("@IBAction") || attributes.contains("dynamic ") {
                    continue
                }
                if !result.contains(where: { $0.name == name }) {
                    result.append((name, line.number, lines[index].number))
                }
            }
        }
        return result
    }
}
