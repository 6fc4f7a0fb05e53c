/// Something about a sample a maintainer should look at, pointing at file and line.
public struct SampleFinding: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Category: String, Codable, Sendable, CaseIterable {
        /// The page's label or fence names another language than the code is written in.
        case hintContradiction = "hint-contradiction"
        /// A value identifier used but declared nowhere in a self-contained sample.
        case undeclaredIdentifier = "undeclared-identifier"
        /// A call to a method the receiver's UIKit class does not have.
        case unknownMethod = "unknown-method"
        /// A translated copy of a sample differs from the other copies.
        case translationDamage = "translation-damage"
        /// Swift and Objective-C twins set the same property or argument to different values.
        case twinConstant = "twin-constant"
        /// Twins compute a property or argument from the same names with different formulas.
        case twinExpression = "twin-expression"
        /// Twins call different methods at the same place (same receiver, same argument labels).
        case twinCall = "twin-call"
        /// Twins name different action methods in their selectors.
        case twinSelector = "twin-selector"
        /// A property or method one twin declares and the other does not.
        case twinMember = "twin-member"

        /// A difference between Swift and Objective-C twins (declared in `twin-differences.txt` when known).
        public var isTwin: Bool {
            switch self {
            case .twinConstant, .twinExpression, .twinCall, .twinSelector, .twinMember: true
            case .hintContradiction, .undeclaredIdentifier, .unknownMethod, .translationDamage: false
            }
        }
    }

    /// `warning`: very likely wrong; `note`: a difference worth a look.
    public enum Severity: String, Codable, Sendable { case warning, note }

    /// What kind of problem.
    public var category: Category
    /// How sure the tool is that it is a problem.
    public var severity: Severity
    /// Where to look: `file:line`.
    public var file: String
    /// 1-based line in `file`.
    public var line: Int
    /// The sample (or samples) involved, by id.
    public var sampleIDs: [String]
    /// What is wrong, naming both sides where two samples are compared.
    public var message: String
    /// For a twin difference, what differs, as declarations name it (`damping`, `button.setTextColor(_:for:) /
    /// setTitleColor(_:for:)`): the structure of the finding, so that rewording `message` breaks no declaration.
    public var subject: String?
    /// For translation damage: a unified-style line diff (`-` majority copy, `+` this copy).
    public var diff: [String]

    public init(
        category: Category, severity: Severity, file: String, line: Int, sampleIDs: [String],
        message: String, subject: String? = nil, diff: [String] = []
    ) {
        self.category = category
        self.severity = severity
        self.file = file
        self.line = line
        self.sampleIDs = sampleIDs
        self.message = message
        self.subject = subject
        self.diff = diff
    }

    /// `file:line: warning: message`, the compiler format.
    public var description: String { "\(file):\(line): \(severity.rawValue): \(message)" }

    /// By file, line, category, message: the order reports print.
    public static func < (lhs: SampleFinding, rhs: SampleFinding) -> Bool {
        (lhs.file, lhs.line, lhs.category.rawValue, lhs.message) < (rhs.file, rhs.line, rhs.category.rawValue, rhs.message)
    }
}
