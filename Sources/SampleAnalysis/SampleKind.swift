/// What shape a sample has, which decides the context it needs to compile.
public enum SampleKind: String, Codable, Sendable, CaseIterable {
    /// Complete type, extension or protocol declarations.
    case types
    /// Class-body members without their enclosing type (`@IBOutlet var …`, `override func viewDidLoad()`).
    case members
    /// Code that needs an enclosing function and declarations (`label.frame = …`).
    case statements
    /// Header-style declarations: `@property` lines, method prototypes, an Objective-C `@protocol`.
    case declarations
    /// Objective-C method definitions without their `@implementation`.
    case methods
    /// Top-level code with imports: a whole file.
    case program
    /// Not Swift or Objective-C: the kinds above do not apply.
    case other
}
