import FindingReport
import SampleAnalysis

/// Every kind of finding `samples`, `verify` and `check` report, each defined once: its id (SARIF's `ruleId`,
/// stable across releases), a one-line description (the annotation title) and what it means and how to fix it.
enum FindingRules {
    // MARK: - What the sample analysis finds (`samples`, and `check`'s copies)

    static let hintContradiction = FindingRule(
        id: SampleFinding.Category.hintContradiction.rawValue,
        shortDescription: "The page labels a code sample with another language than it is written in.",
        fullDescription:
            "The fence or label of the sample names one language and its code is written in another. Readers and syntax highlighters trust the label: correct it to the language of the code.",
        defaultLevel: .warning)
    static let undeclaredIdentifier = FindingRule(
        id: SampleFinding.Category.undeclaredIdentifier.rawValue,
        shortDescription: "A self-contained sample uses a name it never declares.",
        fullDescription:
            "The sample reads as complete code, but uses a value identifier that neither it nor the frameworks it imports declare. A reader who copies it gets a compile error: declare the name in the sample, or show the code that does.",
        defaultLevel: .warning)
    static let unknownMethod = FindingRule(
        id: SampleFinding.Category.unknownMethod.rawValue,
        shortDescription: "A sample calls a method its UIKit receiver does not have.",
        fullDescription:
            "The receiver's class is known (a UIKit class) and has no method with this name and these argument labels: usually a misspelling or an API from another release. Use the method the class has.",
        defaultLevel: .warning)
    static let translationDamage = FindingRule(
        id: SampleFinding.Category.translationDamage.rawValue,
        shortDescription: "A translated copy of a sample differs from the other copies.",
        fullDescription:
            "The same sample appears on every translation of a page, and code is not translated: this copy differs from the copy most translations have (the related location), usually damage done while translating the prose around it. Make the copy identical to the others.",
        defaultLevel: .warning)
    static let twinConstant = FindingRule(
        id: SampleFinding.Category.twinConstant.rawValue,
        shortDescription: "Swift and Objective-C twins set the same property or argument to different values.",
        fullDescription:
            "The Swift sample and its Objective-C twin (the related location) are the same example in two languages, but give one property or argument different constant values. Make them agree, or declare the difference in Scenarios/twin-differences.txt.",
        defaultLevel: .warning)
    static let twinExpression = FindingRule(
        id: SampleFinding.Category.twinExpression.rawValue,
        shortDescription: "Swift and Objective-C twins compute a value with different formulas.",
        fullDescription:
            "The twins compute one property or argument from the same names with different expressions. Make them agree, or declare the difference in Scenarios/twin-differences.txt.",
        defaultLevel: .warning)
    static let twinCall = FindingRule(
        id: SampleFinding.Category.twinCall.rawValue,
        shortDescription: "Swift and Objective-C twins call different methods at the same place.",
        fullDescription:
            "At the same place (the same receiver and argument labels) the twins call different methods. Make them agree, or declare the difference in Scenarios/twin-differences.txt.",
        defaultLevel: .warning)
    static let twinSelector = FindingRule(
        id: SampleFinding.Category.twinSelector.rawValue,
        shortDescription: "Swift and Objective-C twins name different action methods.",
        fullDescription:
            "The twins' selectors name different action methods. Worth a look: the reader of one language is sent to another method than the reader of the other.",
        defaultLevel: .note)
    static let twinMember = FindingRule(
        id: SampleFinding.Category.twinMember.rawValue,
        shortDescription: "One twin declares a property or method the other does not.",
        fullDescription:
            "A property or method is declared by one twin and missing from the other. Worth a look: often one version was extended and the other not.",
        defaultLevel: .note)

    /// The rule of a sample-analysis finding.
    static func rule(for category: SampleFinding.Category) -> FindingRule {
        switch category {
        case .hintContradiction: return hintContradiction
        case .undeclaredIdentifier: return undeclaredIdentifier
        case .unknownMethod: return unknownMethod
        case .translationDamage: return translationDamage
        case .twinConstant: return twinConstant
        case .twinExpression: return twinExpression
        case .twinCall: return twinCall
        case .twinSelector: return twinSelector
        case .twinMember: return twinMember
        }
    }

    // MARK: - What `check` finds

    static let staleIndex = FindingRule(
        id: "stale-index",
        shortDescription: "The committed index is not what `doctool index` writes now.",
        fullDescription:
            "The index folder is committed so that search works without indexing, and it must match the corpus. Run `doctool index` and commit the index folder.",
        defaultLevel: .error)
    static let unreadablePage = FindingRule(
        id: "unreadable-page",
        shortDescription: "A page of the corpus cannot be read.",
        fullDescription:
            "The page could not be read (not UTF-8, malformed markup, a broken link), so none of its samples is checked or verified. Fix the page at the line given.",
        defaultLevel: .error)
    static let undeclaredTwinDifference = FindingRule(
        id: "undeclared-twin-difference",
        shortDescription: "Swift and Objective-C twins differ in a way Scenarios/twin-differences.txt does not declare.",
        fullDescription:
            "The twins (the Swift sample here, the Objective-C one at the related locations) disagree, and the difference is not declared. Make the twins agree, or add the line the message ends with (the difference's key, ` # `, the message) to Scenarios/twin-differences.txt, with a comment saying why it is right.",
        defaultLevel: .error)
    static let staleTwinDifference = FindingRule(
        id: "stale-twin-difference",
        shortDescription: "A declared twin difference is no longer found, or names more than one.",
        fullDescription:
            "A line of Scenarios/twin-differences.txt names no current difference (the twins were fixed or changed: remove or update the line), or its fingerprints are too short to name one difference (give more digits), or it is not a declaration, or it is keyed on a message's wording, the form before subjects (`doctool samples --upgrade-twin-differences` rewrites such lines).",
        defaultLevel: .error)

