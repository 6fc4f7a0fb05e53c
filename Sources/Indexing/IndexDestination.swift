import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether a folder may be replaced by a new index. Writing an index replaces its folder whole, so a
/// mistyped `--output` (the corpus, the project folder, a file) would delete what is there: only a missing
/// path, an empty folder or a folder holding a doctool index is replaced.
public enum IndexDestination {
    /// Why `output` must not be replaced, worded to follow "the index folder '<path>'", nil when it may be. With
    /// `corpus`, an output that is the corpus, holds it or lies inside it is refused too (the corpus would be
    /// deleted, or the index read as pages).
    public static func problem(with output: URL, corpus: URL? = nil) -> String? {
        let path = output.path
        if path.isEmpty { return "is an empty path" }
        // The corpus first: it is the costliest mistake, and the most specific message.
        if let corpus {
            let outputPath = resolved(output), corpusPath = resolved(corpus)
            if outputPath == corpusPath { return "is the corpus folder" }
            if corpusPath.hasPrefix(outputPath + "/") || outputPath == "/" {
                return "holds the corpus, which replacing it would delete"
            }
            if outputPath.hasPrefix(corpusPath + "/") {
                return "is inside the corpus, where its files would be read as pages"
            }
        }
        var status = stat()
        // A parent that is a file would fail the write only after all the work.
        let parent = output.standardizedFileURL.deletingLastPathComponent().path
        if stat(parent, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR {
            return "is inside '\(parent)', which is a file, not a folder"
        }
        if lstat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                return "is a symbolic link; pass the folder it points to (the link would be replaced by a folder)"
            case S_IFDIR:
                if !isReplaceable(folder: output) {
                    return "holds files that are not a doctool index, so it is not replaced; remove them or choose another folder"
                }
            default:
                return "is a file, not a folder, so it is not replaced"
            }
        }
        return nil
    }

    /// The writer's lock for an index folder, held until `release()`.
    public enum Lock {
        /// Held through this descriptor of the folder holding the index.
        case held(Int32)
        /// The folder that would hold the index does not exist yet: there is nothing to lock.
        case unlockable
        /// Another run holds it.
        case busy

        public func release() {
            if case .held(let descriptor) = self { close(descriptor) }
        }
    }

    /// Takes the writer's lock for `output`: an exclusive `flock` on the folder that holds it (the output folder itself
    /// is swapped out by the write, so it cannot carry the lock). Two runs planning against the same index would mix
    /// their results. When that folder does not exist yet (the write creates it), the nearest folder above it that
    /// does is locked instead, so two runs creating the same new path still take turns.
    public static func lock(_ output: URL) -> Lock {
        var parent = output.standardizedFileURL.deletingLastPathComponent()
        while parent.path != "/", !FileManager.default.isFolder(at: parent) { parent.deleteLastPathComponent() }
        let descriptor = open(parent.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return .unlockable }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return .held(descriptor) }
        close(descriptor)
        return .busy
    }

    /// An empty folder, or one whose `manifest.json` is a doctool index manifest listing everything the folder holds
    /// but its `cache/` (a manifest copied into a folder of other files does not make them an index).
    static func isReplaceable(folder: URL) -> Bool {
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: folder.path) else { return false }
        if entries.isEmpty { return true }
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("manifest.json")),
            let manifest = ManifestHead(data)
        else { return false }
        switch manifest.formatVersion {
        case .int, .double, .bool: break
        default: return false
        }
        let files = manifest.files.compactMap { value -> String? in
            if case .string(let path) = value { return path }
            return nil
        }
        let listed = Set(files.compactMap { $0.split(separator: "/").first.map(String.init) })
            .union(["manifest.json", AnalysisCache.folderName])
        return Set(entries).isSubset(of: listed)
    }

    /// The two members of a manifest that say it is an index. Decoded alone: parsing the whole manifest into
    /// objects (12 MB at 3,500 pages) was most of the time and memory of a run on an unchanged corpus.
    struct ManifestHead: Decodable {
        var formatVersion: JSONValue
        var files: [JSONValue]

        init(formatVersion: JSONValue, files: [JSONValue]) {
            self.formatVersion = formatVersion
            self.files = files
        }

        /// The members of the manifest `data`, nil when it is not one. A manifest the writer laid out (two spaces per
        /// level) has them on lines of their own, found by bytes: even `JSONDecoder` decoding only these members
        /// parses the whole file, 0.1 s at 3,500 pages, and every run that replaces an index asks twice. Any other
        /// layout is decoded whole.
        init?(_ data: Data) {
            if let head = Self.laidOut(data) {
                self = head
            } else if let head = try? JSONDecoder().decode(Self.self, from: data) {
                self = head
            } else {
                return nil
            }
        }

        /// The members as the writer lays them out: the file opens `{` and a member indented two spaces, so a line
        /// feed and two spaces before a quote start a top-level member (strings hold no raw line feed); each member
        /// occurs once, and the `files` array closes at the first line that is `  ]`.
        private static func laidOut(_ data: Data) -> ManifestHead? {
            data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> ManifestHead? in
                guard let base = bytes.baseAddress, data.starts(with: Array("{\n  \"".utf8)) else { return nil }
                // The first offset at or after `from` where `pattern` starts.
                func find(_ pattern: [UInt8], from start: Int) -> Int? {
                    var offset = start
                    while offset + pattern.count <= bytes.count,
                        let hit = memchr(base + offset, Int32(pattern[0]), bytes.count - pattern.count + 1 - offset)
                    {
                        let at = base.distance(to: UnsafeRawPointer(hit))
                        if memcmp(base + at, pattern, pattern.count) == 0 { return at }
                        offset = at + 1
                    }
                    return nil
                }
                // Where the value of the top-level member `key` starts, when the member occurs once.
                func valueStart(_ key: String) -> Int? {
                    let member = Array("\n  \"\(key)\" : ".utf8)
                    guard let found = find(member, from: 0), find(member, from: found + 1) == nil else { return nil }
                    return found + member.count
                }
                guard let filesStart = valueStart("files"), let filesEnd = find(Array("\n  ]".utf8), from: filesStart),
                    let versionStart = valueStart("formatVersion")
                else { return nil }
                var versionEnd = find([0x0A], from: versionStart) ?? bytes.count
                if versionEnd > versionStart, bytes[versionEnd - 1] == UInt8(ascii: ",") { versionEnd -= 1 }
                let decoder = JSONDecoder()
                guard
                    let files = try? decoder.decode(
                        [JSONValue].self, from: Data(bytes[filesStart..<filesEnd + 4])),
                    let version = try? decoder.decode(JSONValue.self, from: Data(bytes[versionStart..<versionEnd]))
                else { return nil }
                return ManifestHead(formatVersion: version, files: files)
            }
        }
    }

    /// The absolute path with symbolic links resolved as far as the path exists (the rest appended as written).
    static func resolved(_ url: URL) -> String {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while existing.path != "/", !FileManager.default.fileExists(atPath: existing.path) {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        let base = existing.resolvingSymlinksInPath().path
        return rest.reduce(base) { $0 == "/" ? "/" + $1 : $0 + "/" + $1 }
    }
}
