@testable import DoctoolCLI
import Foundation
import Indexing
import XCTest

/// `doctool index` run in-process on a copy of the shipped corpus.
final class IndexCommandTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("index-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("corpus")
        try FileManager.default.copyItem(at: shipped, to: folder.appendingPathComponent("corpus"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func run(_ arguments: [String], terminal: Bool = false) -> (code: Int32, out: String, err: String) {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(out: out, err: err, workingDirectory: folder, isTerminal: terminal, errIsTerminal: terminal)
        let code = Doctool.main(arguments, context: context)
        return (code, out.text, err.text)
    }

    func testIndexesTheCorpusAndPrintsAOneScreenSummary() throws {
        let result = run(["index"])
        XCTAssertEqual(result.code, ExitCode.success, result.err)
        XCTAssertEqual(result.err, "")
        XCTAssertTrue(result.out.hasPrefix("Indexed 5 documents into index/\n"), result.out)
        XCTAssertTrue(result.out.contains("language"))
        XCTAssertTrue(result.out.contains("code blocks"))
        for language in ["en", "hi", "ru", "zh", "total"] {
            XCTAssertTrue(result.out.contains("\n  \(language)"), "row for \(language)")
        }
        XCTAssertLessThanOrEqual(result.out.split(separator: "\n").count, 24, "one screen")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("index/manifest.json").path))
    }

    /// The index replaces its folder whole: an --output that is anything but a missing path, an empty folder or an
    /// earlier index is refused before any work, and nothing there is touched.
    func testAnOutputThatIsNotAnIndexFolderIsRefusedAndLeftAlone() throws {
        let manager = FileManager.default
        let notes = folder.appendingPathComponent("notes")
        try manager.createDirectory(at: notes, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: notes.appendingPathComponent("todo.txt"))
        try Data("a file".utf8).write(to: folder.appendingPathComponent("afile"))
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("link").path, withDestinationPath: "notes")
        let refused: [(output: String, says: String)] = [
            ("notes", "holds files that are not a doctool index"), ("afile", "is a file"), ("link", "is a symbolic link"),
            ("corpus", "is the corpus folder"), (".", "holds the corpus"), ("corpus/index", "is inside the corpus")
        ]
        for (output, says) in refused {
            let result = run(["index", "--output", output])
            XCTAssertEqual(result.code, ExitCode.usage, output)
            XCTAssertTrue(result.err.contains(says), "\(output): \(result.err)")
            XCTAssertEqual(result.out, "", "no work was done for \(output)")
        }
        XCTAssertEqual(try String(contentsOf: notes.appendingPathComponent("todo.txt"), encoding: .utf8), "keep me")
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("afile"), encoding: .utf8), "a file")
        XCTAssertEqual(
            try manager.contentsOfDirectory(atPath: folder.appendingPathComponent("corpus").path).count, 3,
            "the corpus is untouched")
        XCTAssertEqual(run(["index", "--output", ""]).code, ExitCode.usage, "an empty path names the working folder")
        // A missing folder, an empty one and an earlier index are written.
        try manager.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        for output in ["fresh", "empty", "fresh"] {
            XCTAssertEqual(run(["index", "--output", output]).code, ExitCode.success, output)
        }
    }

    /// A manifest copied into a folder of other files does not make it an index; a parent that is a file is refused
    /// before the work; a killed run's staging folder is removed by the next run; a run holding the lock keeps a
    /// second one out.
    func testOutputEdgeCasesStagingLeftoversAndTheLock() throws {
        let manager = FileManager.default
        XCTAssertEqual(run(["index", "--output", "idx"]).code, ExitCode.success)
        let fake = folder.appendingPathComponent("fake")
        try manager.createDirectory(at: fake.appendingPathComponent("precious"), withIntermediateDirectories: true)
        try manager.copyItem(
            at: folder.appendingPathComponent("idx/manifest.json"), to: fake.appendingPathComponent("manifest.json"))
        let refused = run(["index", "--output", "fake"])
        XCTAssertEqual(refused.code, ExitCode.usage, refused.err)
        XCTAssertTrue(manager.fileExists(atPath: fake.appendingPathComponent("precious").path))
        try Data("x".utf8).write(to: folder.appendingPathComponent("afile"))
        let underFile = run(["index", "--output", "afile/x"])
        XCTAssertEqual(underFile.code, ExitCode.usage)
        XCTAssertTrue(underFile.err.contains("which is a file"), underFile.err)
        // A staging folder named after a process that no longer exists (pid 2^22 + 1 is above Linux's default limit).
        let leftover = folder.appendingPathComponent(".idx.staging-4194305")
        try manager.createDirectory(at: leftover, withIntermediateDirectories: true)
        XCTAssertEqual(run(["index", "--output", "idx"]).code, ExitCode.success)
        XCTAssertFalse(manager.fileExists(atPath: leftover.path), "a killed run's staging folder is removed")
        // While another run holds the lock, a run fails at once; also when the output's folder does not exist yet
        // (the nearest folder that does is locked), and then nothing is created.
        for output in ["idx", "new/deeper/idx"] {
            let held = IndexDestination.lock(folder.appendingPathComponent(output))
            guard case .held = held else { return XCTFail("the lock for \(output) must be free before the run") }
            let blocked = run(["index", "--output", output])
            held.release()
            XCTAssertEqual(blocked.code, ExitCode.failure, output)
            XCTAssertTrue(blocked.err.contains("another doctool index is writing"), blocked.err)
            XCTAssertFalse(manager.fileExists(atPath: folder.appendingPathComponent("new").path), "nothing written when blocked")
            XCTAssertEqual(run(["index", "--output", output]).code, ExitCode.success, "the lock is released with its descriptor")
        }
        XCTAssertTrue(manager.fileExists(atPath: folder.appendingPathComponent("new/deeper/idx/manifest.json").path))
    }

    func testRunningTwiceLeavesTheIndexByteIdentical() throws {
        XCTAssertEqual(run(["index"]).code, ExitCode.success)
        let manifest = folder.appendingPathComponent("index/manifest.json")
        let first = try Data(contentsOf: manifest)
        XCTAssertEqual(run(["index"]).code, ExitCode.success)
        XCTAssertEqual(try Data(contentsOf: manifest), first)
    }

    func testJSONSummaryIsMachineReadable() throws {
        let result = run(["index", "--json", "--output", "out"])
        XCTAssertEqual(result.code, ExitCode.success)
        let summary = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        XCTAssertEqual(summary?["output"] as? String, "out")
        XCTAssertEqual(summary?["wroteIndex"] as? Bool, true)
        XCTAssertEqual(((summary?["summary"] as? [String: Any])?["total"] as? [String: Any])?["documents"] as? Int, 5)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/manifest.json").path))
    }

    func testAFailingPageIsNamedWithTheCorpusPathAndTheExitCodeSaysSo() throws {
        let bad = folder.appendingPathComponent("corpus/uikit-dynamics/en.md")
        try Data(Array("# Title\n\nbroken ".utf8) + [0xFF] + Array("\n".utf8)).write(to: bad)
        let result = run(["index"])
        XCTAssertEqual(result.code, ExitCode.failure)
        XCTAssertTrue(result.err.contains("corpus/uikit-dynamics/en.md:3: error: invalid UTF-8"), result.err)
        XCTAssertTrue(result.err.contains("Error: 1 page could not be indexed"), result.err)
        XCTAssertTrue(result.out.hasPrefix("Indexed 5 documents into index/, 1 failed"), result.out)
    }

    /// A broken manifest fails its page like an unreadable one (exit 1, line and column from the working folder);
    /// an unknown key alone is a warning and leaves the status 0.
    func testABrokenManifestFailsItsPageAndAnUnknownKeyOnlyWarns() throws {
        let manifest = folder.appendingPathComponent("corpus/uikit-dynamics/hi.manifest.json")
        let original = try String(contentsOf: manifest, encoding: .utf8)
        try (original.replacingOccurrences(of: "\"topic\"", with: "\"topik\"")).write(
            to: manifest, atomically: true, encoding: .utf8)
        let warned = run(["index"])
        XCTAssertEqual(warned.code, ExitCode.success, warned.err)
        XCTAssertTrue(
            warned.err.contains(
                "corpus/uikit-dynamics/hi.manifest.json:9:3: warning: unknown key 'topik'; did you mean 'topic'?"), warned.err)
        try (original.replacingOccurrences(of: "\"translation\",", with: "\"translation\"")).write(
            to: manifest, atomically: true, encoding: .utf8)
        let failed = run(["index"])
        XCTAssertEqual(failed.code, ExitCode.failure)
        XCTAssertTrue(
            failed.err.contains("corpus/uikit-dynamics/hi.manifest.json:5:3: error: not valid JSON: expected ',' or '}'"),
            failed.err)
        XCTAssertTrue(failed.out.hasPrefix("Indexed 4 documents into index/, 1 failed"), failed.out)
    }

    // MARK: - What the corpus may hold

    /// A link leading outside the corpus is a warning naming the link and its target, and its page is not indexed; the
    /// run still succeeds. `--follow-external-links` indexes it.
    func testALinkOutsideTheCorpusIsRefusedUnlessTheOptionAllowsIt() throws {
        try Data("Outside\n\nA page from elsewhere.\n".utf8).write(to: folder.appendingPathComponent("outside.txt"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("corpus/extra"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("corpus/extra/en.txt").path,
            withDestinationPath: "../../outside.txt")
        let refused = run(["index"])
        XCTAssertEqual(refused.code, ExitCode.success, refused.err)
        XCTAssertTrue(refused.err.contains("corpus/extra/en.txt: warning: symbolic link to '../../outside.txt'"), refused.err)
        XCTAssertTrue(refused.err.contains("outside the corpus; not indexed (--follow-external-links allows it)"), refused.err)
        XCTAssertTrue(refused.out.hasPrefix("Indexed 5 documents"), refused.out)
        let followed = run(["index", "--follow-external-links"])
        XCTAssertEqual(followed.code, ExitCode.success, followed.err)
        XCTAssertTrue(followed.out.hasPrefix("Indexed 6 documents"), followed.out)
    }

    /// A FIFO or a link to a device named as a page is an error with its path, and the exit status says so.
    func testAFIFOOrADeviceNamedAsAPageFailsTheRun() throws {
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("corpus/extra"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("corpus/extra/en.txt").path, 0o600), 0)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("corpus/extra/ru.txt").path,
            withDestinationPath: "/dev/urandom")
        let result = run(["index"])
        XCTAssertEqual(result.code, ExitCode.failure)
        XCTAssertTrue(
            result.err.contains("corpus/extra/en.txt: error: a FIFO (named pipe), not a page file; not read"), result.err)
        XCTAssertTrue(
            result.err.contains("corpus/extra/ru.txt: error: a character device (through a symbolic link to '/dev/urandom')"),
            result.err)
        XCTAssertTrue(result.err.contains("Error: the corpus has problems"), result.err)
    }

    /// Every command that scans the corpus takes the option and documents it.
    func testEveryCommandThatScansTheCorpusTakesTheLinkOption() {
        for command in ["index", "samples", "align", "verify", "check"] {
            XCTAssertTrue(
                run([command, "--help"]).out.contains("--follow-external-links Also index pages behind symbolic links"),
                command)
        }
        XCTAssertEqual(run(["align", "--follow-external-links"]).code, ExitCode.success)
        XCTAssertEqual(run(["parse", "x", "--follow-external-links"]).code, ExitCode.usage, "parse reads one file, not a corpus")
    }

    func testProgressLineOnlyOnATerminal() {
        let onPipe = run(["index"]).err
        XCTAssertFalse(onPipe.contains("pages") || onPipe.contains("\r"), onPipe)
        let onTerminal = run(["index", "--rebuild"], terminal: true)
        XCTAssertTrue(onTerminal.err.hasPrefix("\r\u{1B}[Kindexing 5/5 pages · "), onTerminal.err)
        XCTAssertTrue(onTerminal.err.hasSuffix("\r\u{1B}[K"), "the progress line is cleared at the end")
    }

    func testMissingCorpusIsExit66AndHelpDescribesTheCommand() {
        let missing = run(["index", "--corpus", "nowhere"])
        XCTAssertEqual(missing.code, ExitCode.noInput)
        XCTAssertTrue(missing.err.hasPrefix("Error: no corpus folder at 'nowhere'"))
        let help = run(["index", "--help"])
        XCTAssertEqual(help.code, ExitCode.success)
        XCTAssertTrue(help.out.contains("USAGE: doctool index"))
        XCTAssertEqual(run(["index", "--frobnicate"]).code, ExitCode.usage)
        XCTAssertEqual(run(["index", "--jobs", "0"]).code, ExitCode.usage)
        XCTAssertTrue(help.out.contains("--jobs N"), help.out)
    }
}

