import CWordBreak

/// Dictionary word segmentation of Chinese text through ICU's word break iterator.
///
/// Used on the query side to split an unspaced Chinese query into words, each of which must then
/// occur in a section (as a run of overlapping bigrams), rather than the whole query verbatim.
enum WordSegmenter {
    /// The words of `text` (ICU's segments, without pure whitespace or punctuation segments).
    static func words(in text: String) -> [String] {
        let units = Array(text.utf16)
        guard !units.isEmpty else { return [] }
        var boundaries = [Int32](repeating: 0, count: units.count + 1)
        let count = units.withUnsafeBufferPointer { buffer in
            boundaries.withUnsafeMutableBufferPointer { out in
                doctool_word_boundaries(buffer.baseAddress, Int32(units.count), out.baseAddress, Int32(out.count))
            }
        }
        guard count >= 2 else { return [text] }
        var words: [String] = []
        for index in 0..<(Int(count) - 1) {
            let start = Int(boundaries[index]), end = Int(boundaries[index + 1])
            let word = String(decoding: units[start..<end], as: UTF16.self)
            if word.unicodeScalars.contains(where: { Script.of($0) != .separator }) { words.append(word) }
        }
        return words
    }
}
