/// The names a sample uses and declares.
public struct SampleSymbols: Hashable, Codable, Sendable {
    /// UIKit, Foundation, Core Graphics (and other Apple SDK) names the sample uses, by prefix (`UI`, `NS`, `CG`, …):
    /// types, C functions (`CGRectMake`) and constants (`UIGestureRecognizerStateBegan`), sorted.
    public var frameworkTypes: [String]
    /// Calls, in source order (Swift spelling).
    public var calls: [SampleCall]
    /// Identifiers the sample declares (types, properties, methods, locals, parameters), sorted.
    public var declared: [String]
    /// Value identifiers the sample uses but never declares and the usual UIKit context does not supply, sorted.
    public var undeclared: [String]
    /// Imported modules, third-party ones flagged.
    public var imports: [SampleImport]
    /// Literal values with the property or argument they set, in source order.
    public var constants: [SampleConstant]
    /// Type names the sample declares (`class ViewController`, `@implementation ObjcDropOutAnimator`), in order.
    public var declaredTypes: [String]
    /// Selector targets (`#selector(self.handlePan(sender:))`, `@selector(handlePan:)`): the method base names, with lines.
    public var selectors: [SampleSelector]

    public init(
        frameworkTypes: [String] = [], calls: [SampleCall] = [], declared: [String] = [],
        undeclared: [String] = [], imports: [SampleImport] = [], constants: [SampleConstant] = [],
        declaredTypes: [String] = [], selectors: [SampleSelector] = []
    ) {
        self.frameworkTypes = frameworkTypes
        self.calls = calls
        self.declared = declared
        self.undeclared = undeclared
        self.imports = imports
        self.constants = constants
        self.declaredTypes = declaredTypes
        self.selectors = selectors
    }

    /// The symbols of two blocks read as one version (an Objective-C header, then its implementation): lists
    /// in page order (`self`'s block first), sorted name lists united.
    func joining(_ later: SampleSymbols) -> SampleSymbols {
        func united(_ a: [String], _ b: [String]) -> [String] { Array(Set(a).union(b)).sorted() }
        return SampleSymbols(
            frameworkTypes: united(frameworkTypes, later.frameworkTypes), calls: calls + later.calls,
            declared: united(declared, later.declared),
            undeclared: united(undeclared, later.undeclared).filter { !declared.contains($0) && !later.declared.contains($0) },
            imports: imports + later.imports, constants: constants + later.constants,
            declaredTypes: declaredTypes + later.declaredTypes, selectors: selectors + later.selectors)
    }
}
