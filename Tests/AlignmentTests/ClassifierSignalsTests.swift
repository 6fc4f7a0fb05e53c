import Alignment
import DocumentModel
import SampleAnalysis
import XCTest

/// The pipeline's swap: code signals from the sample classifier instead of `DefaultCodeSignals`. The
/// alignment of the corpus must not change, so the two are interchangeable.
final class ClassifierSignalsTests: XCTestCase {
    /// Signals of a block from the classifier's samples inside it: their fingerprints joined, and the
    /// framework types and call names they use.
    static func classifierSignals(_ documents: [Document]) -> CodeSignalExtractor {
        let samples = SampleExtractor.samples(in: documents).samples
        return { block in
            let inside = samples.filter { sample in
                sample.range.file == block.range.file && sample.range.firstLine >= block.range.firstLine
                    && sample.range.lastLine <= block.range.lastLine
            }
            let names = inside.flatMap { $0.symbols.frameworkTypes + $0.symbols.calls.map(\.base) }
            return CodeSignals(fingerprint: inside.map(\.fingerprint).joined(separator: "+"), apiNames: Set(names))
        }
    }

    func testClassifierSignalsGiveTheSameGroups() {
        let documents = CorpusFixture.all
        let result = Aligner.align(documents, signals: Self.classifierSignals(documents))
        XCTAssertEqual(CorpusFixture.shape(result, topic: "uikit-dynamics"), CorpusAlignmentTests.expectedGroups)
        XCTAssertFalse(result.groups.contains(where: \.hasStaleVersion))
        let falling = CorpusFixture.group(result, "uikit-dynamics/ru.txt", line: 14)
        XCTAssertTrue(
            falling?.related.contains { $0.groupID == "displaying-animation-in-ios/03" } ?? false,
            "\(falling?.related.map(\.groupID) ?? [])")
    }
}
