import DocumentModel
import Foundation

/// The one JSON encoding of index/: pretty, sorted keys, unescaped slashes, a final newline.
/// Byte-identical for equal values, so re-indexing an unchanged corpus changes no file.
public enum IndexJSON {
    public static func encode<T: Encodable>(_ value: T) throws -> Data {
        var data = try encoder().encode(value)
        data.append(0x0A)
        return data
    }

    /// A value's encoding as it sits inside another: `encode` without the final newline.
    public static func fragment<T: Encodable>(_ value: T) throws -> Data {
        try encoder().encode(value)
    }

    /// Exactly the bytes `encode` gives for an object whose members are `members` (each value as `fragment`
    /// encoded it), without decoding the values into a tree and encoding the tree again.
    ///
    /// The manifest is composed this way: each stage's entry is encoded once, where it is made. Going through a
    /// JSON value tree (`JSONDecoder` into `JSONValue`, whose decoding tries each kind in turn and throws for
    /// every miss) cost more than a quarter of indexing 350 pages (callgrind, 2026-12-02). Keys are sorted as
    /// `.sortedKeys` sorts them (by `String` order) and each member's lines after its first are indented two
    /// more spaces, empty lines staying empty (the format `write` relies on, tested against `encode`).
    static func object(_ members: [String: Data]) -> Data {
        guard !members.isEmpty else { return Data("{\n\n}\n".utf8) }
        var result = Data("{\n".utf8)
        for (position, key) in members.keys.sorted().enumerated() {
            if position > 0 { result.append(contentsOf: Array(",\n".utf8)) }
            result.append(contentsOf: Array("  ".utf8))
            result.append(try! encoder().encode(key))  // a String always encodes
            result.append(contentsOf: Array(" : ".utf8))
            appendIndented(members[key]!, by: 2, skippingFirstLine: true, to: &result)
        }
        result.append(contentsOf: Array("\n}\n".utf8))
        return result
    }

    private static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
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
    static func write<Skeleton: Encodable, Element: Encodable & Sendable>(
        _ skeleton: Skeleton, key: String,
        elements: [Element], to url: URL,
        jobs: Int = 1
    ) throws {
        let encoder = encoder()
        let skeletonBytes = try encoder.encode(skeleton)
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
            let window = max(64, jobs * 64)
            var start = 0
            while start < elements.count {
                let first = start, end = min(start + window, elements.count)
                let encoded = ParallelMap.map(count: end - first, jobs: jobs) { offset -> Result<Data, any Error> in
                    Result { try Self.encoder().encode(elements[first + offset]) }
                }
                for (offset, element) in encoded.enumerated() {
                    if start + offset > 0 { buffer.append(contentsOf: Array(",\n".utf8)) }
                    appendIndented(try element.get(), by: 4, to: &buffer)
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

    /// `json` with `spaces` spaces before each of its lines that is not empty (but the first, when
    /// `skippingFirstLine`: it continues a line already begun).
    private static func appendIndented(_ json: Data, by spaces: Int, skippingFirstLine: Bool = false, to buffer: inout Data) {
        let indent = [UInt8](repeating: 0x20, count: spaces)
        json.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                if lineEnd > lineStart, !(skippingFirstLine && lineStart == 0) { buffer.append(contentsOf: indent) }
                buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[lineStart..<min(lineEnd + 1, bytes.count)]))
                lineStart = lineEnd + 1
            }
        }
    }
}