    // MARK: - What `verify` finds

    static let unlinkedSample = FindingRule(
        id: "unlinked-sample",
        shortDescription: "No scenario, twin, port or waiver covers the sample.",
        fullDescription:
            "Every sample is verified by a scenario, covered by its twin or a Swift port, or waived with a reason. `doctool scenario new FINGERPRINT` writes a scenario for it.",
        defaultLevel: .error)
    static let compileError = FindingRule(
        id: "compile-error",
        shortDescription: "A sample does not compile against the engine in its scenario.",
        fullDescription:
            "The sample, compiled as published with its scenario's setup against the headless UIKit engine, has a compiler error at this line. Fix the sample, or declare it broken with @expect-failure and an erratum that compiles.",
        defaultLevel: .error)
    static let failedPromise = FindingRule(
        id: "failed-promise",
        shortDescription: "A sample ran but broke a promise its page makes.",
        fullDescription:
            "The scenario (the related location) checks what the page says the code does; this sample ran and one of those expectations did not hold. Fix the sample or the page's prose.",
        defaultLevel: .error)
    static let failedRun = FindingRule(
        id: "failed-run",
        shortDescription: "A sample's verification failed: it crashed, met a limit, or what covers it failed.",
        fullDescription:
            "The scenario program crashed, timed out or met a sandbox limit, or the Swift twin or port that covers this sample failed, or the twins differ beyond the declared differences. The message says which.",
        defaultLevel: .error)
    static let unexpectedPass = FindingRule(
        id: "unexpected-pass",
        shortDescription: "A sample declared broken passes as published.",
        fullDescription:
            "Its scenario declares the sample broken (@expect-failure) but it compiles and passes: the page was fixed. Remove @expect-failure and the erratum.",
        defaultLevel: .error)
    static let smokeCompile = FindingRule(
        id: "smoke-compile",
        shortDescription: "A sample no scenario covers does not compile in its smoke host.",
        fullDescription:
            "Compiled verbatim in the host its shape needs, the sample does not compile; the message gives the cause (engine gap, page error, obsolete Swift, other framework). Information for the page's maintainer; it fails verify only with --strict-smoke.",
        defaultLevel: .warning)
    static let smokeCrash = FindingRule(
        id: "smoke-crash",
        shortDescription: "A sample no scenario covers traps while its smoke host runs.",
        fullDescription:
            "The sample compiled in its smoke host and trapped (or met a sandbox limit) while it ran. Information for the page's maintainer; it fails verify only with --strict-smoke.",
        defaultLevel: .warning)
    static let smokeHang = FindingRule(
        id: "smoke-hang",
        shortDescription: "A sample no scenario covers does not finish its smoke run in time.",
        fullDescription:
            "The sample compiled in its smoke host and did not finish within the time limit. Information for the page's maintainer; it fails verify only with --strict-smoke.",
        defaultLevel: .warning)
    static let smokeOnly = FindingRule(
        id: "smoke-only",
        shortDescription: "A sample only ran in the smoke tier: no scenario checks what its page promises.",
        fullDescription:
            "The sample compiled and ran in a synthesized host, so it is not broken, but nothing checks that it does what the page says. A scenario (`doctool scenario new FINGERPRINT`) would.",
        defaultLevel: .note)
    static let otherLanguage = FindingRule(
        id: "other-language",
        shortDescription: "A sample in a language the engine does not run: shown on the page, not verified.",
        fullDescription:
            "Only Swift compiles against the engine (and Objective-C through its Swift twin or port). A shell command, a JSON payload, a sample in another programming language or console output is reported so a reader sees it was not run; if the classifier took Swift for another language, a fence label (```swift) says what it is.",
        defaultLevel: .note)
    static let staleWaiver = FindingRule(
        id: "stale-waiver",
        shortDescription: "A waiver names a sample the corpus no longer has as it was.",
        fullDescription:
            "A line of Scenarios/waivers.txt names a sample id and fingerprint that no longer agree with the corpus: the sample changed or was removed. Check the sample and update or remove the waiver.",
        defaultLevel: .error)
    static let scenarioError = FindingRule(
        id: "scenario-error",
        shortDescription: "A scenario file cannot be used, or no longer matches the corpus.",
        fullDescription:
            "A scenario file does not parse, covers a fingerprint no sample has (the sample changed: scenario drift), shares a sample with another scenario, or lacks its `// @sample` placeholder. The message says which; its results could not be trusted.",
        defaultLevel: .error)

    /// Every rule, as SARIF's driver lists them.
    static let all: [FindingRule] = [
        hintContradiction, undeclaredIdentifier, unknownMethod, translationDamage, twinConstant, twinExpression, twinCall,
        twinSelector, twinMember, staleIndex, unreadablePage, undeclaredTwinDifference, staleTwinDifference,
        unlinkedSample, compileError, failedPromise, failedRun, unexpectedPass, smokeCompile, smokeCrash, smokeHang,
        smokeOnly, otherLanguage, staleWaiver, scenarioError
    ]

    /// A rule by id (the annotation title).
    static func rule(id: String) -> FindingRule? { all.first { $0.id == id } }
}
