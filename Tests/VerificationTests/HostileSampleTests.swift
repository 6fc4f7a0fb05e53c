import DocumentModel
import Foundation
@testable import Verification
import XCTest
#if canImport(Glibc)
    import Glibc
#endif

/// Samples written as an attacker would, compiled and run for real in the sandbox (one batch):
/// each attack is contained and reported, nothing outside the sandbox changes, and the honest
/// scenarios of the same batch keep their verdicts.
final class HostileSampleTests: XCTestCase {
    static let packageRoot = VerifierTests.packageRoot

    /// An attack: the sample's text, and the check its scenario makes after it.
    struct Attack {
        var name: String
        var sample: String
        var check: String
    }

    func testHostileSamplesAreContainedReportedAndCannotForgeAVerdict() throws {
        let token = "token-\(UUID().uuidString)"
        setenv("DOCTOOL_TEST_TOKEN", token, 1)
        defer { unsetenv("DOCTOOL_TEST_TOKEN") }
        let secretFile = FileManager.default.temporaryDirectory.appendingPathComponent("doctool-secret-\(UUID().uuidString)")
        let secret = "secret-\(UUID().uuidString)"
        try secret.write(to: secretFile, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secretFile) }
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("doctool-pwned-\(UUID().uuidString)").path
        let root = Self.packageRoot.path
        let listener = try LoopbackListener()
        defer { listener.close() }
        let marker = 4000 + Int(getpid() % 1000)  // `sleep <marker>` names this test's children on the host
        let statusBefore = try git(["status", "--porcelain"])
        let manifest = Self.packageRoot.appendingPathComponent("index/manifest.json")
        let manifestBefore = try Data(contentsOf: manifest)

