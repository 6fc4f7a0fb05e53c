@testable import Indexing
import XCTest

/// How a page's place names its topic when no manifest does.
final class TopicNameTests: XCTestCase {
    func testALanguageNamedPageBelongsToItsFolderAndAnyOtherPageIsATopicOfItsOwn() {
        XCTAssertEqual(TopicName.topic(relativePath: "uikit-dynamics/ru.txt", stem: "ru"), "uikit-dynamics")
        XCTAssertEqual(TopicName.topic(relativePath: "uikit-dynamics/EN.md", stem: "EN"), "uikit-dynamics")
        XCTAssertEqual(TopicName.topic(relativePath: "guides/dynamics/hi.html", stem: "hi"), "guides~dynamics")
        XCTAssertEqual(TopicName.topic(relativePath: "ios/table-views.md", stem: "table-views"), "ios~table-views.md")
        XCTAssertEqual(TopicName.topic(relativePath: "loose-page.html", stem: "loose-page"), "loose-page.html")
        XCTAssertEqual(TopicName.topic(relativePath: "en.md", stem: "en"), "en.md", "no folder to belong to")
    }

    func testNamesCarryNoSlashAndDifferentPlacesNeverShareOne() {
        let places = [
            ("a/b/en.md", "en"), ("a/b.md", "b"), ("a~b/en.md", "en"), ("a%7Eb/en.md", "en"), ("a\\b/en.md", "en"),
            ("a/b\n.md", "b\n"), ("a~b.md", "a~b"), ("a/b.html", "b")
        ]
        let names = places.map { TopicName.topic(relativePath: $0.0, stem: $0.1) }
        XCTAssertEqual(names, ["a~b", "a~b.md", "a%7Eb", "a%257Eb", "a%5Cb", "a~b%0A.md", "a%7Eb.md", "a~b.html"])
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertTrue(names.allSatisfy { CorpusScanner.canStandInSampleIDs($0) })
    }
}
