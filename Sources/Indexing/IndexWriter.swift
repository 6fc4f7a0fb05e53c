import DocumentModel
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `IndexContents` to index/ so that index/ is always either the previous complete index or
/// the new complete one.
///
/// Everything is written into a staging folder beside index/ (same file system, so renames are
/// atomic); only when every file is written does the staging folder take index/'s place. On Linux
/// the two folders are swapped in one `renameat2(RENAME_EXCHANGE)`; where that is unavailable, index/
/// is renamed aside and the staging folder renamed in, and a run that finds index/ missing but the
/// set-aside copy present puts the copy back first. A failed write deletes the staging folder and
/// leaves index/ untouched.
///
/// Layout: `manifest.json` (summary, documents, failed pages, diagnostics, the file list, stage
/// entries) and `documents/<corpus path>.json` (one `DocumentRecord` per page), plus stage files.
public struct IndexWriter: Sendable {
    /// Called before each file is written (tests make it throw to fail a write midway).
    var beforeWritingFile: (@Sendable (String) throws -> Void)?

    public init() {}

    /// The manifest's format; bump it when the layout changes incompatibly.
    public static let formatVersion = 1

    // MARK: - Writing

    /// Writes the whole index to `output` atomically; on error index/ is left as it was.
    public func write(_ contents: IndexContents, to output: URL) throws(DiagnosticError) {
        if let problem = IndexDestination.problem(with: output) {
            throw DiagnosticError(Diagnostic(.error, file: output.path, "the index folder \(problem); nothing was written"))
        }
        let output = output.standardizedFileURL
        let parent = output.deletingLastPathComponent()
        let name = output.lastPathComponent
        let staging = parent.appendingPathComponent(".\(name).staging-\(getpid())")
        let aside = parent.appendingPathComponent(".\(name).previous")
        let manager = FileManager.default
        recoverSetAside(output: output, aside: aside)
        removeAbandonedStaging(parent: parent, name: name)
        do {
            try? manager.removeItem(at: staging)
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            try writeFiles(contents, into: staging)
        } catch {
            try? manager.removeItem(at: staging)
            throw DiagnosticError(Diagnostic(.error, file: output.path,
                "writing the index failed (\(Self.describe(error))); the previous index is unchanged"))
        }
        do {
            try swapIntoPlace(staging: staging, output: output, aside: aside)
        } catch {
            try? manager.removeItem(at: staging)
            throw DiagnosticError(Diagnostic(.error, file: output.path,
                "replacing the index failed (\(Self.describe(error))); the previous index is unchanged"))
        }
    }

    /// The files of index/ by relative path, in write order (documents, stage files, manifest last).
    func writeFiles(_ contents: IndexContents, into staging: URL) throws {
        var written: [String] = []
        for document in contents.documents {
            let path = IndexIDs.recordFile(for: document.path)
            try writeFile(path, IndexJSON.encode(DocumentRecord(document)), into: staging)
            written.append(path)
        }
        for (path, file) in contents.files.sorted(by: { $0.key < $1.key }) {
            try beforeWritingFile?(path)
            let url = staging.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch file {
            case .bytes(let data): try data.write(to: url)
            case .produced(let produce): try produce(url)
            }
            written.append(path)
        }
        try writeFile("manifest.json", IndexJSON.encode(manifest(contents, files: written.sorted())), into: staging)
    }

    private func writeFile(_ path: String, _ data: Data, into staging: URL) throws {
        try beforeWritingFile?(path)
        let url = staging.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    // MARK: - The manifest

    /// One document's line in the manifest.
    struct DocumentEntry: Encodable {
        var path: String
        var record: String
        var format: DocumentFormat
        var topic: String
        var title: String
        var declaredLanguage: Language?
        var detectedLanguage: Language
        var contentHash: String
        var sections: Int
        var blocks: Int
        var codeBlocks: Int
    }

    func manifest(_ contents: IndexContents, files: [String]) throws -> [String: JSONValue] {
        var manifest = contents.manifestEntries
        manifest["formatVersion"] = .int(Self.formatVersion)
        manifest["summary"] = try JSONValue(encoding: contents.summary)
        manifest["documents"] = try JSONValue(encoding: contents.documents.map { document in
            let blocks = document.allBlocks
            return DocumentEntry(path: document.path, record: IndexIDs.recordFile(for: document.path),
                                 format: document.format, topic: document.topic, title: document.title,
                                 declaredLanguage: document.declaredLanguage,
                                 detectedLanguage: document.detectedLanguage, contentHash: document.contentHash,
                                 sections: document.sections.count, blocks: blocks.count,
                                 codeBlocks: blocks.filter { $0.kind == .code }.count)
        })
        manifest["failed"] = try JSONValue(encoding: contents.failedPaths.sorted())
        manifest["diagnostics"] = try JSONValue(encoding: contents.diagnostics)
        manifest["files"] = try JSONValue(encoding: files)
        return manifest
    }

    // MARK: - Atomic replacement

    private func swapIntoPlace(staging: URL, output: URL, aside: URL) throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: output.path) else {
            try Self.rename(staging, to: output)
            return
        }
        if Self.exchange(staging, output) {
            try? manager.removeItem(at: staging)   // now holds the previous index
            return
        }
        try? manager.removeItem(at: aside)
        try Self.rename(output, to: aside)
        do {
            try Self.rename(staging, to: output)
        } catch {
            try? Self.rename(aside, to: output)
            throw error
        }
        try? manager.removeItem(at: aside)
    }

    /// Staging folders of runs that were killed (their process is gone) are removed: nothing else ever would.
    private func removeAbandonedStaging(parent: URL, name: String) {
        let prefix = ".\(name).staging-"
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for entry in entries where entry.hasPrefix(prefix) {
            guard let pid = Int32(entry.dropFirst(prefix.count)), pid != getpid(),
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(entry))
        }
    }

    /// A run interrupted between the two renames left index/ aside: put it back.
    private func recoverSetAside(output: URL, aside: URL) {
        let manager = FileManager.default
        if !manager.fileExists(atPath: output.path), manager.fileExists(atPath: aside.path) {
            try? Self.rename(aside, to: output)
        }
    }

    private static func rename(_ from: URL, to: URL) throws {
        guard Foundation.rename(from.path, to.path) == 0 else {
            throw IndexContentsError("rename \(from.lastPathComponent) → \(to.lastPathComponent): \(String(cString: strerror(errno)))")
        }
    }

    /// Swaps two paths atomically with Linux's `renameat2(RENAME_EXCHANGE)`, looked up at run time
    /// (the C library declares it only under `_GNU_SOURCE`, which Swift does not see). False when unavailable.
    private static func exchange(_ first: URL, _ second: URL) -> Bool {
        #if os(Linux)
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let exchangeFlag: UInt32 = 1 << 1   // RENAME_EXCHANGE
        return renameat2(AT_FDCWD, first.path, AT_FDCWD, second.path, exchangeFlag) == 0
        #else
        return false
        #endif
    }

    private static func describe(_ error: Error) -> String {
        if let error = error as? IndexContentsError { return error.description }
        return (error as NSError).localizedDescription
    }
}
