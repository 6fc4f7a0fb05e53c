import DocumentModel
import XCTest

/// The hash is FNV-1a over UTF-8: the same value on every run and machine, for names and orders that must not move.
final class StableHashTests: XCTestCase {
    func testValuesAreFNV1aOfTheUTF8Bytes() {
        // The published FNV-1a 64-bit test vectors.
        XCTAssertEqual(StableHash.value(""), 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(StableHash.value("a"), 0xaf63_dc4c_8601_ec8c)
        XCTAssertEqual(StableHash.value("foobar"), 0x8594_4171_f739_67e8)
        XCTAssertEqual(StableHash.hex("a"), "af63dc4c8601ec8c")
        // Beyond ASCII, and a string that is a slice of another: the bytes decide, not the storage.
        let text = "Анимация 动画 ऐनिमेशन"
        var reference: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { reference = (reference ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        XCTAssertEqual(StableHash.value(text), reference)
        XCTAssertEqual(StableHash.value(String(("xx" + text).dropFirst(2))), reference)
    }

    func testFieldsAreSeparated() {
        var first = StableHash(), second = StableHash()
        first.mix("ab")
        first.mix("c")
        second.mix("a")
        second.mix("bc")
        XCTAssertNotEqual(first.value, second.value)
        var one = StableHash(), other = StableHash()
        one.mix(1)
        other.mix(256)
        XCTAssertNotEqual(one.value, other.value)
        var negative = StableHash()
        negative.mix(-1)
        XCTAssertNotEqual(negative.value, StableHash().value)
    }
}
