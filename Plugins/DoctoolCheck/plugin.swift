import Foundation
import PackagePlugin

/// `swift package doctool-check [ARGUMENTS]`: the documentation gate (`doctool check`) with the package
/// manager a Swift repository already has. SwiftPM builds doctool first; the arguments go to `check` as
/// they are (`--jobs 2`, `--format github`, `--changed-since origin/main`), and its exit status is the
/// command's.
@main
struct DoctoolCheck: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let doctool = try context.tool(named: "doctool")
        let process = Process()
        process.executableURL = doctool.url
        process.arguments = ["check"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit && process.terminationStatus == 0 else {
            Diagnostics.error("doctool check failed (exit status \(process.terminationStatus))")
            throw CheckFailed(status: process.terminationStatus)
        }
    }

    struct CheckFailed: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "doctool check exited with status \(status)" }
    }
}