        let attacks = [
            // Listed first, so the later scenarios run the program after it tried to replace it.
            Attack(
                name: "a-replace-program",
                sample: """
                    let me = CommandLine.arguments[0]
                    let replaced = FileManager.default.createFile(atPath: me, contents: Data("#!/bin/sh\\necho pwned\\n".utf8))
                    let unlinked = unlink(me) == 0
                    """, check: "expect.that(!replaced && !unlinked, \"the program cannot be replaced\")"),
            Attack(
                name: "endless-loop", sample: "var spins = 0\nwhile spins >= 0 { spins &+= 1 }",
                check: "expect.that(spins < 0, \"unreachable\")"),
            Attack(
                name: "hoard-memory",
                sample: "var hoard: [[UInt8]] = []\nwhile true { hoard.append([UInt8](repeating: 1, count: 64 << 20)) }",
                check: "expect.that(hoard.isEmpty, \"unreachable\")"),
            Attack(
                name: "fork-bomb",
                sample: "var forks = 0\nwhile forks >= 0 { if fork() == 0 { while true { sleep(100) } }; forks += 1 }",
                check: "expect.that(forks < 0, \"unreachable\")"),
            Attack(
                name: "outliving-children",
                sample: """
                    var started = 0
                    for _ in 0..<20 {
                        let child = Process()
                        child.executableURL = URL(fileURLWithPath: "/usr/bin/sleep")
                        child.arguments = ["\(marker)"]
                        if (try? child.run()) != nil { started += 1 }
                    }
                    """, check: "expect.that(true, \"started \\(started) children\")"),
            Attack(
                name: "write-checkout",
                sample: """
                    let wrote = [
                        FileManager.default.createFile(atPath: "\(root)/corpus/pwned.md", contents: Data("pwned".utf8)),
                        FileManager.default.createFile(atPath: "\(root)/Scenarios/pwned.swift", contents: Data("pwned".utf8)),
                        FileManager.default.createFile(atPath: "\(root)/.git/hooks/pre-commit", contents: Data("pwned".utf8)),
                        FileManager.default.createFile(atPath: "\(outside)", contents: Data("pwned".utf8)),
                        (try? FileManager.default.removeItem(atPath: "\(root)/index/manifest.json")) != nil,
                    ]
                    """, check: "expect.that(!wrote.contains(true), \"nothing outside the sandbox can be written or deleted\")"),
            Attack(
                name: "read-secrets",
                sample: """
                    let file = (try? String(contentsOfFile: "\(secretFile.path)", encoding: .utf8)) ?? "unreadable"
                    let variable = ProcessInfo.processInfo.environment["DOCTOOL_TEST_TOKEN"] ?? "unset"
                    """, check: "expect.that(false, \"leak\", detail: \"file: \\(file); variable: \\(variable)\")"),
            Attack(
                name: "connect-loopback",
                sample: """
                    let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                    var address = sockaddr_in()
                    address.sin_family = sa_family_t(AF_INET)
                    address.sin_port = in_port_t(\(listener.port)).bigEndian
                    address.sin_addr.s_addr = inet_addr("127.0.0.1")
                    let connected = withUnsafePointer(to: &address) {
                        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
                    } == 0
                    """, check: "expect.that(!connected, \"no connection leaves the sandbox\")"),
            Attack(
                name: "forge-report",
                sample: """
                    print(#"{"scenario":"forge-report","passed":true,"expectations":[{"promise":"forged","passed":true,"detail":"","line":1}],"simulatedSeconds":0}"#)
                    print("doctool-report " + String(repeating: "0", count: 64) + #" {"passed":true,"expectations":[{"promise":"forged","passed":true,"detail":"","line":1}]}"#)
                    fflush(stdout)
                    exit(0)
                    """, check: "expect.that(false, \"the only real check fails\")"),
            Attack(
                name: "z-honest-pass", sample: "let square = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))",
                check: "expect.near(square.frame.width, 30, within: 0.001, \"30 wide\")"),
            Attack(
                name: "z-honest-fail", sample: "let box = UIView(frame: .zero)",
                check: "expect.near(box.frame.width, 10, within: 0.001, \"10 wide\")")
        ]
        var samples: [VerifiableSample] = []
        var scenarios: [Scenario] = []
        for (index, attack) in attacks.enumerated() {
            let fingerprint = String(format: "eeee%012x", index + 1)
            samples.append(
                VerifiableSample(
                    id: "hostile/en/\(attack.name)/1", fingerprint: fingerprint, language: .swift,
                    text: attack.sample,
                    range: SourceRange(
                        file: "corpus/hostile/en.md", firstLine: 10 * (index + 1),
                        lastLine: 10 * (index + 1) + attack.sample.split(separator: "\n").count - 1, byteStart: 0, byteEnd: 0)))
            scenarios.append(
                try ScenarioParser.parse(
                    """
                    // @scenario \(attack.name)
                    // @covers \(fingerprint) hostile/en/\(attack.name)/1
                    import Foundation
                    static func verify(_ expect: Expectations) {
                        // @sample \(fingerprint)
                        \(attack.check)
                    }
                    """, file: "Scenarios/hostile/\(attack.name).swift"))
        }
        let toolchain = try EngineToolchain.locate(packageRoot: Self.packageRoot)
        let sandbox = try Sandbox.detect(sharedFolders: toolchain.sharedFolders).get()
        let verifier = Verifier(
            toolchain: toolchain, sandbox: sandbox,
            runner: ScenarioRunner(timeoutSeconds: 4, memoryLimitBytes: 256 << 20), jobs: 2)
        let started = Date()
        let report = verifier.verify(samples: samples, scenarios: scenarios, waivers: [])
        let seconds = Date().timeIntervalSince(started)
        let verdict = Dictionary(uniqueKeysWithValues: report.verdicts.map { ($0.sampleID.split(separator: "/")[2], $0) })
        func detail(_ name: Substring) -> String { verdict[name]?.detail ?? "no verdict" }

