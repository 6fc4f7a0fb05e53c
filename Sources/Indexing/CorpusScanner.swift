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
/// its folder's topic, any other file a topic of its own), its language from a language-code file name.
/// A manifest is read strictly (`PageManifest`): an unknown key is a warning and the rest is used; invalid JSON,
/// a value of the wrong type or a `format` the page's content contradicts is an error, and that page is left out
/// (`CorpusScan.failedPaths`), so the index never holds a page under metadata nobody wrote.
/// Hidden files and folders (`.git`, `.DS_Store`) are skipped.
/// Output is sorted, so two scans of the same tree are identical.
///
/// Pages come from strangers, so what a name leads to is checked before anything is opened: a symbolic
/// link whose resolved target lies outside the corpus is refused with a warning (unless
/// `followsExternalLinks`: `ln -s /etc/passwd corpus/t/en.txt` must not put the file into the index), a
/// FIFO, socket or device named as a page is an error and never opened (a FIFO blocks its reader, /dev/zero
/// never ends), a link loop is named as one, and a folder named like a page is walked with a warning. Links
/// inside the corpus are followed, except one that leads back into a folder already being walked.
public struct CorpusScanner: Sendable {
    /// Follow symbolic links whose targets lie outside the corpus root (`--follow-external-links`).
    public var followsExternalLinks: Bool

    public init(followsExternalLinks: Bool = false) {
        self.followsExternalLinks = followsExternalLinks
    }

    /// Identity of a folder on disk, so the same folder reached twice is recognised.
    private struct FolderID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// What one name in a folder leads to, decided with `lstat`/`stat` alone (nothing is opened).
    private enum EntryKind {
        case folder(FolderID)
        case file
        /// Refused or skipped; its diagnostic says why.
        case none
    }

    private struct Entry {
        var name: String
        var kind: EntryKind
        var diagnostic: Diagnostic?
    }

    // MARK: - Scanning

    /// Scans the folder at `root`; never throws: problems are diagnostics in the result.
    public func scan(root: URL) -> CorpusScan {
        var pages: [CorpusPage] = []
        var failed: [String] = []
        var diagnostics: [Diagnostic] = []
        var visited: Set<FolderID> = []
        let rootPath = root.standardizedFileURL.path
        guard let rootID = Self.folderID(rootPath), let realRoot = Self.resolvedPath(rootPath) else {
            diagnostics.append(Diagnostic(.error, file: root.path, "the corpus folder does not exist or is not a folder"))
            return CorpusScan(pages: [], diagnostics: diagnostics)
        }
        visited.insert(rootID)
        let walk = Walk(scanner: self, realRoot: realRoot)
        walk.folder(
            rootPath, relative: "", ancestors: [rootID], visited: &visited, pages: &pages, failed: &failed,
            diagnostics: &diagnostics)
        pages.sort { $0.path < $1.path }
        return CorpusScan(pages: pages, diagnostics: diagnostics, failedPaths: failed.sorted())
    }

    /// One scan's fixed facts: the scanner and the corpus root with every link in its path resolved.
    private struct Walk {
        var scanner: CorpusScanner
        var realRoot: String

        func folder(
            _ folder: String, relative: String, ancestors: [FolderID], visited: inout Set<FolderID>,
            pages: inout [CorpusPage], failed: inout [String], diagnostics: inout [Diagnostic]
        ) {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            } catch {
                diagnostics.append(
                    Diagnostic(
                        .error, file: relative.isEmpty ? "." : relative,
                        "cannot list the folder: \(error.localizedDescription)"))
                return
            }
            let nameSet = Set(names)
            let entries: [Entry] = names.filter { !$0.hasPrefix(".") }.map { name in
                entry(name, path: folder + "/" + name, relativePath: relative.isEmpty ? name : relative + "/" + name)
            }
            // Only a manifest that is a regular file inside the corpus is read beside its page.
            let readable = Set(
                entries.compactMap { entry -> String? in
                    if case .file = entry.kind { return entry.name }
                    return nil
                })
            for entry in entries {
                if let diagnostic = entry.diagnostic { diagnostics.append(diagnostic) }
                let name = entry.name
                let path = folder + "/" + name
                let relativePath = relative.isEmpty ? name : relative + "/" + name
                switch entry.kind {
                case .none:
                    continue
                case .folder(let id):
                    if ancestors.contains(id) {
                        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                        diagnostics.append(
                            Diagnostic(
                                .error, file: relativePath,
                                "symbolic link loop: '\(target)' leads back to a folder that contains it; not followed"))
                        continue
                    }
                    if visited.contains(id) {
                        diagnostics.append(
                            Diagnostic(
                                .note, file: relativePath,
                                "this folder was already indexed under another path (a symbolic link); skipped"))
                        continue
                    }
                    visited.insert(id)
                    self.folder(
                        path, relative: relativePath, ancestors: ancestors + [id], visited: &visited,
                        pages: &pages, failed: &failed, diagnostics: &diagnostics)
                case .file:
                    if PageManifest.isManifest(name) {
                        if !scanner.hasPage(forManifest: name, among: nameSet) {
                            diagnostics.append(
                                Diagnostic(
                                    .warning, file: relativePath,
                                    "manifest without a page beside it; ignored"))
                        }
                        continue
                    }
                    let pathExtension = CorpusScanner.pathExtension(name)
                    guard CorpusScanner.isPageName(name) else {
                        diagnostics.append(
                            Diagnostic(
                                .note, file: relativePath,
                                "not a page (.\(pathExtension)); skipped"))
                        continue
                    }
                    if let page = scanner.page(
                        name: name, filePath: path, relativePath: relativePath, folder: folder,
                        siblings: readable, diagnostics: &diagnostics)
                    {
                        pages.append(page)
                    } else {
                        failed.append(relativePath)
                    }
                }
            }
        }

