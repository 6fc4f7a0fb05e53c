import Foundation
import XCTest
@testable import Verification

/// Reading a symbol graph into the reference table (a small graph in the shape swift-symbolgraph-extract writes).
final class EngineAPIReferenceTests: XCTestCase {
    private func symbol(_ kind: String, _ path: [String]) -> String {
        let components = path.map { "\"\($0)\"" }.joined(separator: ",")
        return #"{"kind":{"identifier":"\#(kind)","displayName":"x"},"identifier":{"precise":"p","interfaceLanguage":"swift"},"#
            + #""pathComponents":[\#(components)],"names":{"title":"\#(path.joined(separator: "."))"},"accessLevel":"public"}"#
    }

    private func graph(_ symbols: [String]) -> Data {
        Data(
            #"{"metadata":{},"module":{"name":"Engine"},"symbols":[\#(symbols.joined(separator: ","))],"relationships":[]}"#.utf8)
    }

    func testTypesMembersKindsAndExtensions() throws {
        let main = graph([
            symbol("swift.class", ["UIStackView"]),
            symbol("swift.method", ["UIStackView", "addArrangedSubview(_:)"]),
            symbol("swift.method", ["UIStackView", "addArrangedSubview(_:)"]),  // an overload: counted once
            symbol("swift.property", ["UIStackView", "axis"]),
            symbol("swift.type.property", ["UIStackView", "spacingUseDefault"]),
            symbol("swift.enum", ["UIStackView", "Alignment"]),
            symbol("swift.enum.case", ["UIStackView", "Alignment", "fill"]),
            symbol("swift.func.op", ["UIStackView", "|(_:_:)"]),
            symbol("swift.func", ["UIGraphicsGetCurrentContext()"])
        ])
        let foundation = graph([symbol("swift.init", ["NSValue", "init(cgRect:)"])])
        let reference = try EngineAPIReference.read(module: "Engine", graph: main, extensions: [("Foundation", foundation)])
        XCTAssertEqual(
            reference.types.map(\.type), [EngineAPIReference.globalRow, "NSValue", "UIStackView", "UIStackView.Alignment"])
        let stack = reference.types[2]
        XCTAssertEqual(stack.kind, "class")
        XCTAssertEqual(stack.members, ["addArrangedSubview(_:)", "axis", "static spacingUseDefault", "|(_:_:)"])
        XCTAssertEqual(stack.memberCount, 4)
        XCTAssertEqual(reference.types[3].members, ["case fill"])
        XCTAssertEqual(reference.types[3].kind, "enum")
        XCTAssertEqual(reference.types[1].kind, "extension (Foundation)")
        XCTAssertEqual(reference.types[0].kind, "global")
        let markdown = reference.markdown()
        XCTAssertTrue(markdown.contains("4 types, 7 public members."), markdown)
        XCTAssertTrue(
            markdown.contains(
                "| `UIStackView` | class | 4 | `addArrangedSubview(_:)`, `axis`, `static spacingUseDefault`, `\\|(_:_:)` |"),
            "a pipe in a name is escaped, not a cell border")
        let decoded = try JSONDecoder().decode(EngineAPIReference.self, from: Data(try reference.json().utf8))
        XCTAssertEqual(decoded, reference)
    }

    func testMalformedGraphThrows() {
        XCTAssertThrowsError(try EngineAPIReference.read(module: "Engine", graph: Data("{}".utf8), extensions: []))
    }
}
