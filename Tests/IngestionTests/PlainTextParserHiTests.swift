import DocumentModel
@testable import Ingestion
import XCTest

/// corpus/uikit-dynamics/hi.txt: the same topic in Hindi ("Swift" became "तीव्र", "Objective-C" "उद्देश्य सी").
final class PlainTextParserHiTests: XCTestCase {
    let path = "uikit-dynamics/hi.txt"

    func testSectionsCodeLabelsAndChrome() throws {
        let expectation = PlainTextSeedExpectation(
            sections: [
                ("", 0),
                ("UIKit गतिशीलता", 1),
                ("परिचय", 2),
                ("टिप्पणियों", 2),
                ("गिरने का वर्ग", 2),
                ("फ्लिक व्यू जेस्चर वेग पर आधारित है", 2),
                ("UIFieldBehaviors का उपयोग करके \"स्टिकी कॉर्नर\" प्रभाव", 2),
                ("UIDynamicBehavior कस्टम ट्रांज़िशन प्रेरित", 2),
                ("UIDynamicBehaviors का उपयोग करके वास्तविक-विश्व भौतिकी के साथ छाया संक्रमण", 2),
                ("मानचित्र डायनामिक एनीमेशन स्थिति सीमा में परिवर्तन", 2)
            ],
            code: UIKitDynamicsLayout.code,
            labels: UIKitDynamicsLayout.labels(),
            chrome: [1])
        expectation.check(try PlainTextSeed.parse(path).sections)
    }

    func testMachineTranslatedLabels() throws {
        let blocks = try PlainTextSeed.parse(path).sections.flatMap(\.allBlocks)
        XCTAssertEqual(Set(blocks.filter { $0.kind == .codeLabel }.map(\.text)), ["तीव्र", "उद्देश्य सी"])
        let objc = try XCTUnwrap(blocks.first { $0.range.firstLine == 130 }?.codeHint)
        XCTAssertEqual(objc.raw, "उद्देश्य सी")
        XCTAssertEqual(objc.normalized, "objc")
    }

    func testProseAndLanguages() throws {
        let blocks = try PlainTextSeed.parse(path).sections.flatMap(\.allBlocks)
        XCTAssertEqual(blocks.filter { $0.kind == .prose }.map(\.range.firstLine), UIKitDynamicsLayout.prose)
        for block in blocks where block.kind == .prose || block.kind == .heading {
            // Mixed-script headings such as "UIDynamicBehavior कस्टम ट्रांज़िशन प्रेरित" are still Hindi.
            XCTAssertEqual(block.language, .hi, "\(block.range): \(block.text)")
        }
        // The topic tag "iOS" says nothing itself; it takes the page's language.
        XCTAssertEqual(blocks.first?.text, "iOS")
        XCTAssertEqual(blocks.first?.language, .hi)
    }
}
