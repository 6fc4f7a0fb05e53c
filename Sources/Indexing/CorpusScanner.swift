import DocumentModel
import Foundation
import Ingestion
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds every page under corpus/, at any depth, and pairs it with its manifest.
///
/// The layout a maintainer keeps is `corpus/<topic>/<lang>.<ext>` with `<lang>.manifest.json`
/// beside it, but a page dropped anywhere without a manifest is found too: its format comes from
/// extension and content, its topic from its place (`TopicName`: a language-named file is a page of
/// its folder's topic, any other file a topic of its own), its language from a language-code file name. Symbolic links are followed, except one that leads
/// back into a folder already being walked (a loop) — that is reported and not followed.
/// Hidden files and folders (`.git`, `.DS_Store`) are skipped. Output is sorted, so two scans of
/// the same tree are identical.
public struct CorpusScanner: Sendable {
    public init() {}

    /// Identity of a folder on disk, so the same folder reached twice is recognised.
    private struct FolderID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    // MARK: - Scanning

    /// Scans the folder at `root`; never throws: problems are diagnostics in the result.
    public func scan(root: URL) -> CorpusScan {
        var pages: [CorpusPage] = []
        var diagnostics: [Diagnostic] = []
        var visited: Set<FolderID> = []
        let rootPath = root.standardizedFileURL.path
        guard let rootID = Self.folderID(rootPath) else {
            diagnostics.append(Diagnostic(.error, file: root.path, "the corpus folder does not exist or is not a folder"))
            return CorpusScan(pages: [], diagnostics: diagnostics)
        }
        visited.insert(rootID)
        walk(folder: rootPath, relative: "", ancestors: [rootID], visited: &visited, pages: &pages,
             diagnostics: &diagnostics)
        pages.sort { $0.path < $1.path }
        return CorpusScan(pages: pages, diagnostics: diagnostics)
    }

