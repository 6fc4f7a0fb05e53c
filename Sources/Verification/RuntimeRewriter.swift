import CodeLexer
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
///
/// Only code is rewritten: an `@objc` or `#selector(` inside a string literal or a comment is text the
/// sample prints or explains, and stays as written (tokens by `CodeTokenizer`, Swift's rules).
public enum RuntimeRewriter {
    /// The rewritten text (same number of lines) and every rewrite applied.
    public static func rewrite(_ text: String) -> (text: String, rewrites: [AppliedRewrite]) {
        var rewrites: [AppliedRewrite] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var output: [String] = []
        output.reserveCapacity(lines.count)
        // The tokenizer as it stands at the start of each line: a comment or a string may be open.
        var tokenizer = CodeTokenizer(rules: .swift)
        for (index, original) in lines.enumerated() {
            var line = original
            for (attribute, reason) in removedAttributes {
                let without = removeAttribute(attribute, from: line, at: tokenizer)
                if without != line {
                    rewrites.append(AppliedRewrite(sampleLine: index + 1, before: line, after: without, reason: reason))
                    line = without
                }
            }
            let withSelectors = rewriteSelectors(in: line, at: tokenizer)
            if withSelectors != line {
                rewrites.append(
                    AppliedRewrite(
                        sampleLine: index + 1, before: line, after: withSelectors,
                        reason: "#selector needs the Objective-C runtime: closure-based Selector"))
                line = withSelectors
            }
            output.append(line)
            _ = tokenizer.tokens(ofLine: original)
        }
        return (output.joined(separator: "\n"), rewrites)
    }

    static let removedAttributes: [(String, String)] = [
        ("@objcMembers", "@objcMembers needs the Objective-C runtime: removed"),
        ("@objc", "@objc needs the Objective-C runtime: removed"),
        ("@IBOutlet", "@IBOutlet needs the Objective-C runtime: removed (the scenario connects the outlet)")
    ]

    /// Removes `@attr` or `@attr(name)` as a whole token (not `@objcMembers` when removing `@objc`), where it
    /// is code; `tokenizer` is the state at the start of the line (a one-line sample when omitted).
    static func removeAttribute(
        _ attribute: String, from line: String,
        at tokenizer: CodeTokenizer = CodeTokenizer(rules: .swift)
    ) -> String {
        var bytes = Array(line.utf8)
        let name = Array(attribute.utf8)
        var searchStart = 0
        while let found = tokens(of: bytes, at: tokenizer).first(where: { (token: CodeToken) -> Bool in
            // A non-ASCII letter after the name would make it a longer name (the tokenizer's words are ASCII).
            token.kind == .attribute && token.start >= searchStart && bytes[token.range].elementsEqual(name)
                && !(token.end < bytes.count && bytes[token.end] >= 0x80)
        }) {
            var end = found.end
            if end < bytes.count, bytes[end] == 0x28, let close = bytes[end...].firstIndex(of: 0x29) { end = close + 1 }
            while end < bytes.count, bytes[end] == 0x20 { end += 1 }
            bytes.removeSubrange(found.start..<end)
            searchStart = found.start
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `#selector(self.handlePan(sender:))` → `Selector(Self.handlePan(sender:))`, where it is code.
    static func rewriteSelectors(in line: String, at tokenizer: CodeTokenizer = CodeTokenizer(rules: .swift)) -> String {
        var result = line
        while let found = firstSelector(in: result, at: tokenizer) {
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

    /// The range of the first `#selector(` of `line` that is code.
    private static func firstSelector(in line: String, at tokenizer: CodeTokenizer) -> Range<String.Index>? {
        let bytes = Array(line.utf8)
        let tokens = tokens(of: bytes, at: tokenizer)
        let name = Array("#selector".utf8)
        for (index, token) in tokens.enumerated() where token.kind == .directive && bytes[token.range].elementsEqual(name) {
            guard index + 1 < tokens.count, tokens[index + 1].start == token.end, bytes[token.end] == 0x28 else { continue }
            let utf8 = line.utf8
            let lower = utf8.index(utf8.startIndex, offsetBy: token.start)
            let upper = utf8.index(lower, offsetBy: token.end + 1 - token.start)
            return lower..<upper
        }
        return nil
    }

    /// The tokens of one line's bytes, read from the state `tokenizer` is in.
    private static func tokens(of bytes: [UInt8], at tokenizer: CodeTokenizer) -> [CodeToken] {
        var tokenizer = tokenizer
        return bytes.withUnsafeBufferPointer { tokenizer.tokens(ofLine: $0) }
    }
}
