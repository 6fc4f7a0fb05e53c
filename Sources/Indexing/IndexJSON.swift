import DocumentModel
import Foundation

/// The one JSON encoding of index/: pretty, sorted keys, unescaped slashes, a final newline.
/// Byte-identical for equal values, so re-indexing an unchanged corpus changes no file.
public enum IndexJSON {
    public static func encode<T: Encodable>(_ value: T) throws -> Data {
        var bytes = try PrettyJSONEncoder.encode(value)
        bytes.append(0x0A)
        return Data(bytes)
    }

    /// A value's encoding as it sits inside another: `encode` without the final newline.
    public static func fragment<T: Encodable>(_ value: T) throws -> Data {
        Data(try PrettyJSONEncoder.encode(value))
    }

    /// A value's encoding as the value of a member of a top-level object: `fragment`'s lines after the first indented
    /// two spaces more (what `writeObject` joins).
    public static func member<T: Encodable>(_ value: T) throws -> Data {
        Data(try PrettyJSONEncoder.encode(value, depth: 1))
    }

    /// Writes to a new file at `url` exactly the bytes `encode` gives for an object whose members are `members` (each
    /// value as `member` encoded it), without decoding the values into a tree and encoding the tree again.
    ///
    /// The manifest is composed this way: each stage's entry is encoded once, where it is made. Going through a
    /// JSON value tree (`JSONDecoder` into `JSONValue`, whose decoding tries each kind in turn and throws for
    /// every miss) cost more than a quarter of indexing 350 pages (callgrind, 2026-12-02). Keys are sorted as
    /// `.sortedKeys` sorts them (by `String` order). The values come encoded at their depth: indenting a fragment's
    /// lines here was most of composing the 13 MB manifest of 3,500 pages. Each member is written from where it is:
    /// joining them in memory first held a second copy of the manifest (17.6 MB at 3,500 pages, the largest allocation
    /// of the write step).
    ///
    /// `written`: more members, each written into the file as it is encoded (`PrettyJSONWriter`'s sink); no key is in
    /// both.
    static func writeObject(
        _ members: [String: Data], writing written: [String: any PrettyJSONWritable] = [:], to url: URL
    ) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw IndexContentsError("cannot create \(url.path)")
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        let keys = Set(members.keys).union(written.keys).sorted()
        guard !keys.isEmpty else { return try handle.write(contentsOf: Data("{\n\n}\n".utf8)) }
        try handle.write(contentsOf: Data("{\n".utf8))
        for (position, key) in keys.enumerated() {
            var encodedKey = Array((position > 0 ? ",\n  " : "  ").utf8)
            PrettyJSONEncoder.appendString(key, to: &encodedKey)
            encodedKey.append(contentsOf: Array(" : ".utf8))
            try handle.write(contentsOf: Data(encodedKey))
            if let data = members[key] {
                try handle.write(contentsOf: data)
            } else if let value = written[key] {
                var json = PrettyJSONWriter(depth: 1) { try handle.write(contentsOf: $0) }
                try value.write(to: &json)
                try json.finish()
            }
        }
        try handle.write(contentsOf: Data("\n}\n".utf8))
    }

    // MARK: - Streaming one large array

    /// Writes to `url` exactly the bytes `encode` gives for an object whose top-level member `key` is the array
    /// `elements` and whose other members are those of `skeleton` (which holds `key` as an empty array), without
    /// holding that encoding in memory: the skeleton is encoded whole and the elements one at a time in its place.
    ///
    /// `samples.json` is several times the size of the corpus, and `JSONEncoder` holds its value tree and an
    /// output buffer it grows by doubling: encoding it whole was the peak of `doctool index`.
    ///
    /// The pretty format this relies on (tests compare with `encode`): two spaces per level; a member at the top
    /// level is `\n  "key" : `; an empty array there is `[\n\n  ]`; a non-empty one is `[\n`, its elements indented
    /// four spaces and joined by `,\n`, then `\n  ]`; lines are only ever empty inside empty arrays and objects,
    /// and stay empty when indented (JSON strings hold no raw newline).
    ///
    /// Elements are encoded on `jobs` threads, a window of them at a time (so the memory held stays bounded), and
    /// written in order.
    ///
    /// `kept`: runs of elements whose bytes the file `keptFrom` already holds (one a previous run wrote, found with
    /// `elements(of:inFileAt:member:)`), by the run's first element: how many elements it covers and where their bytes
    /// are. Those are copied, not encoded again; they must be what encoding the elements gives.
    ///
    /// `isLarge`: an element too large to hold encoded (`PrettyJSONWriter`'s sink). It is written into the file as it
    /// is encoded, on the calling thread, giving the same bytes.
    static func write<Skeleton: Encodable, Element: Encodable & Sendable>(
        _ skeleton: Skeleton, key: String,
        elements: [Element], to url: URL,
        jobs: Int = 1, kept: [Int: (count: Int, bytes: Range<Int>)] = [:], keptFrom source: URL? = nil,
        isLarge: (@Sendable (Element) -> Bool)? = nil
    ) throws {
        let skeletonBytes = Data(try PrettyJSONEncoder.encode(skeleton))
        let member = Data("\n  \"\(key)\" : ".utf8)
        let empty = Data("[\n\n  ]".utf8)
        guard let found = skeletonBytes.range(of: member + empty),
            skeletonBytes.range(of: member, in: found.upperBound..<skeletonBytes.endIndex) == nil
        else {
            throw IndexContentsError("cannot place '\(key)' in the encoded skeleton of \(url.lastPathComponent)")
        }
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw IndexContentsError("cannot create \(url.path)")
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var buffer = Data()
        func flush(atLeast size: Int) throws {
            guard buffer.count >= size else { return }
            try handle.write(contentsOf: buffer)
            buffer.removeAll(keepingCapacity: true)
        }
        buffer.append(skeletonBytes[skeletonBytes.startIndex..<found.lowerBound + member.count])
        if elements.isEmpty {
            buffer.append(empty)
        } else {
            buffer.append(contentsOf: Array("[\n".utf8))
            // In file order: an element to encode, or a kept run's bytes.
            // Opened only when something is kept: a folder given as `--output` may hold no previous file at all.
            let keptFile = kept.isEmpty ? nil : try source.map { try FileHandle(forReadingFrom: $0) }
            defer { try? keptFile?.close() }
            var order: [(element: Int, kept: Range<Int>?)] = []
            var next = 0
            while next < elements.count {
                if keptFile != nil, let run = kept[next], run.count > 0 {
                    order.append((next, run.bytes))
                    next += run.count
                } else {
                    order.append((next, nil))
                    next += 1
                }
            }
            let pieces = order
            let window = max(64, jobs * 64)
            var start = 0
            while start < pieces.count {
                let first = start, end = min(start + window, pieces.count)
                // Each element encoded where it sits: two levels deep, so only its first line needs the indent.
                let encoded = ParallelMap.map(count: end - first, jobs: jobs) { offset -> Result<[UInt8]?, any Error> in
                    let piece = pieces[first + offset]
                    guard piece.kept == nil, isLarge?(elements[piece.element]) != true else { return .success(nil) }
                    return Result { try PrettyJSONEncoder.encode(elements[piece.element], depth: 2) }
                }
                for (offset, element) in encoded.enumerated() {
                    if start + offset > 0 { buffer.append(contentsOf: Array(",\n".utf8)) }
                    if let range = pieces[first + offset].kept, let keptFile {
                        // File to file in the kernel, after what is buffered: after one edit this is most of the
                        // 80 MB of samples, which going through this buffer copied twice more.
                        try flush(atLeast: 0)
                        var position = off_t(range.lowerBound)
                        var left = range.count
                        while left > 0 {
                            let copied = sendfile(handle.fileDescriptor, keptFile.fileDescriptor, &position, left)
                            if copied < 0, errno == EINTR { continue }
                            let name = source?.lastPathComponent ?? ""
                            guard copied >= 0 else {
                                throw IndexContentsError("copying from \(name) failed: \(String(cString: strerror(errno)))")
                            }
                            guard copied > 0 else { throw IndexContentsError("\(name) ended before its kept bytes") }
                            left -= copied
                        }
                    } else if let bytes = try element.get() {
                        buffer.append(contentsOf: Array("    ".utf8))
                        buffer.append(contentsOf: bytes)
                    } else {
                        // A large element (neither kept nor encoded above), into the file as it is encoded.
                        let large = elements[pieces[first + offset].element]
                        buffer.append(contentsOf: Array("    ".utf8))
                        if let writable = large as? any PrettyJSONWritable {
                            try flush(atLeast: 0)
                            var json = PrettyJSONWriter(depth: 2) { try handle.write(contentsOf: $0) }
                            try writable.write(to: &json)
                            try json.finish()
                        } else {
                            buffer.append(contentsOf: try PrettyJSONEncoder.encode(large, depth: 2))
                        }
                    }
                    try flush(atLeast: 1 << 20)
                }
                start = end
            }
            buffer.append(contentsOf: Array("\n  ]".utf8))
        }
        buffer.append(skeletonBytes[found.upperBound...])
        buffer.append(0x0A)
        try flush(atLeast: 0)
    }

    /// Where each element of the top-level array `key` sits in the file at `url`, which `write` wrote: the range of
    /// its bytes (indented four spaces, without the separating `,\n`), in order, with the encoding of its scalar
    /// member `member` as it sits on the member's line (nil where it has none); nil when the file is not laid out so.
    /// Read a megabyte at a time: the file can be several times the size of the corpus.
    ///
    /// The reverse of `write`'s format: inside the array an element's lines are empty or indented four spaces or
    /// more, and only an element's last line is indented exactly four and ends in the separating comma (its first
    /// line is `{`, `[` or the whole of a scalar; its members' lines are indented six; strings hold no raw newline).
    static func elements(of key: String, inFileAt url: URL, member: String) -> [(range: Range<Int>, member: Data?)]? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        let opening = Array("  \"\(key)\" : [".utf8), closing = Array("  ]".utf8)
        let memberPrefix = Array("      \"\(member)\" : ".utf8)
        var inArray = false
        var found: [(range: Range<Int>, member: Data?)] = []
        var elementStart: Int?, elementMember: Data?, previousLineEnd = 0
        // One line (without its line feed) at `offset`: false when the array is over or the layout is not `write`'s.
        // Compared by bytes in place: the file can be 80 MB, and this ran once per line of it.
        func read(_ line: UnsafeRawBufferPointer, at offset: Int) -> Bool? {
            // `prefix` is never empty.
            func starts(with prefix: [UInt8]) -> Bool {
                line.count >= prefix.count
                    && prefix.withUnsafeBytes { memcmp($0.baseAddress!, line.baseAddress!, prefix.count) == 0 }
            }
            guard inArray else {
                inArray = line.count == opening.count && starts(with: opening)
                return true
            }
            if starts(with: closing),
                line.count == closing.count || (line.count == closing.count + 1 && line.last == UInt8(ascii: ","))
            {  // more members may follow the array
                if let start = elementStart { found.append((start..<previousLineEnd, elementMember)) }
                return false
            }
            defer { previousLineEnd = offset + line.count }
            if line.isEmpty { return true }  // inside an empty array or object
            var indent = 0
            while indent < line.count, line[indent] == 0x20 { indent += 1 }
            guard indent >= 4 else { return nil }
            if elementStart == nil { (elementStart, elementMember) = (offset, nil) }
            if indent == 6, starts(with: memberPrefix) {
                let value = UnsafeRawBufferPointer(rebasing: line[memberPrefix.count...])
                elementMember = Data(value.last == UInt8(ascii: ",") ? UnsafeRawBufferPointer(rebasing: value.dropLast()) : value)
            }
            if indent == 4, line.last == UInt8(ascii: ","), let start = elementStart {
                found.append((start..<offset + line.count - 1, elementMember))
                elementStart = nil
            }
            return true
        }
        var pending: [UInt8] = [], pendingOffset = 0
        while true {
            guard let chunk = try? handle.read(upToCount: 1 << 20) else { return nil }
            if chunk.isEmpty { return nil }  // the file ended inside (or before) the array
            pending.append(contentsOf: chunk)
            var lineStart = 0
            var arrayEnded: Bool?  // set when the array ended (true) or the layout is not `write`'s (false)
            pending.withUnsafeBytes { bytes in
                let base = bytes.baseAddress!
                while lineStart < bytes.count,
                    let lineFeed = memchr(base + lineStart, 0x0A, bytes.count - lineStart)
                {
                    let end = base.distance(to: UnsafeRawPointer(lineFeed))
                    switch read(UnsafeRawBufferPointer(rebasing: bytes[lineStart..<end]), at: pendingOffset + lineStart) {
                    case true?: lineStart = end + 1
                    case false?:
                        arrayEnded = true
                        return
                    case nil:
                        arrayEnded = false
                        return
                    }
                }
            }
            if let arrayEnded { return arrayEnded ? found : nil }
            pending.removeFirst(lineStart)
            pendingOffset += lineStart
        }
    }
}
