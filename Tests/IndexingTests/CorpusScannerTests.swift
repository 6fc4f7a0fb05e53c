import DocumentModel
@testable import Indexing
import XCTest

/// Discovery: pages at any depth, manifests paired, facts inferred, loops and strays reported.
final class CorpusScannerTests: XCTestCase {
    func testShippedCorpusLayoutPairsEveryPageWithItsManifest() throws {
        let scratch = try ScratchFolder()
        try scratch.copyShippedCorpus(to: "corpus")
        let scan = CorpusScanner().scan(root: scratch.url.appendingPathComponent("corpus"))
        XCTAssertEqual(scan.diagnostics, [])
        XCTAssertEqual(
            scan.pages.map(\.path),
            [
                "displaying-animation-in-ios/en.txt", "uidynamicanimator-guide/zh.txt",
                "uikit-dynamics/hi.txt", "uikit-dynamics/ru.txt", "uikit-dynamics/zh.txt"
            ])
        XCTAssertEqual(scan.pages.map(\.declaredLanguage), [.en, .zh, .hi, .ru, .zh])
        XCTAssertEqual(
            scan.pages.map(\.manifestPath), scan.pages.map { $0.path.replacingOccurrences(of: ".txt", with: ".manifest.json") })
        XCTAssertEqual(scan.pages.map(\.format), Array(repeating: .plainText, count: 5))
        XCTAssertEqual(scan.pages[4].manifest?.role, "translation")
        XCTAssertEqual(scan.pages[4].manifest?.source?.seed, "002_d63f99d1a764d781.txt")
    }

    func testPagesWithoutManifestsAreFoundAtAnyDepthWithInferredFacts() throws {
        let scratch = try ScratchFolder()
        try scratch.write("corpus/gravity/deeper/still/ru.md", "# Гравитация\n")
        try scratch.write("corpus/loose-page.html", "<h1>Loose</h1>")
        try scratch.write("corpus/snapping/notes", "no extension")
        try scratch.write("corpus/snapping/picture.png", [0x89, 0x50])
        try scratch.write("corpus/.hidden/en.txt", "hidden")
        let scan = CorpusScanner().scan(root: scratch.url.appendingPathComponent("corpus"))
        XCTAssertEqual(scan.pages.map(\.path), ["gravity/deeper/still/ru.md", "loose-page.html", "snapping/notes"])
        XCTAssertEqual(
            scan.pages.map(\.topic), ["gravity~deeper~still", "loose-page.html", "snapping~notes"],
            "a language-named page belongs to its folders' topic; any other page is a topic of its own")
        XCTAssertEqual(scan.pages.map(\.declaredLanguage), [.ru, nil, nil])
        XCTAssertEqual(scan.pages[0].languageSource, "the file name")
        XCTAssertEqual(scan.pages.map(\.format), [nil, nil, nil], "formats are detected when no manifest names one")
        XCTAssertEqual(scan.diagnostics.map(\.description), ["snapping/picture.png: note: not a page (.png); skipped"])
    }

    func testManifestTopicAndLanguageWinOverTheFolderAndFileName() throws {
        let scratch = try ScratchFolder()
        try scratch.write("corpus/a/ru.txt", "текст")
        try scratch.write("corpus/a/ru.manifest.json", manifestJSON(language: "hi", topic: "b"))
        let page = try XCTUnwrap(CorpusScanner().scan(root: scratch.url.appendingPathComponent("corpus")).pages.first)
        XCTAssertEqual(page.topic, "b")
        XCTAssertEqual(page.declaredLanguage, .hi)
        XCTAssertEqual(page.languageSource, "a/ru.manifest.json")
    }

