import CLibXML2
import DocumentModel
@testable import Ingestion
import XCTest
import TestSupport

/// What an element's attributes say about site chrome, read as bytes, against the same rule read through `String`s.
final class HTMLAttributesTests: XCTestCase {
    /// Runs `body` with the attributes as libxml2 hands them over: name, value (nil for none), …, nil.
    private func withAttributes<Result>(_ pairs: [(String, String?)], _ body: (HTMLAttributes.List) -> Result) -> Result {
        var owned: [UnsafeMutablePointer<CChar>] = []
        defer { owned.forEach { free($0) } }
        var list: [UnsafePointer<xmlChar>?] = []
        for (name, value) in pairs {
            let namePointer = strdup(name)!
            owned.append(namePointer)
            list.append(UnsafeRawPointer(namePointer).assumingMemoryBound(to: xmlChar.self))
            if let value {
                let valuePointer = strdup(value)!
                owned.append(valuePointer)
                list.append(UnsafeRawPointer(valuePointer).assumingMemoryBound(to: xmlChar.self))
            } else {
                list.append(nil)
            }
        }
        list.append(nil)
        return list.withUnsafeMutableBufferPointer { body($0.baseAddress) }
    }

    private func isChrome(_ pairs: [(String, String?)]) -> Bool {
        withAttributes(pairs) { HTMLAttributes.isChrome($0) }
    }

    func testChromeBoxesByRoleClassAndId() {
        XCTAssertTrue(isChrome([("role", "navigation")]))
        XCTAssertFalse(isChrome([("role", "Navigation")]), "a role is compared as written")
        XCTAssertTrue(isChrome([("class", "top Site-Header wide")]))
        XCTAssertTrue(isChrome([("class", "x"), ("id", "main_NAV")]), "ids count, underscores split tokens")
        XCTAssertTrue(isChrome([("class", "mybreadcrumbs")]), "breadcrumb anywhere in a token")
        XCTAssertTrue(isChrome([("id", "CookieConsent")]))
        XCTAssertFalse(isChrome([("class", "navigation-item")]), "nav must be the whole token")
        XCTAssertFalse(isChrome([("class", "kw"), ("href", "nav")]))
        XCTAssertFalse(isChrome([("class", nil)]))
        XCTAssertFalse(isChrome([("class", "code"), ("class", "nav")]), "the first class attribute is the one read")
        XCTAssertTrue(isChrome([("role", "main"), ("class", "sidebar")]))
    }

    /// Bytes and `String`s agree on every ASCII value. A value with a non-ASCII piece is read by the `String` rule
    /// on both sides, so those pieces check the routing: read as bytes, "coo\u{212A}ie" (a Kelvin sign, which
    /// lowercases to "k") would not be chrome and "cookie\u{301}" (whose last `Character` is "é") would be.
    func testByteReadingAgreesWithTheTextRule() {
        let pieces = [
            "nav", "NAV", "Nav", "menu", "footer", "site-footer", "pagination", "archive", "categories",
            "social", "share", "navbar", "sidebar", "breadcrumb", "BreadCrumbs", "cookie", "COOKIE", "kw",
            "hljs-keyword", "main", "content", "navigation", "banner", "-", "_", " ", "  ", "\t", "\r\n",
            "coo\u{212A}ie", "cookie\u{301}", "навигация", "nav\u{301}", "ме\u{301}ню", "\u{212A}", "x"
        ]
        let roles = ["navigation", "banner", "contentinfo", "complementary", "main", "Banner", "", "nav"]
        var random = SeededGenerator(seed: 0xA77B_0001)
        func value() -> String {
            (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        var chrome = 0
        for _ in 0..<4_000 {
            var pairs: [(String, String?)] = []
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                switch Int.random(in: 0..<6, using: &random) {
                case 0: pairs.append(("role", Bool.random(using: &random) ? roles.randomElement(using: &random)! : nil))
                case 1, 2: pairs.append(("class", Bool.random(using: &random) ? value() : nil))
                case 3: pairs.append(("id", Bool.random(using: &random) ? value() : nil))
                case 4: pairs.append(("href", value()))
                default: pairs.append(("data-x", nil))
                }
            }
            let byBytes = withAttributes(pairs) { HTMLAttributes.isChrome($0) }
            let byText = withAttributes(pairs) { HTMLAttributes.isChromeByText($0) }
            XCTAssertEqual(byBytes, byText, "\(pairs)")
            if byBytes { chrome += 1 }
        }
        XCTAssertGreaterThan(chrome, 500, "the generated attributes include chrome often enough to matter")
        XCTAssertLessThan(chrome, 3_500)
    }
}
