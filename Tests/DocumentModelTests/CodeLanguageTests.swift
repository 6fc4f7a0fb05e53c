@testable import DocumentModel
import Foundation
import XCTest

final class CodeLanguageTests: XCTestCase {
    /// DocumentModel trims hints without Foundation: the same as `trimmingCharacters(in: .whitespaces)`,
    /// which the hint reading used before the type moved here.
    func testHintsAreTrimmedAsFoundationTrimsWhitespace() {
        var edges = ["", " ", "\t", "\n", "\r", "\u{85}", "\u{200C}", "\u{FEFF}", "x"]
        // Every space separator (Zs) and format character of the Basic Multilingual Plane's punctuation blocks.
        for value in UInt32(0x2000)...0x206F { edges.append(String(Character(Unicode.Scalar(value)!))) }
        edges += ["\u{A0}", "\u{1680}", "\u{3000}"]
        for left in edges {
            for right in edges {
                for middle in ["swift", "Objective-C", "a b", "", "\u{A0}"] {
                    let text = left + middle + right
                    XCTAssertEqual(
                        CodeLanguage.trimmingSpaces(text), text.trimmingCharacters(in: .whitespaces), text.debugDescription)
                }
            }
        }
        XCTAssertEqual(CodeLanguage(hint: "\u{A0}Objective-C\t"), .objc)
        XCTAssertEqual(CodeLanguage(hint: " Swift "), .swift)
        XCTAssertEqual(CodeLanguage(hint: "Rust"), .rust)
        XCTAssertEqual(CodeLanguage(hint: "js"), .javascript)
        XCTAssertEqual(CodeLanguage(hint: "C++"), .cpp)
        XCTAssertEqual(CodeLanguage(hint: "C#"), .csharp)
        XCTAssertEqual(CodeLanguage(hint: "yml"), .yaml)
        XCTAssertNil(CodeLanguage(hint: "text"))
        XCTAssertNil(CodeLanguage(hint: "objective-c++"), "Objective-C++ is left to the code, which shows its messages")
    }
}
