import Foundation

/// A mechanical change the missing Objective-C runtime forces on sample code, listed in the report.
public struct AppliedRewrite: Hashable, Codable, Sendable {
    /// 1-based line within the sample.
    public var sampleLine: Int
    public var before: String
    public var after: String
    public var reason: String
}

/// The only edits verification makes to sample code: those that Linux's lack of an Objective-C
/// runtime forces. Anything else a sample needs comes from its scenario's context.
///
/// Checked on this machine (Swift 6.3): `@objc`, `@objcMembers` and `@IBOutlet` are errors without
/// the runtime, so they are removed (`weak`, `dynamic`, `@IBAction`, `@IBInspectable` compile and
/// stay). `#selector(m)` cannot be formed, so it becomes `Selector(Self.m)`: an unapplied method
/// reference that the engine's `Selector` wraps in a typed closure (zero- and one-argument
/// actions), with a leading `self.` dropped because the reference goes through the type.
public enum RuntimeRewriter {
    /// The rewritten text (same number of lines) and every rewrite applied.
    public static func rewrite(_ text: String) -> (text: String, rewrites: [AppliedRewrite]) {
        var rewrites: [AppliedRewrite] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var output: [String] = []
        output.reserveCapacity(lines.count)
        for (index, original) in lines.enumerated() {
            var line = original
            for (attribute, reason) in removedAttributes {
                let without = removeAttribute(attribute, from: line)
                if without != line {
                    rewrites.append(AppliedRewrite(sampleLine: index + 1, before: line, after: without, reason: reason))
                    line = without
                }
            }
            let withSelectors = rewriteSelectors(in: line)
            if withSelectors != line {
                rewrites.append(AppliedRewrite(sampleLine: index + 1, before: line, after: withSelectors,
                                               reason: "#selector needs the Objective-C runtime: closure-based Selector"))
                line = withSelectors
            }
            output.append(line)
        }
        return (output.joined(separator: "\n"), rewrites)
    }

    static let removedAttributes: [(String, String)] = [
        ("@objcMembers", "@objcMembers needs the Objective-C runtime: removed"),
        ("@objc", "@objc needs the Objective-C runtime: removed"),
        ("@IBOutlet", "@IBOutlet needs the Objective-C runtime: removed (the scenario connects the outlet)"),
    ]

    /// Removes `@attr` or `@attr(name)` as a whole token (not `@objcMembers` when removing `@objc`).
    static func removeAttribute(_ attribute: String, from line: String) -> String {
        var result = line
        var searchStart = result.startIndex
        while let found = result.range(of: attribute, range: searchStart..<result.endIndex) {
            var end = found.upperBound
            if end < result.endIndex, result[end].isLetter || result[end].isNumber || result[end] == "_" {
                searchStart = end
                continue
            }
            if end < result.endIndex, result[end] == "(", let close = result[end...].firstIndex(of: ")") {
                end = result.index(after: close)
            }
            while end < result.endIndex, result[end] == " " { end = result.index(after: end) }
            result.removeSubrange(found.lowerBound..<end)
            searchStart = found.lowerBound
        }
        return result
    }

    /// `#selector(self.handlePan(sender:))` → `Selector(Self.handlePan(sender:))`.
    static func rewriteSelectors(in line: String) -> String {
        var result = line
        while let found = result.range(of: "#selector(") {
            // Find the matching parenthesis.
            var depth = 1
            var index = found.upperBound
            while index < result.endIndex, depth > 0 {
                if result[index] == "(" { depth += 1 }
                if result[index] == ")" { depth -= 1 }
                if depth > 0 { index = result.index(after: index) }
            }
            guard index < result.endIndex else { break }
            var reference = String(result[found.upperBound..<index]).trimmingCharacters(in: .whitespaces)
            if reference.hasPrefix("self.") { reference.removeFirst(5) }
            let firstComponent = reference.prefix { $0 != "." && $0 != "(" }
            let qualified = reference.contains(".") && firstComponent.first?.isUppercase == true
            let replacement = "Selector(" + (qualified ? reference : "Self." + reference) + ")"
            result.replaceSubrange(found.lowerBound...index, with: replacement)
        }
        return result
    }
}
