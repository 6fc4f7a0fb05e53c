import XCTest

@testable import SearchIndex

final class StemmerTests: XCTestCase {
    /// A stem remembered is the stem Snowball gives, for words seen again, and after the memory is emptied when full.
    func testRememberedStemsAreSnowballsStems() throws {
        let remembering = try XCTUnwrap(Stemmer(algorithm: "english"))
        let words = ["animations", "animating", "animated", "views", "running", "dynamics", "behaviors", "gravity"]
        var expected: [String: String] = [:]
        for word in words { expected[word] = try XCTUnwrap(Stemmer(algorithm: "english")).stem(word) }
        XCTAssertEqual(expected["animations"], "anim")
        for round in 0..<3 {
            for word in words { XCTAssertEqual(remembering.stem(word), expected[word], "\(word), round \(round)") }
            // Fill the memory past its limit with other words, so it is emptied between rounds.
            for index in 0..<Stemmer.knownLimit { _ = remembering.stem("word\(index)s") }
        }
    }
}
