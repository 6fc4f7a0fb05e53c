import CStemmer

/// One Snowball stemmer from the system's `libstemmer` (Russian, English, Hindi, …).
///
/// A class because it owns the C stemmer and frees it once; a stemmer is not thread-safe, so
/// each `Analyzer` keeps its own.
final class Stemmer {
    private let stemmer: OpaquePointer

    /// The stemmer for a Snowball algorithm name ("russian", "english", "hindi"), nil when this
    /// libstemmer does not have it.
    init?(algorithm: String) {
        guard let made = sb_stemmer_new(algorithm, "UTF_8") else { return nil }
        stemmer = made
    }

    deinit {
        sb_stemmer_delete(stemmer)
    }

    /// Stems already found: a corpus repeats its words, and a lookup costs a tenth of Snowball's work on an English
    /// word (about 1,700 instructions; callgrind, 2026-12-04). Emptied when full, so memory stays bounded.
    private var known: [String: String] = [:]
    static let knownLimit = 1 << 16

    /// The stem of a lowercased word.
    func stem(_ word: String) -> String {
        if let stem = known[word] { return stem }
        var bytes = word
        let stem = bytes.withUTF8 { bytes -> String in
            guard let base = bytes.baseAddress,
                let stemmed = sb_stemmer_stem(stemmer, base, Int32(bytes.count))
            else { return String(decoding: bytes, as: UTF8.self) }
            let length = Int(sb_stemmer_length(stemmer))
            return String(decoding: UnsafeBufferPointer(start: stemmed, count: length), as: UTF8.self)
        }
        if known.count >= Self.knownLimit { known.removeAll(keepingCapacity: true) }
        known[word] = stem
        return stem
    }

    /// Every algorithm this libstemmer offers.
    static var availableAlgorithms: [String] {
        var names: [String] = []
        guard var cursor = sb_stemmer_list() else { return names }
        while let name = cursor.pointee {
            names.append(String(cString: name))
            cursor = cursor.advanced(by: 1)
        }
        return names
    }
}
