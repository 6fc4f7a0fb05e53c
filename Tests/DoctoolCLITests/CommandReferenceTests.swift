@testable import DoctoolCLI
import Foundation
import XCTest

/// The README's command reference names every option each command's `--help` lists, and no other: the two
/// are written separately, and had drifted (`--corpus`, `--scenarios`, `--timeout` were missing).
final class CommandReferenceTests: XCTestCase {
    func testTheReadmeTableNamesTheOptionsOfEachCommandsHelp() throws {
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        func options(in text: Substring) -> Set<String> {
            var found: Set<String> = []
            var rest = text[...]
            while let start = rest.range(of: "--") {
                let name = rest[start.upperBound...].prefix { $0.isLowercase || $0 == "-" }
                if let first = name.first, first.isLowercase { found.insert("--" + name) }
                rest = rest[start.upperBound...]
            }
            return found
        }
        for command in Doctool.commands {
            // The help's option lines: `  --name …` at the start of a line.
            let helpLines = command.help.split(separator: "\n").filter { $0.drop { $0 == " " }.hasPrefix("--") }
            let inHelp = helpLines.reduce(into: Set<String>()) { names, line in
                if let name = options(in: line.drop { $0 == " " }.prefix { $0 != " " }).first { names.insert(name) }
            }.subtracting(["--help"])
            let row = try XCTUnwrap(readme.split(separator: "\n").first { $0.hasPrefix("| `doctool \(command.name)") },
                                    "no README row for \(command.name)")
            // The first cell: the command's forms (escaped pipes are not cell borders).
            let cell = row.replacingOccurrences(of: "\\|", with: "/").dropFirst(2).prefix { $0 != "|" }
            XCTAssertEqual(options(in: Substring(cell)).sorted(), inHelp.sorted(), "README row vs `doctool \(command.name) --help`")
        }
    }
}