    func testBadOrphanedAndUnknownValuedManifestsAreReportedAgainstTheManifest() throws {
        let scratch = try ScratchFolder()
        try scratch.write("corpus/a/ru.txt", "текст")
        try scratch.write("corpus/a/ru.manifest.json", "{\"language\": 7}")
        try scratch.write("corpus/a/hi.manifest.json", manifestJSON(language: "hi", topic: "a"))
        try scratch.write("corpus/b/xx.txt", "text")
        try scratch.write("corpus/b/xx.manifest.json", manifestJSON(language: "fr", topic: "b", format: "pdf"))
        let scan = CorpusScanner().scan(root: scratch.url.appendingPathComponent("corpus"))
        XCTAssertEqual(scan.pages.map(\.path), ["b/xx.txt"], "a page whose manifest has an error is left out")
        XCTAssertEqual(scan.failedPaths, ["a/ru.txt"])
        XCTAssertEqual(
            scan.diagnostics.map(\.file),
            [
                "a/hi.manifest.json", "a/ru.manifest.json", "a/ru.txt",
                "b/xx.manifest.json", "b/xx.manifest.json"
            ])
        XCTAssertEqual(scan.diagnostics.map(\.severity), [.warning, .error, .note, .warning, .warning])
        XCTAssertEqual(
            scan.diagnostics[1].description,
            "a/ru.manifest.json:1:14: error: 'language' must be a string, a language code such as \"ru\", found the number 7")
        XCTAssertTrue(scan.diagnostics[3].message.contains("unknown language 'fr'"), "\(scan.diagnostics)")
        XCTAssertEqual(scan.diagnostics[3].line, 1, "an unknown value is reported at its line")
    }

    /// An empty topic falls back to the folder, and an unknown role is named, each as a warning on the manifest.
    func testAnEmptyTopicAndAnUnknownRoleAreWarnings() throws {
        let scratch = try ScratchFolder()
        try scratch.write("corpus/a/en.txt", "text")
        try scratch.write("corpus/a/en.manifest.json", "{\"language\": \"en\", \"topic\": \" \", \"role\": \"bogus\"}")
        let scan = CorpusScanner().scan(root: scratch.url.appendingPathComponent("corpus"))
        XCTAssertEqual(scan.pages.map(\.topic), ["a"])
        XCTAssertEqual(scan.diagnostics.map(\.severity), [.warning, .warning])
        XCTAssertTrue(scan.diagnostics.contains { $0.message.contains("the topic is empty") }, "\(scan.diagnostics)")
        XCTAssertTrue(scan.diagnostics.contains { $0.message.contains("unknown role 'bogus'") }, "\(scan.diagnostics)")
        // A topic that would put a slash or a line break into sample ids is refused the same way.
        try scratch.write("corpus/b/ru.txt", "текст")
        try scratch.write("corpus/b/ru.manifest.json", "{\"topic\": \"../../etc\"}")
        try scratch.write("corpus/c/zh.txt", "文本")
        try scratch.write("corpus/c/zh.manifest.json", "{\"topic\": \"two\\nlines\"}")
        let refused = CorpusScanner().scan(root: scratch.url.appendingPathComponent("corpus"))
        XCTAssertEqual(refused.pages.map(\.topic), ["a", "b", "c"])
        XCTAssertEqual(
            refused.diagnostics.filter { $0.message.contains("which sample ids cannot carry") }.map(\.file),
            ["b/ru.manifest.json", "c/zh.manifest.json"], "\(refused.diagnostics)")
        XCTAssertTrue(refused.diagnostics.contains { $0.message.contains("'two\\nlines'") }, "the line break is shown escaped")
        XCTAssertTrue(
            CorpusScanner().scan(
                root: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("corpus")
            ).diagnostics.isEmpty,
            "the shipped manifests use known roles")
    }

    func testSymlinkLoopIsReportedOnceAndNotFollowedWhileOtherLinksAre() throws {
        let scratch = try ScratchFolder()
        try scratch.write("corpus/a/ru.txt", "текст")
        try scratch.write("corpus/shared/b/en.txt", "text")
        try scratch.link("corpus/a/loop", to: "..")
        try scratch.link("corpus/linked", to: "shared/b")
        try scratch.link("corpus/broken.txt", to: "nowhere.txt")
        let scan = CorpusScanner().scan(root: scratch.url.appendingPathComponent("corpus"))
        XCTAssertEqual(scan.pages.map(\.path), ["a/ru.txt", "linked/en.txt"])
        XCTAssertEqual(scan.diagnostics.map(\.file), ["a/loop", "broken.txt", "shared/b"])
        XCTAssertTrue(scan.diagnostics[0].message.hasPrefix("symbolic link loop"))
        XCTAssertTrue(scan.diagnostics[1].message.hasPrefix("broken symbolic link"))
        XCTAssertTrue(scan.diagnostics[2].message.contains("already indexed under another path"))
        XCTAssertTrue(scan.hasErrors)
    }

