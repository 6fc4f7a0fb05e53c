import DocumentModel

extension Language {
    /// The language a BCP 47 tag names (`ru`, `ru-RU`, `zh_Hans`, `EN`), nil when it is none of ours.
    ///
    /// Used for what pages and manifests declare (`<html lang>`, front matter, manifests), never for detection.
    init?(tag: String) {
        let primary =
            tag.trimmed("\"'").lowercased()
            .split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        switch primary {
        case "ru", "rus", "russian": self = .ru
        case "hi", "hin", "hindi": self = .hi
        case "zh", "zho", "chi", "cmn", "chinese": self = .zh
        case "en", "eng", "english": self = .en
        default: return nil
        }
    }
}
