import Foundation
@testable import Verification
import XCTest
#if canImport(Glibc)
    import Glibc
#endif

/// The sandbox itself, with shell commands standing in for sample code (no compiler needed).
final class SandboxTests: XCTestCase {
    private var sandbox: Sandbox!
    private var scratch: URL!

    override func setUpWithError() throws {
        let toolchain = try EngineToolchain.locate(packageRoot: VerifierTests.packageRoot)
        sandbox = try Sandbox.detect(sharedFolders: toolchain.sharedFolders).get()
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func shell(
        _ script: String, limits: SandboxLimits = .program(wallSeconds: 5, memoryBytes: 128 << 20),
        workspace: Sandbox.Workspace = .scratch(bytes: 1 << 20)
    ) -> SandboxRun {
        sandbox.run(["/bin/sh", "-c", script], workspace: workspace, mounts: [], input: Data("input line\n".utf8), limits: limits)
    }

    private func output(_ run: SandboxRun) -> String { String(decoding: run.standardOutput, as: UTF8.self) }

    func testTheEnvironmentIsMadeFromNothing() throws {
        setenv("DOCTOOL_SANDBOX_TOKEN", "leaked", 1)
        defer { unsetenv("DOCTOOL_SANDBOX_TOKEN") }
        let run = shell("env; id -u; pwd; read line; echo \"got $line\"")
        XCTAssertEqual(run.exitStatus, 0, String(decoding: run.standardError, as: UTF8.self))
        let text = output(run)
        XCTAssertFalse(text.contains("leaked"))
        XCTAssertTrue(text.contains("HOME=/sandbox") && text.contains("PATH=/usr/bin:/bin"), text)
        XCTAssertFalse(text.contains("\n0\n"), "the command runs as an unprivileged user: \(text)")
        XCTAssertTrue(text.contains("/sandbox\ngot input line"), text)
    }

    func testOnlyTheWorkspaceIsWritableAndTheHostsFilesAreNotThere() throws {
        let secret = scratch.appendingPathComponent("secret")
        try "hidden".write(to: secret, atomically: true, encoding: .utf8)
        let packageFile = VerifierTests.packageRoot.appendingPathComponent("Package.swift").path
        let run = shell(
            """
            for f in /usr/pwned /pwned /opt/pwned /proc/pwned /etc/pwned; do true > $f 2>/dev/null && echo "wrote $f"; done
            true > /sandbox/ok && echo "wrote workspace"
            cat \(secret.path) 2>/dev/null && echo "read secret"
            [ -e \(packageFile) ] && echo "sees the checkout"
            [ -e /root ] && echo "sees /root"
            ls /tmp | grep -x ok
            [ -e \(scratch.path) ] && echo "sees the host's /tmp"
            """)
        // /tmp is the scratch folder again, so it holds what the command wrote and nothing of the host's
        // (but the mount points of a checkout under /tmp, as CI's may be).
        XCTAssertEqual(output(run), "wrote workspace\nok\n", String(decoding: run.standardError, as: UTF8.self))
    }

    func testACompilerWorkspaceIsTheHostFolderAndComesBackOwnedByRoot() throws {
        let run = shell("echo built > /sandbox/program", workspace: .folder(scratch))
        XCTAssertEqual(run.exitStatus, 0, String(decoding: run.standardError, as: UTF8.self))
        let built = scratch.appendingPathComponent("program")
        XCTAssertEqual(try String(contentsOf: built, encoding: .utf8), "built\n")
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: built.path)[.ownerAccountID] as? NSNumber)?.intValue, 0)
    }

    /// A checkout under /tmp (CI's may be) keeps its engine visible in a program's sandbox, whose /tmp is the scratch folder.
    func testASharedFolderUnderTmpIsVisibleAboveTheScratchFolder() throws {
        let engine = scratch.appendingPathComponent("checkout/.build/debug")
        try FileManager.default.createDirectory(at: engine, withIntermediateDirectories: true)
        try "engine".write(to: engine.appendingPathComponent("libEngine.so"), atomically: true, encoding: .utf8)
        let withTmp = Sandbox(isolation: .namespaces, sharedFolders: sandbox.sharedFolders + [engine])
        let run = withTmp.run(
            ["/bin/sh", "-c", "cat \(engine.path)/libEngine.so; : > /tmp/mine && echo wrote"],
            workspace: .scratch(bytes: 1 << 20), mounts: [], input: Data(),
            limits: .program(wallSeconds: 5, memoryBytes: 128 << 20))
        XCTAssertEqual(output(run), "enginewrote\n", String(decoding: run.standardError, as: UTF8.self))
    }

    /// A command that exits without reading its input closes the pipe: writing the rest must not raise SIGPIPE,
    /// which would end the verifier (or this test process) itself.
    func testACommandThatDoesNotReadItsInputDoesNotKillTheRunner() {
        let unconfined = Sandbox(isolation: .none, sharedFolders: [])
        let run = unconfined.run(
            ["/usr/bin/true"], workspace: .scratch(bytes: 1 << 20), mounts: [],
            input: Data(repeating: 0x61, count: 4 << 20), limits: .program(wallSeconds: 5))
        XCTAssertEqual(run.exitStatus, 0)
    }

    func testTheOnlyNetworkIsTheNamespacesOwnLoopback() throws {
        let run = shell("cat /proc/net/dev | tail -n +3 | cut -d: -f1 | tr -d ' '")
        XCTAssertEqual(output(run), "lo\n")
    }

    func testAForkBombMeetsTheProcessLimit() throws {
        let run = shell(
            "while :; do sleep 100 & done",
            limits: SandboxLimits(wallSeconds: 5, cpuSeconds: 10, memoryBytes: 256 << 20, processes: 32))
        XCTAssertEqual(run.limitHit, .processes, run.summary)
        XCTAssertLessThan(run.seconds, 5.5)
    }

    func testUnboundedMemoryMeetsTheMemoryLimit() throws {
        // `tail` of a stream with no newline keeps all of it.
        let run = shell("tail /dev/zero")
        XCTAssertEqual(run.limitHit, .memory, run.summary)
    }

    func testProcessesLeftBehindAreCountedAndEnded() throws {
        let marker = String(5000 + Int(getpid() % 1000))
        let run = shell("sleep \(marker) & sleep \(marker) & exit 0")
        XCTAssertEqual(run.exitStatus, 0)
        XCTAssertEqual(run.leftProcesses, 2)
        usleep(100_000)
        XCTAssertEqual(HostileSampleTests.processes(named: "sleep", argument: marker), [])
    }

    func testTheWallClockEndsTheWholeTree() throws {
        let marker = String(6000 + Int(getpid() % 1000))
        let run = shell("sleep \(marker) & while :; do :; done", limits: .program(wallSeconds: 1))
        XCTAssertEqual(run.limitHit, .wallClock)
        usleep(100_000)
        XCTAssertEqual(HostileSampleTests.processes(named: "sleep", argument: marker), [])
    }

    func testASignalIsReportedAsTheSignal() throws {
        let run = shell("sh -c 'kill -SEGV $$'")
        XCTAssertEqual(run.signal, SIGSEGV, run.summary)
    }

    func testACommandsArgumentsArriveVerbatim() {
        let word = "it's a \"path\" $HOME; `id`"
        let run = sandbox.run(
            ["/bin/sh", "-c", "printf '%s|' \"$@\"", "sh", word, ""], workspace: .scratch(bytes: 1 << 20),
            mounts: [], input: Data(), limits: .program(wallSeconds: 5, memoryBytes: 128 << 20))
        XCTAssertEqual(output(run), word + "||", run.summary)
    }
}
