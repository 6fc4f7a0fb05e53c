import DocumentModel
@testable import Ingestion

/// One line per block, `kind first-last text`, so a test can state a page's whole outline at once.
func outline(_ sections: [Section]) -> [String] {
    sections.flatMap(\.allBlocks).map { block in
        let level = block.headingLevel.map { "h\($0) " } ?? ""
        let hint = block.codeHint.map { " [\($0.normalized)]" } ?? ""
        let firstLine = block.text.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        return "\(block.kind.rawValue) \(level)\(block.range.firstLine)-\(block.range.lastLine)\(hint) \(firstLine)"
    }
}

/// A stand-in for `CodeLabels` while its recogniser is being written: the labels the seeds use.
let seedLabels: @Sendable (String) -> String? = { line in
    switch line.lowercased() {
    case "swift", "стриж", "तीव्र", "迅速": return "swift"
    case "objective-c", "उद्देश्य सी": return "objc"
    default: return nil
    }
}