        /// What `name` leads to, and the diagnostic for a name that is refused, looped, broken or odd.
        private func entry(_ name: String, path: String, relativePath: String) -> Entry {
            var linkStatus = stat()
            guard lstat(path, &linkStatus) == 0 else {  // vanished between listing and looking
                return Entry(name: name, kind: .none, diagnostic: nil)
            }
            let isLink = FileKind(mode: linkStatus.st_mode) == .symbolicLink
            let target = isLink ? ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?") : ""
            var status = stat()
            guard stat(path, &status) == 0 else {
                let failure = errno
                let message =
                    !isLink
                    ? "cannot read: \(String(cString: strerror(failure)))"
                    : failure == ELOOP
                        ? "symbolic link loop: '\(target)' leads back to itself through links; not indexed"
                        : failure == ENOENT
                            ? "broken symbolic link (to '\(target)'); not indexed"
                            : "cannot follow the symbolic link (to '\(target)'): \(String(cString: strerror(failure))); not indexed"
                return Entry(name: name, kind: .none, diagnostic: Diagnostic(.error, file: relativePath, message))
            }
            let kind = FileKind(mode: status.st_mode)
            let through = isLink ? " (through a symbolic link to '\(target)')" : ""
            // A device or FIFO is an error wherever the link points; an outside folder or file is only refused.
            if isLink, !kind.isSpecial, !scanner.followsExternalLinks {
                let resolved = CorpusScanner.resolvedPath(path) ?? target
                if !CorpusScanner.path(resolved, isInside: realRoot) {
                    let shown = resolved == target ? "'\(target)'" : "'\(target)' (\(resolved))"
                    return Entry(
                        name: name, kind: .none,
                        diagnostic: Diagnostic(
                            .warning, file: relativePath,
                            "symbolic link to \(shown), outside the corpus; not indexed (--follow-external-links allows it)"))
                }
            }
            switch kind {
            case .folder:
                let id = FolderID(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
                let pathExtension = CorpusScanner.pathExtension(name)
                let looksLikePage = FormatDetector.format(forExtension: pathExtension) != nil
                return Entry(
                    name: name, kind: .folder(id),
                    diagnostic: looksLikePage
                        ? Diagnostic(
                            .warning, file: relativePath,
                            "a folder named like a page (.\(pathExtension)); its contents are scanned as a folder")
                        : nil)
            case .regularFile:
                return Entry(name: name, kind: .file, diagnostic: nil)
            default:
                // Named as a page or a manifest it would be read, so it is an error; anything else is only skipped.
                if CorpusScanner.isPageName(name) || PageManifest.isManifest(name) {
                    return Entry(
                        name: name, kind: .none,
                        diagnostic: Diagnostic(
                            .error, file: relativePath,
                            "\(kind.phrase)\(through), not a page file; not read"))
                }
                return Entry(
                    name: name, kind: .none,
                    diagnostic: Diagnostic(
                        .note, file: relativePath,
                        "\(kind.phrase)\(through), not a page; skipped"))
            }
        }
    }

    // MARK: - Pages and manifests

