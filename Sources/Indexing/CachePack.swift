import DocumentModel
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The page analyses of `cache/` kept in a few pack files, not in a file per page.
///
/// A file per page was a new inode per page on every from-scratch run. On this machine's ext4 (no journal), whose
/// allocator steps over every inode freed in the last minutes, making the 3,499 entries after the previous index
/// had been deleted took 2.5 s of a 14 s run (perf: `__ext4_new_inode`; the pages step 5.5 s with the entries,
/// 3.0 s without). Elsewhere a file per page is merely a directory of thousands of tiny files.
///
/// A pack is written once and never changed. A run appends the entries it makes to a pack of its own (on the
/// calling thread, in page order, so one job and two write the same bytes), links the previous packs whose entries
/// it still uses, and writes `pages.table`: where each entry is, by key. A previous pack of which less than half is
/// still used, or that is smaller than an eighth of the largest, has its used entries copied into the new pack and
/// is dropped (`absorbed`): every pack kept is at least half used and an eighth of the largest, so the cache holds
/// at most twice its entries' bytes in at most 16 packs, and an edit copies at most an eighth of the largest.
/// The layout follows the cache's history (as `search.sqlite`'s does); the entries, by key, do not.
enum CachePack {
    static let tableName = "pages.table"
    /// The table file's first bytes; `Table`'s `CompactCoding` bytes follow.
    static let magic = Array("doctool pages.table 1\n".utf8)

    /// Where one entry's bytes are: a pack of the cache folder and the byte range in it.
    struct Location: Hashable, Sendable {
        var pack: String
        var offset: Int
        var length: Int
    }

    /// The table as stored: the pack names, and one row per entry in key order.
    struct Table: Codable, Equatable, CompactCodable {
        var packs: [String]
        var rows: [Row]

        struct Row: Codable, Equatable, CompactCodable {
            var key: String
            /// An index into `packs`.
            var pack: Int
            var offset: Int
            var length: Int

            func write(to out: inout CompactWriter) {
                var keyed = out.beginKeyed()
                out.member("key", key, in: &keyed)
                out.member("length", length, in: &keyed)
                out.member("offset", offset, in: &keyed)
                out.member("pack", pack, in: &keyed)
                out.end(keyed)
            }

            init(key: String, pack: Int, offset: Int, length: Int) {
                self.key = key
                self.pack = pack
                self.offset = offset
                self.length = length
            }

            init(from reader: inout CompactReader) throws {
                var keyed = try reader.beginKeyed()
                key = try reader.member("key", in: &keyed)
                length = try reader.member("length", in: &keyed)
                offset = try reader.member("offset", in: &keyed)
                pack = try reader.member("pack", in: &keyed)
                try reader.end(keyed)
            }
        }

        init(packs: [String], rows: [Row]) {
            self.packs = packs
            self.rows = rows
        }

        func write(to out: inout CompactWriter) {
            var keyed = out.beginKeyed()
            out.member("packs", packs, in: &keyed)
            out.member("rows", rows, in: &keyed)
            out.end(keyed)
        }

        init(from reader: inout CompactReader) throws {
            var keyed = try reader.beginKeyed()
            packs = try reader.member("packs", in: &keyed)
            rows = try reader.member("rows", in: &keyed)
            try reader.end(keyed)
        }
    }

    /// The table's bytes for `entries`.
    static func tableBytes(_ entries: [String: Location]) throws -> Data {
        let packs = Set(entries.values.map(\.pack)).sorted()
        let numbers = Dictionary(uniqueKeysWithValues: packs.enumerated().map { ($1, $0) })
        let rows = entries.sorted { $0.key < $1.key }.map { key, location in
            Table.Row(key: key, pack: numbers[location.pack]!, offset: location.offset, length: location.length)
        }
        return Data(magic) + (try CompactCoding.encode(Table(packs: packs, rows: rows)))
    }

    /// Every entry `folder`'s table lists, by key; empty when there is none or it cannot be read. A row that names no
    /// pack or no byte range is left out (its page is analysed again).
    static func entries(in folder: URL) -> [String: Location] {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(tableName).path),
            data.starts(with: magic),
            let table = try? CompactCoding.decode(Table.self, from: data.dropFirst(magic.count))
        else { return [:] }
        var entries: [String: Location] = [:]
        for row in table.rows where table.packs.indices.contains(row.pack) && row.offset >= 0 && row.length > 0 {
            entries[row.key] = Location(pack: table.packs[row.pack], offset: row.offset, length: row.length)
        }
        return entries
    }

    /// The bytes at `location` in `folder`; nil when its pack is missing or shorter.
    static func read(_ location: Location, in folder: URL) -> Data? {
        let descriptor = open(folder.appendingPathComponent(location.pack).path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var data = Data(count: location.length)
        let complete = data.withUnsafeMutableBytes { buffer -> Bool in
            var done = 0
            while done < location.length {
                let read = pread(descriptor, buffer.baseAddress! + done, location.length - done, off_t(location.offset + done))
                if read < 0, errno == EINTR { continue }
                guard read > 0 else { return false }
                done += read
            }
            return true
        }
        return complete ? data : nil
    }

    /// The previous packs whose used entries go into the new pack: those less than half used, or smaller than an
    /// eighth of the largest (`sizes`: each previous pack's bytes; `used`: the bytes of its entries still used).
    static func absorbed(sizes: [String: Int], used: [String: Int]) -> Set<String> {
        let largest = sizes.values.max() ?? 0
        return Set(
            sizes.compactMap { pack, size in
                let live = used[pack] ?? 0
                return live * 2 < size || size * 8 < largest ? pack : nil
            })
    }
}

