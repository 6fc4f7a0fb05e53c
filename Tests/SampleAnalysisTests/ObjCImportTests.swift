import XCTest
@testable import SampleAnalysis

final class ObjCImportTests: XCTestCase {
    private func name(_ selector: String) -> String {
        let mapped = ObjCImport.swiftName(selector: selector)
        return "\(mapped.base)(\(mapped.labels.map { "\($0):" }.joined()))"
    }

    func testSelectorsImportTheWaySwiftSpellsThem() {
        XCTAssertEqual(name("addBehavior:"), "addBehavior(_:)")
        XCTAssertEqual(name("updateItemUsingCurrentState:"), "updateItem(usingCurrentState:)")
        XCTAssertEqual(name("initWithItems:"), "init(items:)")
        XCTAssertEqual(name("initWithItem:attachedToAnchor:"), "init(item:attachedToAnchor:)")
        XCTAssertEqual(name("removeAllBehaviors"), "removeAllBehaviors()")
        XCTAssertEqual(name("locationInView:"), "location(in:)")
        XCTAssertEqual(name("setTitle:forState:"), "setTitle(_:for:)")
        XCTAssertEqual(name("animateWithDuration:animations:"), "animate(withDuration:animations:)")
        XCTAssertEqual(name("viewControllerForKey:"), "viewController(forKey:)")
        XCTAssertEqual(name("dismissViewControllerAnimated:completion:"), "dismiss(animated:completion:)")
        XCTAssertEqual(
            name("setTranslatesReferenceBoundsIntoBoundaryWithInsets:"), "setTranslatesReferenceBoundsIntoBoundary(with:)")
        XCTAssertEqual(name("addLinearVelocity:forItem:"), "addLinearVelocity(_:for:)")
    }

    func testFunctionsConstantsAndColours() {
        XCTAssertEqual(ObjCImport.swiftFunction("CGRectMake", argumentCount: 4)?.labels, ["x", "y", "width", "height"])
        XCTAssertEqual(ObjCImport.swiftFunction("CGVectorMake", argumentCount: 2)?.base, "CGVector")
        XCTAssertNil(ObjCImport.swiftFunction("CGRectMake", argumentCount: 3))
        XCTAssertEqual(ObjCImport.swiftConstant("YES"), "true")
        XCTAssertEqual(ObjCImport.swiftConstant("CGPointZero"), "CGPoint.zero")
        XCTAssertEqual(ObjCImport.swiftColor(classMethod: "orangeColor"), "UIColor.orange")
        XCTAssertEqual(ObjCImport.swiftInitializer(className: "UIView", selector: "initWithFrame:").labels, ["frame"])
    }
}