    /// The page with what its manifest says, or nil when the manifest has an error: then the page is left out
    /// (listed as failed), since indexing it under guessed metadata would misplace it without a trace in the index.
    private func page(
        name: String, filePath: String, relativePath: String, folder: String, siblings: Set<String>,
        diagnostics: inout [Diagnostic]
    ) -> CorpusPage? {
        let components = relativePath.split(separator: "/").map(String.init)
        let stem = Self.stem(name)
        var page = CorpusPage(
            path: relativePath, filePath: filePath,
            topic: TopicName.topic(relativePath: relativePath, stem: stem))
        if let language = Language(code: stem) {
            page.declaredLanguage = language
            page.languageSource = "the file name"
        }
        let manifestName = PageManifest.fileName(forPage: name)
        guard siblings.contains(manifestName) else { return page }
        let manifestPath = (components.dropLast() + [manifestName]).joined(separator: "/")
        page.manifestPath = manifestPath
        let reading = PageManifest.load(URL(fileURLWithPath: folder + "/" + manifestName), as: manifestPath)
        diagnostics += reading.diagnostics
        guard let manifest = reading.manifest else {
            diagnostics.append(Self.notIndexed(relativePath, manifestName))
            return nil
        }
        page.manifest = manifest
        func at(_ key: PageManifest.Key) -> LocatedJSON.Position? { manifest.valuePositions[key.rawValue] }
        if let topic = manifest.topic {
            if topic.trimmingCharacters(in: .whitespaces).isEmpty {
                diagnostics.append(
                    PageManifest.located(
                        .warning, manifestPath, at(.topic),
                        "the topic is empty; the page's folder ('\(page.topic)') is used instead"))
            } else if !Self.canStandInSampleIDs(topic) {
                diagnostics.append(
                    PageManifest.located(
                        .warning, manifestPath, at(.topic),
                        "the topic '\(topic.debugDescription.dropFirst().dropLast())' holds a slash or a control character, which sample ids cannot carry; the page's folder ('\(page.topic)') is used instead"
                    ))
            } else {
                page.topic = topic
            }
        }
        if let role = manifest.role, !PageManifest.roles.contains(role) {
            diagnostics.append(
                PageManifest.located(
                    .warning, manifestPath, at(.role),
                    "unknown role '\(role)' (expected one of \(PageManifest.roles.joined(separator: ", ")))"))
        }
        if let code = manifest.language {
            if let language = Language(code: code) {
                page.declaredLanguage = language
                page.languageSource = manifestPath
            } else {
                diagnostics.append(
                    PageManifest.located(
                        .warning, manifestPath, at(.language),
                        "unknown language '\(code)' (expected one of \(Language.allCases.filter { $0 != .und }.map(\.rawValue).joined(separator: ", ")))"
                    ))
            }
        }
        if let format = manifest.format {
            if let known = DocumentFormat(rawValue: format) {
                if let head = Self.head(of: filePath),
                    let contradiction = PageManifest.formatContradiction(declared: known, head: head)
                {
                    diagnostics.append(
                        PageManifest.located(
                            .error, manifestPath, at(.format),
                            "the format is '\(format)' but \(contradiction); correct the format or remove it to have it detected")
                    )
                    diagnostics.append(Self.notIndexed(relativePath, manifestName))
                    return nil
                }
                page.format = known
            } else {
                diagnostics.append(
                    PageManifest.located(
                        .warning, manifestPath, at(.format),
                        "unknown format '\(format)' (expected one of \(DocumentFormat.allCases.map(\.rawValue).joined(separator: ", "))); detected from the file instead"
                    ))
            }
        }
        return page
    }

    private static func notIndexed(_ page: String, _ manifestName: String) -> Diagnostic {
        Diagnostic(.note, file: page, "not indexed until the error in its manifest (\(manifestName), beside it) is fixed")
    }

    /// The first `PageManifest.headBytes` of a page, for checking a declared format; nil when it cannot be read
    /// (reading the page then reports why). Opened as the reader opens pages: non-blocking, regular files only.
    static func head(of filePath: String) -> [UInt8]? {
        let descriptor = open(filePath, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: PageManifest.headBytes)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        return Array(bytes[..<filled])
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

    /// `path` with every symbolic link resolved (realpath), nil when it cannot be resolved.
    static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the resolved `path` is `root` or lies under it (both resolved).
    static func path(_ path: String, isInside root: String) -> Bool {
        root == "/" || path == root || path.hasPrefix(root + "/")
    }

    /// A name discovery reads as a page: a page extension, or none (a manifest is not a page).
    static func isPageName(_ name: String) -> Bool {
        guard !PageManifest.isManifest(name) else { return false }
        let pathExtension = pathExtension(name)
        return pathExtension.isEmpty || FormatDetector.format(forExtension: pathExtension) != nil
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
