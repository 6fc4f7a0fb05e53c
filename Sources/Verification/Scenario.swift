/// An executable scenario: the context a sample needs, the driver, and the expectations the page states.
///
/// A scenario file (`Scenarios/<topic>/<example>.swift`) is Swift with directive comments:
///
///     // @scenario falling-square
///     // @summary The square falls and stops at the bottom edge.
///     // @covers 3f2a…c1 uikit-dynamics/falling-square/1
///     // @expect-failure `square` is used but never declared (the page declares `squareView`)
///     // @erratum 3f2a…c1 replace `items: [square]` with `items: [squareView]`
///     // @ports 9b1c…07 uidynamicanimator-guide/zh/uisnapbehavior/1   (an Objective-C sample ported to Swift)
///     class ViewController: UIViewController {
///         // @sample 3f2a…c1
///     }
///     static func verify(_ expect: Expectations) { … }
///
/// The file's body becomes the body of a namespace enum, so a batch of scenarios can declare the
/// same type names; hence `static func verify`. Like rustdoc's hidden lines, the context is
/// supplied around the sample and never by editing it; an erratum is the minimal fix of a sample
/// that is broken as published, itself compiled and run.
public struct Scenario: Hashable, Sendable {
    /// A sample the scenario covers, by fingerprint (every translated copy shares it).
    public struct Coverage: Hashable, Sendable {
        public var fingerprint: String
        /// The sample id the author wrote, for readers; the fingerprint is what binds.
        public var sampleID: String
        public var line: Int
    }

    /// A textual replacement in one sample: the minimal fix of a sample broken as published.
    public struct Erratum: Hashable, Sendable {
        public var fingerprint: String
        public var original: String
        public var replacement: String
        public var line: Int

        /// The scenario line that declares it, as the parser reads it back.
        public var directive: String { "// @erratum \(fingerprint) replace `\(original)` with `\(replacement)`" }
    }

    /// One line of the scenario file that is Swift (not a directive), with its line number.
    public struct Line: Hashable, Sendable {
        public var number: Int
        public var text: String
        /// Set when the line is a `// @sample FINGERPRINT` placeholder.
        public var sampleFingerprint: String?
    }

    /// The scenario's name (unique in the repository).
    public var name: String
    /// Where the file is, relative to the repository root.
    public var file: String
    public var summary: String
    public var covers: [Coverage]
    /// Objective-C samples with no Swift twin that the scenario ports line by line into Swift (in its
    /// context, since no Objective-C runtime exists on Linux): their drift is detected like any
    /// coverage, and their verdict says the port, not the published text, ran.
    public var ports: [Coverage]
    /// Why the samples fail as published; nil when they are expected to pass.
    public var expectedFailure: String?
    public var errata: [Erratum]
    public var lines: [Line]

    /// The Swift identifier of the scenario's namespace enum.
    public var namespace: String {
        "Scenario_" + String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
