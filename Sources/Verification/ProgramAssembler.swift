import CodeLexer
import Foundation

/// Which text of a scenario's samples a program compiles.
public enum ProgramVariant: String, Codable, Sendable {
    /// The samples exactly as published (after the runtime rewrites).
    case published
    /// The samples with the scenario's errata applied.
    case erratum
}

/// One scenario turned into a Swift source file ready to compile with others.
public struct AssembledScenario: Sendable {
    public var scenario: Scenario
    public var variant: ProgramVariant
    /// The Swift source: file-scope imports, aliases and extensions, then the namespace enum.
    public var source: String
    /// The rewrites applied to each covered sample, by fingerprint.
    public var rewrites: [String: [AppliedRewrite]]
    /// The key the scenario program's main registers it under.
    public var runName: String { Self.runName(of: scenario.name, variant) }

    /// The run name of a scenario's variant: its name, with `+erratum` for the erratum's run (the one place
    /// that spelling is made; outcomes are looked up by it).
    public static func runName(of scenario: String, _ variant: ProgramVariant) -> String {
        variant == .published ? scenario : scenario + "+erratum"
    }
}

/// A scenario that cannot be assembled (a covered sample is missing, an erratum no longer applies).
public struct AssemblyError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String
    public var description: String { "\(file):\(line): \(message)" }
}

/// Splices samples into their scenario's context and wraps everything in a namespace enum, so many
/// scenarios compile as one module (merged compilation, as rustdoc does for doctests).
///
/// Design: Swift forbids `extension` and `import` inside a type, and sample code (and context) use
/// both at top level. Top-level declarations are therefore split by brace depth: imports move to the
/// file's head, extensions stay at file scope, everything else goes into `enum Scenario_<name>`, and
/// `fileprivate typealias` lines let the file-scope extensions name the nested types unchanged.
/// `#sourceLocation` directives keep every line pointing at the page or the scenario file, so the
/// compiler's diagnostics name the published sample's file and line.
public enum ProgramAssembler {
    /// A line of the program with where it came from.
    struct SourceLine {
        var text: String
        var file: String
        var line: Int
    }

