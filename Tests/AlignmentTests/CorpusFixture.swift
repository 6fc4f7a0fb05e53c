import DocumentModel
import Foundation
import Ingestion

/// The five corpus pages, parsed with the plain-text parser (topic = folder, language = file stem), and
/// helpers to build perturbed copies of them.
enum CorpusFixture {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("corpus")

    /// Parses `topic/lang.txt` from the corpus.
    static func document(_ relativePath: String) -> Document {
        let url = root.appendingPathComponent(relativePath)
        let bytes = Array((try? Data(contentsOf: url)) ?? Data())
        return parse(relativePath, bytes: bytes)
    }

    /// Parses text as if it were the corpus file `relativePath`.
    static func parse(_ relativePath: String, bytes: [UInt8]) -> Document {
        let parts = relativePath.split(separator: "/")
        let topic = String(parts.first ?? "")
        let stem = String(parts.last ?? "").split(separator: ".").first.map(String.init) ?? ""
        var diagnostics: [Diagnostic] = []
        let sections = PlainTextParser().parse(SourceText(file: relativePath, utf8: bytes), diagnostics: &diagnostics)
        let language = Language(rawValue: stem) ?? .und
        return Document(path: relativePath, format: .plainText, topic: topic, declaredLanguage: language,
                        detectedLanguage: language, title: sections.first?.title ?? "", sections: sections,
                        contentHash: "", diagnostics: diagnostics)
    }

    static var all: [Document] {
        ["displaying-animation-in-ios/en.txt", "uidynamicanimator-guide/zh.txt", "uikit-dynamics/hi.txt",
         "uikit-dynamics/ru.txt", "uikit-dynamics/zh.txt"].map(document)
    }
}