/// This run's pack and table, made as pages are analysed: new entries appended, reused ones kept where they are.
///
/// The pipeline's thread appends while pages are analysed; the large pages' entries are appended on a thread of
/// their own afterwards, while the stages run (`IndexPipeline.storeDeferred`), and `finish` comes after both.
/// A lock guards every member all the same.
final class PackBuilder: @unchecked Sendable {
    /// Where the pack and the table are written until the index is.
    let pending: URL
    /// The previous index's cache folder, where the kept entries' packs are.
    let previous: URL?
    private let lock = NSLock()
    private let partial: URL
    private var descriptor: Int32 = -1
    private var buffer: [UInt8] = []
    private var size = 0
    private var added: [(key: String, offset: Int, length: Int)] = []
    private var kept: [String: CachePack.Location] = [:]
    private var failure: String?
    /// Entries not written because an earlier write failed.
    private var lost = 0

    init(pending: URL, previous: URL?) {
        self.pending = pending
        self.previous = previous
        partial = pending.appendingPathComponent(".partial-pages.pack")
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Appends a new entry (the page's `CompactCoding` bytes) under `key`.
    func append(_ bytes: [UInt8], key: String) {
        lock.withLock { appendLocked(bytes, key: key) }
    }

    /// Keeps the previous run's entry for `key` where it is.
    func keep(_ key: String, at location: CachePack.Location) {
        lock.withLock { kept[key] = location }
    }

    private func appendLocked(_ bytes: [UInt8], key: String) {
        guard failure == nil else {
            lost += 1
            return
        }
        if descriptor < 0 {
            descriptor = open(partial.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                lost += 1
                return fail("cannot create \(partial.path)")
            }
        }
        added.append((key, size, bytes.count))
        size += bytes.count
        // Small entries are gathered into writes of a megabyte; a large one is written as it is (not copied).
        if bytes.count >= 1 << 20 {
            flush()
            writeAll(bytes)
        } else {
            buffer += bytes
            if buffer.count >= 1 << 20 { flush() }
        }
    }

    private func flush() {
        writeAll(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    private func writeAll(_ bytes: [UInt8]) {
        guard failure == nil, !bytes.isEmpty else { return }
        let complete = bytes.withUnsafeBytes { bytes -> Bool in
            var done = 0
            while done < bytes.count {
                let wrote = write(descriptor, bytes.baseAddress! + done, bytes.count - done)
                if wrote < 0, errno == EINTR { continue }
                guard wrote > 0 else { return false }
                done += wrote
            }
            return true
        }
        if !complete { fail("cannot write \(partial.path)") }
    }

    private func fail(_ what: String) {
        failure = "\(what): \(String(cString: strerror(errno)))"
    }

    /// Copies the used entries of the previous packs `CachePack.absorbed` names into the new pack, names it, and
    /// writes the table: the files for `cache/` (name → where they are now), and why the new entries could not be
    /// kept, if they could not (the next run then analyses those pages again).
    func finish() -> (files: [String: URL], note: String?) {
        lock.withLock {
            var sizes: [String: Int] = [:], used: [String: Int] = [:]
            if let previous {
                for location in kept.values {
                    used[location.pack, default: 0] += location.length
                    if sizes[location.pack] == nil {
                        let attributes = try? FileManager.default.attributesOfItem(
                            atPath: previous.appendingPathComponent(location.pack).path)
                        sizes[location.pack] = (attributes?[.size] as? Int) ?? 0
                    }
                }
            }
            let absorbed = CachePack.absorbed(sizes: sizes, used: used)
            for (key, location) in kept.sorted(by: { $0.key < $1.key }) where absorbed.contains(location.pack) {
                kept[key] = nil
                if let previous, let bytes = CachePack.read(location, in: previous) { appendLocked([UInt8](bytes), key: key) }
            }
            flush()
            var files: [String: URL] = [:]
            var entries = kept
            if let previous { for pack in Set(kept.values.map(\.pack)) { files[pack] = previous.appendingPathComponent(pack) } }
            if failure == nil, !added.isEmpty {
                // Named after its entries, so that it is never the name of a previous pack it is linked beside.
                let digest: String = SHA256.hex(of: Array(added.map(\.key).joined(separator: "\n").utf8))
                let name = "pages-\(digest.prefix(16)).pack"
                let final = pending.appendingPathComponent(name)
                if close(descriptor) != 0 {
                    fail("cannot write \(partial.path)")
                } else if rename(partial.path, final.path) != 0 {
                    fail("cannot move the pack \(name) into place")
                } else {
                    files[name] = final
                    for entry in added {
                        entries[entry.key] = CachePack.Location(pack: name, offset: entry.offset, length: entry.length)
                    }
                }
                descriptor = -1
            }
            let note = failure.map {
                "cache: \(added.count + lost) page analyses not kept (\($0)); the next run analyses them again"
            }
            let table = pending.appendingPathComponent(CachePack.tableName)
            do {
                try CachePack.tableBytes(entries).write(to: table)
                files[CachePack.tableName] = table
            } catch {
                return ([:], "cache: the page table not kept (\(error)); the next run analyses every page again")
            }
            return (files, note)
        }
    }
}