    /// Links that lead into each other (`loop1 -> loop2 -> loop1`, ELOOP) are a loop, not a broken link.
    func testLinksThatLeadIntoEachOtherAreCalledALoop() throws {
        let scratch = try ScratchFolder()
        try scratch.write("corpus/t/ru.txt", "текст")
        try scratch.link("corpus/t/loop1.txt", to: "loop2.txt")
        try scratch.link("corpus/t/loop2.txt", to: "loop1.txt")
        try scratch.link("corpus/t/self", to: "self")
        let scan = CorpusScanner().scan(root: scratch.url.appendingPathComponent("corpus"))
        XCTAssertEqual(scan.pages.map(\.path), ["t/ru.txt"])
        XCTAssertEqual(
            scan.diagnostics.map(\.description),
            [
                "t/loop1.txt: error: symbolic link loop: 'loop2.txt' leads back to itself through links; not indexed",
                "t/loop2.txt: error: symbolic link loop: 'loop1.txt' leads back to itself through links; not indexed",
                "t/self: error: symbolic link loop: 'self' leads back to itself through links; not indexed"
            ])
    }

    // MARK: - Links that lead outside the corpus

    /// `ln -s /etc/passwd corpus/t/en.txt`: a link whose resolved target (a file, a folder, or a link inside the corpus
    /// that goes on outside) is not under the corpus root is refused with a warning naming the link and its target.
    func testLinksLeadingOutsideTheCorpusAreRefusedWithAWarning() throws {
        let scratch = try ScratchFolder()
        try scratch.write("corpus/t/ru.txt", "текст")
        try scratch.write("secret/en.txt", "secret text")
        try scratch.write("secret/pages/hi.txt", "secret")
        try scratch.link("corpus/t/en.txt", to: "../../secret/en.txt")
        try scratch.link("corpus/t/en.manifest.json", to: "../../secret/en.txt")
        try scratch.link("corpus/outside", to: scratch.url.appendingPathComponent("secret/pages").path)
        try scratch.link("corpus/t/hop.txt", to: "../hop2.txt")  // inside, then on outside
        try scratch.link("corpus/hop2.txt", to: "../secret/en.txt")
        let scan = CorpusScanner().scan(root: scratch.url.appendingPathComponent("corpus"))
        XCTAssertEqual(scan.pages.map(\.path), ["t/ru.txt"])
        XCTAssertEqual(scan.diagnostics.map(\.file), ["hop2.txt", "outside", "t/en.manifest.json", "t/en.txt", "t/hop.txt"])
        XCTAssertEqual(Set(scan.diagnostics.map(\.severity)), [.warning])
        let secret = try XCTUnwrap(CorpusScanner.resolvedPath(scratch.url.appendingPathComponent("secret/en.txt").path))
        XCTAssertEqual(
            scan.diagnostics[3].message,
            "symbolic link to '../../secret/en.txt' (\(secret)), outside the corpus; not indexed (--follow-external-links allows it)"
        )
        XCTAssertTrue(
            scan.diagnostics[1].message.hasPrefix("symbolic link to '\(scratch.url.path)/secret/pages'"),
            scan.diagnostics[1].message)
        XCTAssertFalse(scan.hasErrors, "a refused link is a warning: the rest of the corpus is complete")
    }

    /// With `followsExternalLinks` (`--follow-external-links`) the same links are followed as before.
    func testTheOptionFollowsLinksLeadingOutside() throws {
        let scratch = try ScratchFolder()
        try scratch.write("corpus/t/ru.txt", "текст")
        try scratch.write("secret/en.txt", "text")
        try scratch.write("secret/pages/hi.txt", "text")
        try scratch.link("corpus/t/en.txt", to: "../../secret/en.txt")
        try scratch.link("corpus/outside", to: "../secret/pages")
        let scan = CorpusScanner(followsExternalLinks: true).scan(root: scratch.url.appendingPathComponent("corpus"))
        XCTAssertEqual(scan.pages.map(\.path), ["outside/hi.txt", "t/en.txt", "t/ru.txt"])
        XCTAssertEqual(scan.diagnostics, [])
    }

