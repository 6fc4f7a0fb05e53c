import DocumentModel
import XCTest

final class LineFeedSplitTests: XCTestCase {
    /// The byte split gives the pieces the `Character` split gives, on text that looks like pages: empty
    /// lines, a line feed at either end, non-ASCII text, a combining mark after a line feed (its own
    /// cluster, so still a split), carriage returns (which join "\r\n" into one `Character`), and maxSplits.
    func testGivesTheCharacterSplitsPieces() {
        let texts = [
            "", "\n", "\n\n", "one", "one\ntwo", "\nlead\n\ntrail\n", "ру́сский\nहिन्दी\n中文",
            "a\n\u{301}b", "crlf\r\nline\nlf", "lone\rcr\n", "🇺🇦\n👩‍👩‍👧\n"
        ]
        for text in texts {
            for omitting in [false, true] {
                for maxSplits in [1, 2, Int.max] {
                    XCTAssertEqual(
                        text.splitAtLineFeeds(maxSplits: maxSplits, omittingEmptySubsequences: omitting),
                        text.split(separator: "\n", maxSplits: maxSplits, omittingEmptySubsequences: omitting),
                        "\(text.debugDescription) omitting \(omitting) maxSplits \(maxSplits)")
                }
            }
            XCTAssertEqual(text[...].splitAtLineFeeds(), text.split(separator: "\n"))
        }
    }
}
