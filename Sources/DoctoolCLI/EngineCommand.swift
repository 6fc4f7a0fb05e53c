import Foundation
import Verification

/// `doctool engine --apis`: what the engine offers a sample, generated from the compiler's symbol graph.
struct EngineCommand: Command {
    static let name = "engine"
    static let abstract = "List the engine's supported UIKit types and their public members."
    static let overview = """
        OVERVIEW: Print the headless engine's public API — every type of the HeadlessUIKit module (and
        the types of other modules it extends) with its kind, its number of public members and their
        names — so a maintainer can see what the engine offers before writing a scenario. The list is
        generated from the compiler's symbol graph of the built module (swift-symbolgraph-extract, in
        the Swift toolchain), never kept by hand; it needs the engine built (`swift build --product
        HeadlessEngine`; doctool builds it when it is missing). The same sources give the same output.
        Sources/HeadlessUIKit/README-APIS.md is this command's Markdown output.
        """
    static let usage = [
        "--apis [--json]"
    ]
    static let options: [OptionSpec] = [
        OptionSpec("--apis", help: "Print the supported types and members (a Markdown table)."),
        OptionSpec(
            "--json",
            help: """
                Print them as JSON instead: {"module", "types": [{"type", "kind", "memberCount", "members"}]}.
                """)
    ]
    static let exitStatus = """
        EXIT STATUS: 0 the list was printed; 1 the engine could not be built or read (the message says
        why); 64 for a usage error.
        """

    var json: Bool

    init(arguments: ParsedArguments) throws {
        var arguments = arguments
        let apis = arguments.flag("--apis")
        json = arguments.flag("--json")
        try arguments.finish(maxPositionals: 0)
        guard apis else { throw UsageError("missing --apis: doctool engine --apis [--json]") }
    }

    func run(_ context: CommandContext) -> Int32 {
        let reference: EngineAPIReference
        do {
            let toolchain = try EngineToolchain.locate(packageRoot: nil)
            reference = try EngineAPIReference.extract(toolchain: toolchain)
        } catch {
            return context.fail("\(error)")
        }
        if json {
            guard let text = try? reference.json() else { return context.fail("cannot encode the reference as JSON") }
            context.out.writeJSON(text)
        } else {
            context.out.write(reference.markdown())
        }
        return ExitCode.success
    }
}

extension EngineCommand {
    /// What the README's command reference says `doctool engine` does (`doctool help --reference` writes the table).
    static let reference = #"""
        The engine's supported API: every public type of `HeadlessUIKit` (and the types of other modules it
        extends) with its kind, number of public members and their names, as a Markdown table (`--json`:
        `{"module", "types": [{"type", "kind", "memberCount", "members"}]}`). Generated from the compiler's
        symbol graph of the built module (`swift-symbolgraph-extract`), so it needs the engine built (built when
        missing). Its output is committed as
        [`Sources/HeadlessUIKit/README-APIS.md`](Sources/HeadlessUIKit/README-APIS.md); `EngineCommandTests`
        fails when that file is out of date.
        """#
}
