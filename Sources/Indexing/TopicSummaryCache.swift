import Alignment
import DocumentModel
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `cache/topics.bin`: every topic's alignment summary (`TopicSummary`) from the previous run, so that after an
/// edit only the topics whose pages or term weights changed are aligned again (`Aligner.align(_:topicKeys:…)`).
///
/// A topic's key is a hash of `alignmentVersion` and its pages' paths and analysis keys: those keys cover every
/// input of a page's analysis and doctool's version, so a topic with the same key has the same sections. Like the
/// page entries, the file is written into the pending folder and moved into index/cache/ with the index; an
/// unreadable one is ignored (every topic is aligned).
enum TopicSummaryCache {
    static let fileName = "topics.bin"
    /// The version of alignment. Bump it with any change that alters a topic's groups for the same pages, so that
    /// no summary of an older doctool is reused; as for `AnalysisCache.analyserVersion`, a forgotten bump shows in
    /// CI, which indexes a fresh clone without a cache.
    static let alignmentVersion = 2  // 2: summaries hold their related links' digest

    /// Each topic's key; none for a topic with a page whose analysis has no key.
    static func keys(of documents: [Document], analysisKeys: [String: String]) -> [String: String] {
        var pages: [String: [(path: String, key: String?)]] = [:]
        for document in documents { pages[document.topic, default: []].append((document.path, analysisKeys[document.path])) }
        var keys: [String: String] = [:]
        for (topic, inTopic) in pages {
            var fields = ["alignment \(alignmentVersion)", topic]
            var complete = true
            for page in inTopic.sorted(by: { $0.path < $1.path }) {
                guard let key = page.key else {
                    complete = false
                    break
                }
                fields += [page.path, key]
            }
            if complete { keys[topic] = SHA256.hex(of: Array(fields.joined(separator: "\u{0}").utf8)) }
        }
        return keys
    }

    /// The file's first bytes. The summaries follow one by one, each as its byte count (a varint) and its
    /// `CompactCoding` bytes: written as they are encoded, not as one list whose bytes were all held first (a list's
    /// header needs its body's length), which was up to twice the file (21 MB at 3,500 pages) while the stage went on.
    static let magic = Array("doctool topics.bin 3\n".utf8)

    /// The summaries in `folder`'s file by topic, empty when there is none or it cannot be read.
    static func read(from folder: URL) -> [String: TopicSummary] {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(fileName).path),
            let summaries = try? summaries(in: [UInt8](data))
        else { return [:] }
        return Dictionary(summaries.map { ($0.alignment.topic, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The summaries `write` wrote into `bytes`; throws for any other bytes.
    static func summaries(in bytes: [UInt8]) throws -> [TopicSummary] {
        var reader = CompactReader(bytes: bytes)
        try reader.expect(magic)
        var summaries: [TopicSummary] = []
        while !reader.isAtEnd { summaries.append(try reader.framed(TopicSummary.self)) }
        return summaries
    }

    /// Writes `summaries` into `folder` (a temporary name, then a rename) and returns the file.
    static func write(_ summaries: [TopicSummary], into folder: URL) throws -> URL {
        let final = folder.appendingPathComponent(fileName)
        let partial = folder.appendingPathComponent(".partial-" + fileName)
        guard FileManager.default.createFile(atPath: partial.path, contents: nil) else {
            throw IndexContentsError("cannot create \(partial.path)")
        }
        let handle = try FileHandle(forWritingTo: partial)
        defer { try? handle.close() }
        var buffer = magic
        for summary in summaries {
            let bytes = try CompactCoding.encode(summary)
            CompactTree.varint(UInt64(bytes.count), into: &buffer)
            buffer += bytes
            if buffer.count >= 1 << 20 {
                try handle.write(contentsOf: buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        try handle.write(contentsOf: buffer)
        guard rename(partial.path, final.path) == 0 else {
            throw IndexContentsError("cannot move \(fileName) into place: \(String(cString: strerror(errno)))")
        }
        return final
    }
}
