import DocumentModel
@testable import Ingestion
import XCTest
import TestSupport

/// The declared charset: where a page says it, whatever the case, and only in the first 4096 bytes.
final class HTMLCharsetTests: XCTestCase {
    func testMetaCharsetHTTPEquivAndXMLDeclaration() {
        XCTAssertEqual(
            HTMLCharset.declared(in: Array("<html>\n<head>\n<META CHARSET=\"Windows-1251\">".utf8))?.name,
            "windows-1251")
        XCTAssertEqual(HTMLCharset.declared(in: Array("<html>\n<head>\n<META CHARSET=\"Windows-1251\">".utf8))?.line, 3)
        let equiv = "<meta http-equiv=\"Content-Type\" content=\"text/html; charset=koi8-r\">"
        XCTAssertEqual(HTMLCharset.declared(in: Array(equiv.utf8))?.name, "koi8-r")
        XCTAssertEqual(HTMLCharset.declared(in: Array("<?xml version=\"1.0\" encoding='GB2312'?>".utf8))?.name, "gb2312")
        XCTAssertNil(HTMLCharset.declared(in: Array("<p>a = b, c = d</p>".utf8)))
    }

    /// `charset=` anywhere wins over an earlier `encoding=`; a marker with no name is passed over.
    func testCharsetWinsAndEmptyMarkersAreSkipped() {
        let page = "<?xml encoding=\"utf-16\"?>\n<p>charset=; and</p>\n<meta charset=\"utf-8\">"
        XCTAssertEqual(HTMLCharset.declared(in: Array(page.utf8))?.name, "utf-8")
        XCTAssertEqual(HTMLCharset.declared(in: Array(page.utf8))?.line, 3)
    }

    func testOnlyTheFirst4096BytesCount() {
        let filler = String(repeating: "x", count: 4096 - "<meta charset=".count - 3)
        XCTAssertEqual(HTMLCharset.declared(in: Array((filler + "<meta charset=utf").utf8))?.name, "utf")
        XCTAssertNil(HTMLCharset.declared(in: Array((filler + "xxxx<meta charset=utf-8").utf8)))
    }

    /// Generated heads made of markers, quotes, names, `=` and newlines, in any case, some reaching
    /// past 4096 bytes: the in-place search finds what a plain search of a lowercased copy finds.
    func testMatchesPlainSearchOnGeneratedHeads() {
        let pieces = [
            "charset=", "CharSet=", "encoding=", "ENCODING=", "charset", "=", "\"", "'", " ", "\n",
            "utf-8", "Windows-1251", "x.y:z_1", "<meta ", "content=", "é", "c", "e", "harset="
        ]
        var random = SeededGenerator(seed: 4096)
        for trial in 0..<5_000 {
            var page = trial % 10 == 0 ? String(repeating: "y", count: 4080 + random.below(20)) : ""
            for _ in 0..<random.below(12) { page += random.pick(pieces) }
            let bytes = Array(page.utf8)
            let fast = HTMLCharset.declared(in: bytes)
            let plain = Self.plainSearch(bytes)
            XCTAssertEqual(fast?.name, plain?.name, page.debugDescription)
            XCTAssertEqual(fast?.line, plain?.line, page.debugDescription)
            if fast?.name != plain?.name || fast?.line != plain?.line { return }
        }
    }

    /// The search as specified: lowercase a copy of the head, then try each marker at every offset.
    static func plainSearch(_ bytes: [UInt8]) -> (name: String, line: Int)? {
        let head = bytes.prefix(4096).map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        for marker in ["charset=", "encoding="] {
            let needle = Array(marker.utf8)
            var index = 0
            while index + needle.count <= head.count {
                if head[index..<(index + needle.count)].elementsEqual(needle) {
                    var cursor = index + needle.count
                    while cursor < head.count, [0x22, 0x27, 0x20].contains(head[cursor]) { cursor += 1 }
                    var name: [UInt8] = []
                    while cursor < head.count,
                        (0x61...0x7A).contains(head[cursor]) || (0x30...0x39).contains(head[cursor])
                            || [0x2D, 0x5F, 0x2E, 0x3A].contains(head[cursor])
                    {
                        name.append(head[cursor])
                        cursor += 1
                    }
                    if !name.isEmpty {
                        return (String(decoding: name, as: UTF8.self), 1 + head[..<index].filter { $0 == 0x0A }.count)
                    }
                }
                index += 1
            }
        }
        return nil
    }
}