    /// A corpus reached through a link is still its own inside: links within it are followed.
    func testACorpusFolderReachedThroughALinkKeepsItsInsideLinks() throws {
        let scratch = try ScratchFolder()
        try scratch.write("real/t/ru.txt", "текст")
        try scratch.link("real/u", to: "t")
        try scratch.link("corpus", to: "real")
        let scan = CorpusScanner().scan(root: scratch.url.appendingPathComponent("corpus"))
        XCTAssertEqual(scan.pages.map(\.path), ["t/ru.txt"])
        XCTAssertEqual(scan.diagnostics.map(\.file), ["u"], "the second path to t/ is the already-indexed note")
    }

    // MARK: - What may not be opened

    /// A FIFO, a socket or a device named as a page (or as a manifest, which would be read too) is an error naming
    /// its path, whether it is in the corpus or reached through a link; nothing is opened (a FIFO would block).
    func testFIFOSocketAndDevicesNamedAsPagesAreErrors() throws {
        let scratch = try ScratchFolder()
        try scratch.write("corpus/t/ru.txt", "текст")
        try scratch.write("corpus/t/zh.txt", "文本")
        XCTAssertEqual(mkfifo(scratch.url.appendingPathComponent("corpus/t/en.txt").path, 0o600), 0)
        XCTAssertEqual(mkfifo(scratch.url.appendingPathComponent("corpus/t/zh.manifest.json").path, 0o600), 0)
        XCTAssertEqual(mkfifo(scratch.url.appendingPathComponent("corpus/t/notes.log").path, 0o600), 0)
        try bindSocket(at: scratch.url.appendingPathComponent("corpus/t/hi.md").path)
        try scratch.link("corpus/z/zero.txt", to: "/dev/zero")
        try scratch.link("corpus/z/random", to: "/dev/urandom")
        for options in [CorpusScanner(), CorpusScanner(followsExternalLinks: true)] {
            let scan = options.scan(root: scratch.url.appendingPathComponent("corpus"))
            XCTAssertEqual(scan.pages.map(\.path), ["t/ru.txt", "t/zh.txt"])
            XCTAssertNil(scan.pages[1].manifestPath, "a FIFO manifest is never read")
            XCTAssertEqual(
                scan.diagnostics.map(\.description),
                [
                    "t/en.txt: error: a FIFO (named pipe), not a page file; not read",
                    "t/hi.md: error: a socket, not a page file; not read",
                    "t/notes.log: note: a FIFO (named pipe), not a page; skipped",
                    "t/zh.manifest.json: error: a FIFO (named pipe), not a page file; not read",
                    "z/random: error: a character device (through a symbolic link to '/dev/urandom'), not a page file; not read",
                    "z/zero.txt: error: a character device (through a symbolic link to '/dev/zero'), not a page file; not read"
                ])
            XCTAssertTrue(scan.hasErrors)
        }
    }

    /// A folder named like a page (`en.md/`) is a warning, and what it holds is still found.
    func testAFolderNamedLikeAPageIsAWarning() throws {
        let scratch = try ScratchFolder()
        try scratch.write("corpus/t/en.md/inner.md", "# Inner\n")
        try scratch.write("corpus/t/v1.2/ru.txt", "текст")
        let scan = CorpusScanner().scan(root: scratch.url.appendingPathComponent("corpus"))
        XCTAssertEqual(scan.pages.map(\.path), ["t/en.md/inner.md", "t/v1.2/ru.txt"])
        XCTAssertEqual(
            scan.diagnostics.map(\.description),
            ["t/en.md: warning: a folder named like a page (.md); its contents are scanned as a folder"])
    }

    func testMissingCorpusFolderIsOneError() {
        let scan = CorpusScanner().scan(root: URL(fileURLWithPath: "/nonexistent/corpus"))
        XCTAssertEqual(scan.pages, [])
        XCTAssertEqual(scan.diagnostics.count, 1)
        XCTAssertTrue(scan.hasErrors)
    }
}

/// Binds a Unix-domain socket at `path` (left in place when the descriptor is closed), as a daemon would leave one.
func bindSocket(at path: String) throws {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw POSIXError(.EIO) }
    defer { close(descriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw POSIXError(.ENAMETOOLONG) }
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
        for (index, byte) in bytes.enumerated() { buffer[index] = byte }
    }
    let result = withUnsafePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
    }
    guard result == 0 else { throw POSIXError(.EADDRINUSE) }
}
