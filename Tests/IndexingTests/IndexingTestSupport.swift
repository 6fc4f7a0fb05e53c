import Alignment
import Foundation

@testable import Indexing

/// A scratch folder per test with helpers to lay out a corpus in it.
final class ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("indexing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `bytes` at `path` (relative), creating folders.
    @discardableResult
    func write(_ path: String, _ bytes: [UInt8]) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file
    }

    @discardableResult
    func write(_ path: String, _ text: String) throws -> URL { try write(path, Array(text.utf8)) }

    func link(_ path: String, to destination: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: destination)
    }

    /// Every file under `path` with its bytes, for comparing two index folders.
    func snapshot(_ path: String) throws -> [String: Data] {
        let root = url.appendingPathComponent(path)
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return files }
        for case let relative as String in enumerator {
            var isFolder: ObjCBool = false
            let full = root.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = try Data(contentsOf: URL(fileURLWithPath: full))
            }
        }
        return files
    }

    /// Copies the project's shipped corpus/ into `path`.
    func copyShippedCorpus(to path: String) throws {
        let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("corpus")
        try FileManager.default.copyItem(at: shipped, to: url.appendingPathComponent(path))
    }
}

/// The seed manifest shape, for building corpora in tests.
func manifestJSON(language: String, topic: String, format: String = "text") -> String {
    """
    {"format": "\(format)", "language": "\(language)", "role": "translation",
     "source": {"attribution": "test", "seed": "000.txt"}, "topic": "\(topic)"}
    """
}

/// A small corpus of the shape `doctool index` meets at scale, written into `folder/corpus`: the shipped pages
/// (translations, Swift and Objective-C twins) plus `pages` generated Markdown pages in folders, with code in
/// several languages and an unreadable page, so that every per-page path of the pipeline runs.
func writeGeneratedCorpus(in folder: ScratchFolder, pages: Int = 24) throws {
    try folder.copyShippedCorpus(to: "corpus")
    let snippets: [(String, String)] = [
        (
            "swift",
            "let animator = UIDynamicAnimator(referenceView: view)\nlet gravity = UIGravityBehavior(items: [box])\nanimator.addBehavior(gravity)"
        ),
        (
            "objc",
            "UIDynamicAnimator *animator = [[UIDynamicAnimator alloc] initWithReferenceView:self.view];\n[animator addBehavior:gravity];"
        ),
        ("python", "def fall(items):\n    return [item * 2 for item in items]"),
        ("js", "const box = document.querySelector('#box');\nbox.animate([{ opacity: 0 }, { opacity: 1 }], 300);"),
        ("sh", "swift build -c release\n./.build/release/app --jobs 2"),
        ("json", "{\n  \"gravity\": 9.8,\n  \"items\": [1, 2, 3]\n}")
    ]
    for index in 0..<pages {
        let (language, code) = snippets[index % snippets.count]
        let page = """
            # Page \(index): \(language) and dynamics

            Lead paragraph \(index) about gravity, collisions and the animator.

            ## Setting up \(index % 3 == 0 ? "the animator" : "behaviours")

            Some prose with `UIView` and number \(index * 7).

            ```\(language)
            \(code)
            ```

            ## Running it

            - a list item
            - another item \(index)
            """
        try folder.write("corpus/subject-\(index % 3)/page-\(index).md", page)
    }
    try folder.write("corpus/subject-0/broken.md", [0x23, 0x20, 0xFF, 0x0A])
}

/// The shipped corpus's topic summaries, each with a key as a run with a cache gives them (copied into `folder`).
func shippedTopicSummaries(in folder: ScratchFolder) throws -> [TopicSummary] {
    try folder.copyShippedCorpus(to: "corpus")
    let contents = IndexPipeline().ingest(CorpusScanner().scan(root: folder.url.appendingPathComponent("corpus")))
    let keys = Dictionary(uniqueKeysWithValues: Set(contents.documents.map(\.topic)).map { ($0, "key of \($0)") })
    return CorpusAnalysis(pages: contents.pages, topicKeys: keys).topicSummaries
}
