import Foundation
import XCTest

@testable import Indexing

/// The index's bytes were `JSONEncoder`'s before `PrettyJSONEncoder` wrote them: each case is compared with it.
final class PrettyJSONEncoderTests: XCTestCase {
    func foundation<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    func pretty<T: Encodable>(_ value: T, depth: Int = 0) throws -> String {
        String(decoding: try PrettyJSONEncoder.encode(value, depth: depth), as: UTF8.self)
    }

    func assertSame<T: Encodable>(_ value: T, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try pretty(value), try foundation(value), file: file, line: line)
    }

    enum Colour: String, Codable { case red, green }

    struct Everything: Encodable {
        var keys: [String: Int] = [
            "a10": 1, "a2": 2, "B": 3, "a": 4, "é": 5, "Z": 6, "_x": 7, "a-b": 8, "": 9, "ß": 10, "日本": 11, "a01": 12
        ]
        var floats: [Double] = [0.1, 1e-7, 1e21, 100, -0.0, 123456789.125, 5e-324, 0.30000000000000004, 12345678901234567]
        var float: Float = 0.1
        var text = "a\"b\\c/d\u{7f}\u{2028}\u{1}\u{1f}\n\t\r\u{8}\u{c}é😀 क्या 怎么"
        var integers: [Int] = [0, 7, 10, -1, -10, 1_234_567, Int.min, Int.max]
        var sized: [Int64] = [Int64.min, -9, 99]
        var unsigned = UInt64.max
        var small: Int8 = -128
        var flags = [true, false]
        var none: Int? = nil
        var empty: [Int] = []
        var emptyObject: [String: Int] = [:]
        var nested: [[String: [Int]]] = [["x": []], [:], ["y": [1, 2]]]
        var colours: [Colour] = [.red, .green]
        var optionals: [String?] = ["a", nil]
        var url = URL(fileURLWithPath: "/tmp/a b")
        var date = Date(timeIntervalSinceReferenceDate: 12.5)
        var data = Data([1, 2, 3, 250])
        var byNumber: [Int: String] = [10: "ten", 2: "two"]
        var colour = Colour.red
    }

    func testMatchesJSONEncoderOnEveryKindOfValue() throws {
        try assertSame(Everything())
        try assertSame("top level")
        try assertSame(42)
        try assertSame([String]())
        try assertSame([String: Int]())
        try assertSame([[Everything()]])
    }

    /// Hand-written `encode(to:)`s: nested containers, a super encoder, a key given twice, a value that encodes
    /// nothing, a single value wrapping a struct.
    struct HandWritten: Encodable {
        enum Keys: String, CodingKey { case zed, alpha, inner, list, parent, twice }
        struct Nothing: Encodable { func encode(to encoder: any Encoder) throws {} }
        struct Wrapper: Encodable {
            var wrapped = Everything()
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(wrapped)
            }
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(1, forKey: .twice)
            try container.encode("z", forKey: .zed)
            var inner = container.nestedContainer(keyedBy: Keys.self, forKey: .inner)
            try inner.encode(Nothing(), forKey: .alpha)
            var list = inner.nestedUnkeyedContainer(forKey: .list)
            try list.encode(Wrapper())
            var deeper = list.nestedContainer(keyedBy: Keys.self)
            try deeper.encodeNil(forKey: .zed)
            try list.encode(2.5)
            try Colour.green.encode(to: container.superEncoder(forKey: .parent))
            try [1, 2].encode(to: container.superEncoder())
            try container.encode(2, forKey: .twice)
            var again = encoder.container(keyedBy: Keys.self)  // the same container, as JSONEncoder gives
            try again.encode([Nothing()], forKey: .alpha)
        }
    }

    func testMatchesJSONEncoderOnHandWrittenContainers() throws {
        try assertSame(HandWritten())
        try assertSame(["a": HandWritten()])
    }

    func testADeeperValueIsIndentedFromItsSecondLine() throws {
        let value = ["k": [1]]
        let shallow = try pretty(value)
        let deep = try pretty(value, depth: 2)
        XCTAssertEqual(deep, shallow.replacingOccurrences(of: "\n", with: "\n    "))
    }

    func testNonFiniteNumbersAreErrorsWithTheirPath() throws {
        struct Holder: Encodable { var values: [Double] }
        XCTAssertThrowsError(try PrettyJSONEncoder.encode(Holder(values: [1, .nan]))) { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["values", "Index 1"])
        }
        XCTAssertThrowsError(try PrettyJSONEncoder.encode(Double.infinity))
    }
}