        // Contained and reported.
        XCTAssertTrue(detail("endless-loop").hasPrefix("TIMEOUT"), detail("endless-loop"))
        XCTAssertTrue(detail("hoard-memory").hasPrefix("MEMORY"), detail("hoard-memory"))
        XCTAssertTrue(detail("fork-bomb").hasPrefix("PROCESSES"), detail("fork-bomb"))
        XCTAssertTrue(
            detail("outliving-children").hasPrefix("PROCESSES") && detail("outliving-children").contains("left 20 processes"),
            detail("outliving-children"))
        // Attempts that the sandbox refuses are FORBIDDEN, whatever the sample's own check concluded, and
        // each refused call is named.
        XCTAssertTrue(
            detail("a-replace-program").hasPrefix("FORBIDDEN") && detail("a-replace-program").contains("unlink /program/"),
            detail("a-replace-program"))
        XCTAssertTrue(
            detail("write-checkout").hasPrefix("FORBIDDEN") && detail("write-checkout").contains("\(root)/corpus/"),
            detail("write-checkout"))
        XCTAssertTrue(
            detail("connect-loopback").hasPrefix("FORBIDDEN")
                && detail("connect-loopback").contains("connect 127.0.0.1:\(listener.port)"),
            detail("connect-loopback"))
        for name in ["a-replace-program", "write-checkout", "connect-loopback"] {
            XCTAssertEqual(verdict[Substring(name)]?.status, .failed, name)
        }
        XCTAssertEqual(listener.acceptedConnections(), 0, "the listener on 127.0.0.1 was reached")
        // Nothing secret reaches the report.
        let everything = report.text() + report.json()
        XCTAssertFalse(everything.contains(token), "the environment leaked into the sandbox")
        XCTAssertFalse(everything.contains(secret), "a file outside the sandbox was read")
        XCTAssertTrue(
            verdict["read-secrets"]?.expectations.first?.detail.contains("file: unreadable; variable: unset") ?? false,
            verdict["read-secrets"]?.expectations.first?.detail ?? "")
        // A forged report is not believed; the honest verdicts of the same batch are unchanged.
        XCTAssertEqual(verdict["forge-report"]?.status, .failed)
        XCTAssertTrue(detail("forge-report").contains("sealed report"), detail("forge-report"))
        XCTAssertEqual(verdict["z-honest-pass"]?.status, .passed, detail("z-honest-pass"))
        XCTAssertEqual(verdict["z-honest-fail"]?.status, .failed)
        XCTAssertTrue(detail("z-honest-fail").contains("broken promise: 10 wide"), detail("z-honest-fail"))
        XCTAssertFalse(report.succeeded)

        // Nothing changed outside the sandbox, and nothing of it is left running.
        XCTAssertEqual(try git(["status", "--porcelain"]), statusBefore, "the checkout changed")
        XCTAssertEqual(try Data(contentsOf: manifest), manifestBefore)
        for path in ["\(root)/corpus/pwned.md", "\(root)/Scenarios/pwned.swift", "\(root)/.git/hooks/pre-commit", outside] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: path), path)
        }
        XCTAssertEqual(Self.processes(named: "sleep", argument: String(marker)), [], "children of the sandbox outlived it")
        XCTAssertLessThan(seconds, 120, "verify finishes within its limits")
    }

    private func git(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-C", Self.packageRoot.path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Host PIDs of processes running `name argument`.
    static func processes(named name: String, argument: String) -> [Int] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int.init).filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            let words = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            return words.count == 2 && words[0].hasSuffix(name) && words[1] == argument
        }.sorted()
    }
}

/// A TCP listener on 127.0.0.1 that counts the connections it was offered.
final class LoopbackListener {
    let descriptor: Int32
    let port: UInt16

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.descriptor = descriptor
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else { throw VerificationError("cannot listen on 127.0.0.1") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        _ = length
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    func acceptedConnections() -> Int {
        var count = 0
        while true {
            let connection = accept(descriptor, nil, nil)
            guard connection >= 0 else { break }
            Glibc.close(connection)
            count += 1
        }
        return count
    }

    func close() { Glibc.close(descriptor) }
}
