import SampleAnalysis

/// The first version of a scenario file for one sample, as `doctool scenario new` writes it: the
/// header, the context the smoke tier found for it, and a `verify` that shows the host, lets time run
/// and lists, as comments, the state of the views before and after, so the author writes the page's
/// promises from facts. It passes as written; the one check it makes is that the host is on screen.
public struct ScenarioScaffold: Sendable {
    public var name: String
    public var summary: String
    public var sample: VerifiableSample
    /// Every copy of the sample (the translations), listed on the `@covers` line.
    public var copies: [VerifiableSample]
    /// The earlier samples of the section that the host holds before it, covered by the same scenario.
    public var context: [VerifiableSample] = []
    public var parts: SmokeScenario.Parts
    /// The view tree as shown and after the run (`Stage.describe`), when the probe ran.
    public var stateBefore: String?
    public var stateAfter: String?
    /// Why the published sample fails and the errata that make it pass, when it needs them.
    public var expectedFailure: String?
    public var errata: [String] = []

    public init(name: String, summary: String, sample: VerifiableSample, copies: [VerifiableSample], parts: SmokeScenario.Parts) {
        self.name = name
        self.summary = summary
        self.sample = sample
        self.copies = copies
        self.parts = parts
    }

    /// The scenario name for a sample id (`topic/lang/section/n` → `topic-section-n`).
    public static func name(for sampleID: String) -> String {
        let parts = sampleID.split(separator: "/")
        let chosen = parts.count == 4 ? [parts[0], parts[2], parts[3]] : parts
        let raw = chosen.joined(separator: "-").lowercased()
        var name = ""
        for scalar in raw.unicodeScalars {
            let allowed = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            if allowed { name.unicodeScalars.append(scalar) } else if !name.hasSuffix("-") { name.append("-") }
        }
        while name.hasSuffix("-") { name.removeLast() }
        return name.isEmpty ? "scenario" : name
    }

    /// The file's text.
    public var text: String {
        var lines = ["// @scenario \(name)", "// @summary \(summary)"]
        let others = copies.filter { $0.id != sample.id }.map(\.location)
        lines.append(
            "// @covers \(sample.fingerprint) \(sample.id)"
                + (others.isEmpty ? "" : " (copies: " + others.joined(separator: ", ") + ")"))
        for other in context {
            // The context is the page's earlier blocks the sample builds on, and later handlers its selectors name.
            let role = other.firstLine < sample.firstLine ? "an earlier sample it builds on" : "the handler its #selector names"
            lines.append("// @covers \(other.fingerprint) \(other.id) (\(role))")
        }
        if let expectedFailure { lines.append("// @expect-failure \(expectedFailure)") }
        lines += errata
        lines.append("")
        lines.append(
            "// Written by `doctool scenario new`: the sample sits verbatim in \(parts.host.rawValue)"
                + (parts.outlets.isEmpty
                    ? "."
                    : ", its outlets connected to fresh views (" + parts.outlets.map(\.description).joined(separator: ", ") + ").")
        )
        lines += parts.body
        lines.append("")
        lines.append("static func verify(_ expect: Expectations) {")
        lines += parts.drive.map { "    " + $0 }
        if let stateBefore {
            lines.append(
                "    // The views once the sample ran, before time passes (Stage.describe(\(SmokeScenario.describedView(parts)))):"
            )
            lines += stateBefore.split(separator: "\n").map { "    //   " + $0 }
        }
        if let stateAfter {
            lines.append("    // After the run (\(SmokeScenario.runSeconds) simulated seconds):")
            lines += stateAfter.split(separator: "\n").map { "    //   " + $0 }
        }
        lines.append("    // Check what the page promises with expect.that / expect.near, from the facts above.")
        switch parts.host {
        case .view: lines.append("    expect.that(host.window != nil, \"the view is on screen\")")
        case _ where parts.hasHostView:
            lines.append("    expect.that(host.view.window != nil, \"the view controller's view is on screen\")")
        default: lines.append("    expect.that(true, \"the sample compiles and runs\")")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
