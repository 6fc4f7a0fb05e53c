@testable import Ingestion
import XCTest

final class CodeLabelsTests: XCTestCase {
    func testSwiftInEveryCorpusLanguage() {
        for label in [
            "Swift", "swift", "SWIFT", "Swift:", "  Swift  ", "Swift 5", "swift 4.2", "стриж", "Стриж",
            "стриж:", "तीव्र", "迅速", "迅速：", "स्विफ्ट"
        ] {
            XCTAssertEqual(CodeLabels.normalizedLabel(label), "swift", label)
        }
    }

    func testObjectiveCInEveryCorpusLanguage() {
        for label in [
            "Objective-C", "objective-c", "Objective C", "ObjC", "Obj-C", "उद्देश्य सी", "उद्देश्य  सी",
            "Objective\u{2011}C", "Objective-C:", "Цель-C", "目标-C"
        ] {
            XCTAssertEqual(CodeLabels.normalizedLabel(label), "objc", label)
        }
    }

    func testOtherLanguagesAreLowercasedNames() {
        XCTAssertEqual(CodeLabels.normalizedLabel("JavaScript"), "javascript")
        XCTAssertEqual(CodeLabels.normalizedLabel("Shell"), "shell")
        XCTAssertEqual(CodeLabels.normalizedLabel("bash:"), "shell")
        XCTAssertEqual(CodeLabels.normalizedLabel("JSON"), "json")
        XCTAssertEqual(CodeLabels.normalizedLabel("C"), "c")
        XCTAssertEqual(CodeLabels.normalizedLabel("C++"), "cpp")
    }

    func testProseContainingTheWordIsNotALabel() {
        for line in [
            "Swift is fast.", "Swift code", "стриж летит", "Используйте стриж", "迅速地移动", "Objective-C code below",
            "Swift 5 is great", "Swiftly", "", "   ", "Swift and Objective-C", "तीव्र गति से"
        ] {
            XCTAssertNil(CodeLabels.normalizedLabel(line), line)
        }
    }

    func testKnownLabelsAreSortedAndIncludeTranslations() {
        let known = CodeLabels.knownLabels
        XCTAssertEqual(known.map(\.label), known.map(\.label).sorted())
        XCTAssertTrue(known.contains { $0.label == "стриж" && $0.language == "swift" })
        XCTAssertTrue(known.contains { $0.label == "उद्देश्य सी" && $0.language == "objc" })
    }

    /// Long lines are turned down before their key is built, but only when the key could not fit: a label
    /// padded with blanks of every kind is still one.
    func testLongLinesAndPaddedLabels() {
        XCTAssertNil(CodeLabels.normalizedLabel(String(repeating: "Swift ", count: 20)))
        XCTAssertNil(CodeLabels.normalizedLabel(String(repeating: "стриж", count: 14)))
        let padding = String(repeating: " \t\u{00A0}\u{3000}\u{FEFF}", count: 20)
        XCTAssertEqual(CodeLabels.normalizedLabel(padding + "Swift" + padding + ":" + padding), "swift")
        XCTAssertEqual(CodeLabels.normalizedLabel(padding + "उद्देश्य" + padding + "सी"), "objc")
        XCTAssertGreaterThan((padding + "Swift").utf8.count, 64)
    }

    /// The byte-by-byte key equals the scalar-by-scalar one wherever it gives one, and gives one for the
    /// lines pages are made of.
    func testByteKeyEqualsScalarKey() {
        let pieces = [
            "Swift", "swift", "SWIFT", " ", "\t", "  ", ":", "-", "4.2", "Стриж", "СТРИЖ", "Ёж", "Ѐ", "Џ", "ѐ", "я",
            "Ѡ", "उद्देश्य", "सी", "迅速", "目标", "C", "#", "++", "\u{00A0}", "\u{3000}", "–", "：", "é", "Ä", "ǅ"
        ]
        var state: UInt64 = 7
        var checked = 0
        for _ in 0..<20_000 {
            var line = ""
            for _ in 0..<Int(state % 6) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                line += pieces[Int((state >> 33) % UInt64(pieces.count))]
            }
            state = state &* 6364136223846793005 &+ 1442695040888963407
            guard let fast = CodeLabels.asciiCyrillicKey(line) else { continue }
            checked += 1
            XCTAssertEqual(fast, CodeLabels.scalarKey(line), line.debugDescription)
        }
        XCTAssertGreaterThan(checked, 2_000)
        for line in ["Swift", "  стриж : ", "ЦЕЛЬ-C", "उद्देश्य सी", "迅速", "Objective-C:", "ЀЏ"] {
            XCTAssertNotNil(CodeLabels.asciiCyrillicKey(line), line)
        }
    }
}
