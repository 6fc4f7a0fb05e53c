import DocumentModel
import Foundation
import TestSupport

/// One page of many megabytes for issue 25's last reading case ("a single large page indexed in time and
/// memory proportional to parse's"): the generator's tutorial pages one after another, each a section of the
/// big page (its title a level-2 heading, its parts level 3), written as Markdown, HTML or plain text. The code
/// varies from part to part as the collection's does, so no step sees one sample repeated a million times.
struct LargePage {
    enum Format: String, CaseIterable {
        case text, markdown, html
        var fileExtension: String { self == .markdown ? "md" : self == .html ? "html" : "txt" }
    }

    var megabytes: Double
    var seed: UInt64 = 25

    /// Writes the page as `corpus/large/en.<ext>` and returns its path and size in bytes.
    func write(_ format: Format, into corpus: URL) throws -> (path: String, bytes: Int) {
        let folder = corpus.appendingPathComponent("large")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("en.\(format.fileExtension)")
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        var generator = SeededGenerator(seed: seed)
        let target = Int(megabytes * 1_000_000)
        var written = 0
        func put(_ text: String) {
            let data = Data(text.utf8)
            handle.write(data)
            written += data.count
        }
        switch format {
        case .markdown: put("# A long tutorial\n\nEvery chapter of the collection on one page.\n")
        case .html:
            put(
                "<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>A long tutorial</title></head>\n<body>\n<h1>A long tutorial</h1>\n<p>Every chapter of the collection on one page.</p>\n"
            )
        case .text: put("A long tutorial\n\nEvery chapter of the collection on one page.\n")
        }
        var index = 0
        while written < target {
            put(Self.chapter(Page(index: index, generator: &generator), format: format))
            index += 1
        }
        if format == .html { put("</body>\n</html>\n") }
        return (file.path, written)
    }

    /// One generated page as a chapter of the large one.
    static func chapter(_ page: Page, format: Format) -> String {
        let language = Prose.english
        var text = ""
        func heading(_ level: Int, _ words: [Int]) {
            let title = language.phrase(words, capitalised: true)
            switch format {
            case .markdown: text += "\n" + String(repeating: "#", count: level) + " " + title + "\n\n"
            case .html: text += "<h\(level)>\(escaped(title))</h\(level)>\n"
            case .text: text += "\n" + title + "\n\n"
            }
        }
        func paragraph(_ sentence: String) {
            switch format {
            case .markdown, .text: text += sentence + "\n\n"
            case .html: text += "<p>\(escaped(sentence))</p>\n"
            }
        }
        heading(2, page.titleWords)
        paragraph(page.lead.map { language.sentence($0) }.joined(separator: " "))
        for part in page.parts {
            heading(3, part.headingWords)
            for sentences in part.paragraphs { paragraph(sentences.map { language.sentence($0) }.joined(separator: " ")) }
            for block in part.code {
                switch format {
                case .markdown: text += "```\(block.language)\n\(block.text)\n```\n\n"
                case .html: text += "<pre><code class=\"language-\(block.language)\">\(escaped(block.text))</code></pre>\n"
                case .text: text += block.text + "\n\n"
                }
            }
        }
        return text
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
