/// The code points of Han ideographs, for language detection (Ingestion) and the search analyzer (SearchIndex):
/// one definition, so that a character the detector counts as Chinese is one the analyzer splits as Chinese.
public enum HanIdeographs {
    /// CJK Unified Ideographs and Extension A; the compatibility ideographs; Extensions B–F and I with the
    /// compatibility supplement (plane 2, up to U+2FA1F, where its assigned characters end); Extensions G, H and
    /// J (plane 3, Unicode 17). The Ideographic Symbols and Punctuation block (U+16FE0…) is left out: marks and
    /// small forms, not words.
    @inlinable
    public static func contains(_ value: UInt32) -> Bool {
        switch value {
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x20000...0x2FA1F, 0x30000...0x3347F: true
        default: false
        }
    }
}