    public static func assemble(
        _ scenario: Scenario, variant: ProgramVariant,
        samples: [String: VerifiableSample]
    ) throws -> AssembledScenario {
        var flat: [SourceLine] = []
        var rewrites: [String: [AppliedRewrite]] = [:]
        for line in scenario.lines {
            guard let fingerprint = line.sampleFingerprint else {
                flat.append(SourceLine(text: line.text, file: scenario.file, line: line.number))
                continue
            }
            guard let sample = samples[fingerprint] else {
                throw AssemblyError(
                    file: scenario.file, line: line.number,
                    message:
                        "no sample in the corpus has fingerprint \(fingerprint): the sample changed or was removed; update the scenario's @covers and @sample lines"
                )
            }
            var text = sample.text
            if variant == .erratum {
                for erratum in scenario.errata where erratum.fingerprint == fingerprint {
                    guard text.contains(erratum.original) else {
                        throw AssemblyError(
                            file: scenario.file, line: erratum.line,
                            message: "erratum text `\(erratum.original)` is not in sample \(sample.id) (\(sample.location))")
                    }
                    text = text.replacingOccurrences(of: erratum.original, with: erratum.replacement)
                }
            }
            let rewritten = RuntimeRewriter.rewrite(text)
            rewrites[fingerprint] = rewritten.rewrites
            let indentation = String(line.text.prefix { $0 == " " || $0 == "\t" })
            for (offset, sampleLine) in rewritten.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                // Indent a sample placed inside a context type; the page's own indentation is kept.
                let indented = indentation.isEmpty || sampleLine.isEmpty ? String(sampleLine) : indentation + sampleLine
                flat.append(SourceLine(text: indented, file: sample.file, line: sample.firstLine + offset))
            }
        }
        let source = render(flat, namespace: namespace(of: scenario, variant: variant))
        return AssembledScenario(scenario: scenario, variant: variant, source: source, rewrites: rewrites)
    }

    /// The source of the program's entry point for a batch of assembled scenarios.
    public static func mainSource(for scenarios: [AssembledScenario]) -> String {
        var lines = ["import ScenarioSupport", "", "ScenarioMain.run(["]
        for assembled in scenarios.sorted(by: { $0.runName < $1.runName }) {
            lines.append("    \"\(assembled.runName)\": \(namespace(of: assembled)).verify,")
        }
        if scenarios.isEmpty { lines.append(":") }
        lines.append("])")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Erratum programs get their own namespace so both variants can share a batch.
    static func namespace(of assembled: AssembledScenario) -> String {
        namespace(of: assembled.scenario, variant: assembled.variant)
    }

    static func namespace(of scenario: Scenario, variant: ProgramVariant) -> String {
        variant == .published ? scenario.namespace : scenario.namespace + "_erratum"
    }

    // MARK: - Rendering

    static func render(_ flat: [SourceLine], namespace: String) -> String {
        var imports: [String] = ["import UIKit", "import ScenarioSupport"]
        var fileScope: [[SourceLine]] = []
        var body: [SourceLine] = []
        var typeNames: [String] = []
        var tracker = BraceTracker()
        var currentExtension: [SourceLine]?
        // Whether the extension being collected has opened its body: Allman style puts `{` on the
        // line after `extension X: P`, so depth 0 alone does not mean the extension ended.
        var extensionOpened = false
        for line in flat {
            let depthBefore = tracker.consume(line.text)
            let trimmed = line.text.trimmingCharacters(in: .whitespaces)
            if var chunk = currentExtension {
                chunk.append(line)
                if tracker.depth > 0 || line.text.contains("{") { extensionOpened = true }
                if extensionOpened && tracker.depth == 0 {
                    fileScope.append(chunk)
                    currentExtension = nil
                } else {
                    currentExtension = chunk
                }
                continue
            }
            if depthBefore == 0 {
                if trimmed.hasPrefix("import ") {
                    if !imports.contains(trimmed) { imports.append(trimmed) }
                    body.append(SourceLine(text: "", file: line.file, line: line.line))
                    continue
                }
                if isExtension(trimmed) {
                    if tracker.depth == 0 && trimmed.contains("{") {
                        fileScope.append([line])  // `extension UIView: ResizableDynamicItem {}`
                    } else {
                        currentExtension = [line]
                        extensionOpened = tracker.depth > 0
                    }
                    continue
                }
                if let name = declaredTypeName(trimmed) { typeNames.append(name) }
            }
            body.append(line)
        }
        if let open = currentExtension { fileScope.append(open) }

        var output = imports
        output.append("")
        if !fileScope.isEmpty {
            for name in typeNames { output.append("fileprivate typealias \(name) = \(namespace).\(name)") }
            for chunk in fileScope { output.append(contentsOf: withLocations(chunk)) }
            output.append("#sourceLocation()")
        }
        output.append("enum \(namespace) {")
        output.append(contentsOf: withLocations(body))
        output.append("#sourceLocation()")
        output.append("}")
        return output.joined(separator: "\n") + "\n"
    }

    /// Lines preceded by `#sourceLocation` wherever their origin jumps.
    static func withLocations(_ lines: [SourceLine]) -> [String] {
        var output: [String] = []
        var expected: (file: String, line: Int)?
        for line in lines {
            if expected == nil || expected!.file != line.file || expected!.line != line.line {
                output.append("#sourceLocation(file: \"\(line.file)\", line: \(line.line))")
            }
            output.append(line.text)
            expected = (line.file, line.line + 1)
        }
        return output
    }

    static func isExtension(_ trimmed: String) -> Bool {
        let words = trimmed.split(separator: " ")
        let first = words.first { !modifiers.contains($0) && !$0.hasPrefix("@") }
        return first == "extension"
    }

    static let typeKeywords = Set(CodeKeywords.words(.swift, with: .opensNominalType).map { Substring($0) })
    static let modifiers: Set<Substring> = ["final", "public", "open", "private", "fileprivate", "internal", "indirect"]

    /// The name a top-level type declaration introduces, if the line starts one.
    static func declaredTypeName(_ trimmed: String) -> String? {
        let words = trimmed.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" })
        var index = 0
        while index < words.count, modifiers.contains(words[index]) || words[index].hasPrefix("@") { index += 1 }
        guard index + 1 < words.count, typeKeywords.contains(words[index]) else { return nil }
        if words[index] == "class" && words[index + 1] == "func" { return nil }
        return String(words[index + 1])
    }
}
