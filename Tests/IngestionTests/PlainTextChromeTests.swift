@testable import Ingestion
import XCTest

final class PlainTextChromeTests: XCTestCase {
    private let anywhere = PlainTextChrome.Context(isFirstLine: false, nextIsHeadingCandidate: false)

    func testTemplateWordsInFourLanguages() {
        for line in [
            "Quote", "Categories", "Archive ↓", "Archive", "  Tags:  ", "Цитата", "Категории", "Архив",
            "श्रेणियाँ", "分类", "归档", "Read more →"
        ] {
            XCTAssertEqual(PlainTextChrome.rule(for: line, context: anywhere), "boilerplate", line)
        }
    }

    func testDateLines() {
        for line in [
            "Displaying Animation in iOS. Part 2 iOS 19.04.2021", "2021-04-19", "Posted 04/19/2021 by admin",
            "2021年4月19日", "April 19, 2021", "19 апреля 2021"
        ] {
            XCTAssertEqual(PlainTextChrome.rule(for: line, context: anywhere), "date-line", line)
        }
    }

    func testSentencesAndCodeAreNotChrome() {
        for line in [
            "Categories of behaviors are described below.", "In 2021 we released it on 19.04.2021.",
            "Для получения дополнительной информации см. Сессию WWDC 2013 года.", "Quote the text like this",
            "version 1.2.3 of the library", "UIKit Dynamics"
        ] {
            XCTAssertNil(PlainTextChrome.rule(for: line, context: anywhere), line)
        }
    }

    /// Runs of digits longer than any year (19 and more overflowed an Int before) are no year and do not trap.
    func testLongDigitRunsAreNoYearAndDoNotOverflow() {
        let digits = String(repeating: "9", count: 40)
        XCTAssertFalse(PlainTextChrome.hasYear(Array("Title \(digits) here".unicodeScalars)))
        XCTAssertFalse(PlainTextChrome.containsDate("Title 99999999999999999999 here"))
        XCTAssertNil(PlainTextChrome.rule(for: "Title 99999999999999999999 here", context: anywhere))
        XCTAssertTrue(PlainTextChrome.hasYear(Array("\(digits) 2021".unicodeScalars)))
        XCTAssertFalse(PlainTextChrome.hasYear(Array("20210".unicodeScalars)))
        XCTAssertEqual(PlainTextChrome.rule(for: "April 19, 2021 \(digits)", context: anywhere), "date-line")
    }

    func testBreadcrumbsAndCookieBanners() {
        XCTAssertEqual(PlainTextChrome.rule(for: "Home › Blog › iOS", context: anywhere), "breadcrumb")
        XCTAssertEqual(PlainTextChrome.rule(for: "Главная / Статьи / iOS", context: anywhere), "breadcrumb")
        XCTAssertEqual(
            PlainTextChrome.rule(for: "We use cookies to improve your experience. Accept", context: anywhere),
            "cookie-banner")
        XCTAssertNil(PlainTextChrome.rule(for: "a / b", context: anywhere))
    }

    /// The cookie word in each spelling and case, found among lines full of the same lead bytes.
    func testCookieBannersInRussianAndHindi() {
        XCTAssertEqual(
            PlainTextChrome.rule(for: "Мы используем куки, чтобы сайт работал лучше", context: anywhere),
            "cookie-banner")
        XCTAssertEqual(
            PlainTextChrome.rule(for: "Куки помогают нам. Оставаясь на сайте, вы даёте согласие", context: anywhere),
            "cookie-banner")
        XCTAssertEqual(
            PlainTextChrome.rule(for: "हम कुकी का उपयोग करते हैं, कृपया सहमत हों", context: anywhere),
            "cookie-banner")
        XCTAssertEqual(PlainTextChrome.rule(for: "THIS SITE USES COOKIES. ACCEPT", context: anywhere), "cookie-banner")
        XCTAssertEqual(
            PlainTextChrome.rule(for: "Code could use a CooKie; we use them, accept", context: anywhere), "cookie-banner")
        XCTAssertNil(PlainTextChrome.rule(for: "Статья о том, как браузер хранит куки и заголовки", context: anywhere))
        XCTAssertNil(PlainTextChrome.rule(for: "Мы используем кнопку, чтобы закрыть контроллер", context: anywhere))
    }

    func testTopicTagOnlyAtTheTopAboveAHeading() {
        let top = PlainTextChrome.Context(isFirstLine: true, nextIsHeadingCandidate: true)
        XCTAssertEqual(PlainTextChrome.rule(for: "iOS", context: top), "topic-tag")
        XCTAssertNil(PlainTextChrome.rule(for: "iOS", context: anywhere))
        XCTAssertNil(PlainTextChrome.rule(for: "iOS", context: .init(isFirstLine: true, nextIsHeadingCandidate: false)))
        XCTAssertNil(PlainTextChrome.rule(for: "Вступление", context: top))
    }
}
