@testable import DoctoolCLI
import Foundation
import XCTest

/// The README's command reference gives each command's usage exactly as its option table writes it (`usageForms`,
/// the same forms `--help` prints wrapped): the two were written separately, and had drifted (`--corpus`,
/// `--scenarios`, `--timeout` were missing).
final class CommandReferenceTests: XCTestCase {
    func testTheReadmeTableGivesEachCommandsGeneratedUsage() throws {
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        for command in Doctool.commands {
            let row = try XCTUnwrap(readme.split(separator: "\n").first { $0.hasPrefix("| `doctool \(command.name)") },
                                    "no README row for \(command.name)")
            // The first cell, each form in backticks, `|` escaped as Markdown tables need.
            let expected = command.usageForms.map { "`" + $0.replacingOccurrences(of: "|", with: "\\|") + "`" }
                .joined(separator: ", ")
            XCTAssertTrue(row.hasPrefix("| " + expected + " | "), "README row of \(command.name) should begin:\n| \(expected) |")
        }
    }

    /// The generated usage is what `--help` shows (after unwrapping), so the README row and the help agree.
    func testTheHelpsUsageIsTheGeneratedUsageWrapped() {
        for command in Doctool.commands {
            let section = command.usageSection
            XCTAssertTrue(command.help.contains("\n\n" + section + "\n\n"), command.name)
            let unwrapped = section.dropFirst("USAGE: ".count).split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .reduce(into: [String]()) { forms, line in
                    if line.hasPrefix("doctool \(command.name)") { forms.append(line) } else { forms[forms.count - 1] += " " + line }
                }
            XCTAssertEqual(unwrapped, command.usageForms, command.name)
        }
    }
}
