import HeadlessUIKit

/// One promise of the page, checked on the engine's state.
public struct ExpectationResult: Codable, Sendable {
    /// The promise in the page's words ("the square rests on the bottom edge").
    public var promise: String
    public var passed: Bool
    /// What was measured, for the report ("maxY 667.0, expected 667.0 ± 0.5").
    public var detail: String
    /// Where the check stands in the scenario file.
    public var line: Int
}

/// Collects the checks a scenario makes. Checks never stop the scenario, so one run reports every
/// broken promise, as XCTest does.
public final class Expectations {
    public private(set) var results: [ExpectationResult] = []

    public init() {}

    /// Checks that `condition` holds.
    public func that(_ condition: Bool, _ promise: String, detail: String = "", line: Int = #line) {
        results.append(ExpectationResult(promise: promise, passed: condition, detail: detail, line: line))
    }

    /// Checks that `actual` is within `tolerance` of `expected`.
    public func near(
        _ actual: CGFloat, _ expected: CGFloat, within tolerance: CGFloat, _ promise: String,
        line: Int = #line
    ) {
        let passed = abs(actual - expected) <= tolerance
        results.append(
            ExpectationResult(
                promise: promise, passed: passed,
                detail: "\(actual), expected \(expected) ± \(tolerance)", line: line))
    }

    /// Checks that two points are within `tolerance` of each other.
    public func near(
        _ actual: CGPoint, _ expected: CGPoint, within tolerance: CGFloat, _ promise: String,
        line: Int = #line
    ) {
        let distance = hypot(actual.x - expected.x, actual.y - expected.y)
        results.append(
            ExpectationResult(
                promise: promise, passed: distance <= tolerance,
                detail: "(\(actual.x), \(actual.y)), expected (\(expected.x), \(expected.y)) ± \(tolerance)",
                line: line))
    }

    /// True when every check passed (and at least one was made: a scenario that checks nothing fails).
    public var allPassed: Bool { !results.isEmpty && results.allSatisfy(\.passed) }
}