    private func walk(folder: String, relative: String, ancestors: [FolderID], visited: inout Set<FolderID>,
                      pages: inout [CorpusPage], diagnostics: inout [Diagnostic]) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            diagnostics.append(Diagnostic(.error, file: relative.isEmpty ? "." : relative,
                                          "cannot list the folder: \(error.localizedDescription)"))
            return
        }
        let nameSet = Set(names)
        for name in names where !name.hasPrefix(".") {
            let path = folder + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            var linkStatus = stat()
            guard lstat(path, &linkStatus) == 0 else { continue }   // vanished between listing and looking
            let isLink = (linkStatus.st_mode & S_IFMT) == S_IFLNK
            var status = stat()
            guard stat(path, &status) == 0 else {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                diagnostics.append(Diagnostic(.error, file: relativePath,
                                              isLink ? "broken symbolic link (to '\(target)'); not indexed"
                                                     : "cannot read: \(String(cString: strerror(errno)))"))
                continue
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                let id = FolderID(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
                if ancestors.contains(id) {
                    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                    diagnostics.append(Diagnostic(.error, file: relativePath,
                        "symbolic link loop: '\(target)' leads back to a folder that contains it; not followed"))
                    continue
                }
                if visited.contains(id) {
                    diagnostics.append(Diagnostic(.note, file: relativePath,
                        "this folder was already indexed under another path (a symbolic link); skipped"))
                    continue
                }
                visited.insert(id)
                walk(folder: path, relative: relativePath, ancestors: ancestors + [id], visited: &visited,
                     pages: &pages, diagnostics: &diagnostics)
            case S_IFREG:
                if PageManifest.isManifest(name) {
                    if !hasPage(forManifest: name, among: nameSet) {
                        diagnostics.append(Diagnostic(.warning, file: relativePath,
                                                      "manifest without a page beside it; ignored"))
                    }
                    continue
                }
                let pathExtension = Self.pathExtension(name)
                guard pathExtension.isEmpty || FormatDetector.format(forExtension: pathExtension) != nil else {
                    diagnostics.append(Diagnostic(.note, file: relativePath,
                                                  "not a page (.\(pathExtension)); skipped"))
                    continue
                }
                pages.append(page(name: name, filePath: path, relativePath: relativePath, folder: folder,
                                  siblings: nameSet, diagnostics: &diagnostics))
            default:
                diagnostics.append(Diagnostic(.note, file: relativePath, "not a regular file or folder; skipped"))
            }
        }
    }

    // MARK: - Pages and manifests

    private func page(name: String, filePath: String, relativePath: String, folder: String, siblings: Set<String>,
                      diagnostics: inout [Diagnostic]) -> CorpusPage {
        let components = relativePath.split(separator: "/").map(String.init)
        let stem = Self.stem(name)
        var page = CorpusPage(path: relativePath, filePath: filePath,
                              topic: TopicName.topic(relativePath: relativePath, stem: stem))
        if let language = Language(code: stem) {
            page.declaredLanguage = language
            page.languageSource = "the file name"
        }
        let manifestName = PageManifest.fileName(forPage: name)
        guard siblings.contains(manifestName) else { return page }
        let manifestPath = (components.dropLast() + [manifestName]).joined(separator: "/")
        page.manifestPath = manifestPath
        switch PageManifest.load(URL(fileURLWithPath: folder + "/" + manifestName), as: manifestPath) {
        case .failure(let error):
            diagnostics.append(error.diagnostic)
        case .success(let manifest):
            page.manifest = manifest
            if let topic = manifest.topic {
                if topic.trimmingCharacters(in: .whitespaces).isEmpty {
                    diagnostics.append(Diagnostic(.warning, file: manifestPath,
                        "the topic is empty; the page's folder ('\(page.topic)') is used instead"))
                } else if !Self.canStandInSampleIDs(topic) {
                    diagnostics.append(Diagnostic(.warning, file: manifestPath,
                        "the topic '\(topic.debugDescription.dropFirst().dropLast())' holds a slash or a control character, which sample ids cannot carry; the page's folder ('\(page.topic)') is used instead"))
                } else {
                    page.topic = topic
                }
            }
            if let role = manifest.role, !PageManifest.roles.contains(role) {
                diagnostics.append(Diagnostic(.warning, file: manifestPath,
                    "unknown role '\(role)' (expected one of \(PageManifest.roles.joined(separator: ", ")))"))
            }
            if let code = manifest.language {
                if let language = Language(code: code) {
                    page.declaredLanguage = language
                    page.languageSource = manifestPath
                } else {
                    diagnostics.append(Diagnostic(.warning, file: manifestPath,
                        "unknown language '\(code)' (expected one of \(Language.allCases.map(\.rawValue).joined(separator: ", ")))"))
                }
            }
            if let format = manifest.format {
                if let known = DocumentFormat(rawValue: format) {
                    page.format = known
                } else {
                    diagnostics.append(Diagnostic(.warning, file: manifestPath,
                        "unknown format '\(format)' (expected one of \(DocumentFormat.allCases.map(\.rawValue).joined(separator: ", "))); detected from the file instead"))
                }
            }
        }
        return page
    }

    private func hasPage(forManifest name: String, among siblings: Set<String>) -> Bool {
        let stem = String(name.dropLast(".manifest.json".count))
        return siblings.contains { $0 != name && !PageManifest.isManifest($0) && Self.stem($0) == stem }
    }

    // MARK: - Helpers

    private static func folderID(_ path: String) -> FolderID? {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return nil }
        return FolderID(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    static func stem(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    static func pathExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// Whether a manifest's topic can be the first part of sample ids (`topic/lang/section-n/k`): a slash would make
    /// ids ambiguous, and a line break or other control character would break every listing that shows them.
    static func canStandInSampleIDs(_ topic: String) -> Bool {
        !topic.unicodeScalars.contains { scalar in
            scalar == "/" || scalar == "\\" || scalar.properties.generalCategory == .control
                || scalar.properties.generalCategory == .lineSeparator || scalar.properties.generalCategory == .paragraphSeparator
        }
    }
}

extension Language {
    /// A language from a manifest value or file stem: exactly one of our codes (`ru`, `zh`), any case.
    init?(code: String) {
        guard let language = Language(rawValue: code.lowercased()), language != .und else { return nil }
        self = language
    }
}