/// The progress line's wording and arithmetic (the terminal decision is `CommandContext.errIsTerminal`).
final class IndexProgressTests: XCTestCase {
    func testTheLineSaysPagesRateAndTimeLeft() {
        XCTAssertEqual(IndexProgress.line(done: 0, total: 3500, elapsed: 0), "indexing 0/3500 pages")
        XCTAssertEqual(
            IndexProgress.line(done: 1000, total: 3500, elapsed: 2.5), "indexing 1000/3500 pages · 400 pages/s · 7 s left")
        XCTAssertEqual(
            IndexProgress.line(done: 100, total: 35000, elapsed: 10), "indexing 100/35000 pages · 10 pages/s · 58 min 10 s left")
        XCTAssertEqual(
            IndexProgress.line(done: 3500, total: 3500, elapsed: 7),
            "indexing 3500/3500 pages · 500 pages/s · aligning and writing the index")
        XCTAssertEqual(IndexProgress.duration(0.2), "1 s")
        XCTAssertEqual(IndexProgress.duration(3725), "1 h 02 min")
        var clock = 100.0
        let meter = IndexProgress(now: { clock })
        clock = 102
        XCTAssertEqual(meter.update(done: 50, total: 100).rendered, "\r\u{1B}[Kindexing 50/100 pages · 25 pages/s · 2 s left")
    }
}
