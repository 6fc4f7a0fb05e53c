import XCTest
import HeadlessUIKit

final class UIRegionTests: XCTestCase {
    func testRegionAlgebraAsUIKitDescribesIt() {
        let disc = UIRegion(radius: 10), square = UIRegion(size: CGSize(width: 8, height: 8))
        XCTAssertTrue(disc.contains(CGPoint(x: 7, y: 7)))
        XCTAssertFalse(disc.contains(CGPoint(x: 8, y: 8)))
        XCTAssertTrue(disc.inverse().contains(CGPoint(x: 8, y: 8)))
        XCTAssertTrue(square.union(with: disc).contains(CGPoint(x: 9, y: 0)))
        XCTAssertFalse(square.intersection(with: disc).contains(CGPoint(x: 9, y: 0)))
        XCTAssertFalse(disc.difference(from: square).contains(CGPoint(x: 1, y: 1)))
        XCTAssertTrue(disc.difference(from: square).contains(CGPoint(x: 6, y: 0)))
        XCTAssertTrue(UIRegion.infinite.contains(CGPoint(x: 1e9, y: -1e9)))
    }
}
