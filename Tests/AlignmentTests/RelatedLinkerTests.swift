import Alignment
import DocumentModel
import XCTest

final class RelatedLinkerTests: XCTestCase {
    func testComparablePageIsLinkedToTheClosestGroupNeverMerged() throws {
        var tutorial = PageBuilder("tutorial/ru.txt", topic: "tutorial", language: .ru)
        tutorial.section("Гравитация", [.code(Samples.gravity)])
        tutorial.section("Толчок", [.code(Samples.push)])
        tutorial.section("Поля", [.code(Samples.field)])
        var blog = PageBuilder("blog/en.txt", topic: "blog", language: .en)
        blog.section(
            "Views falling under gravity",
            [
                .prose("Apply UIGravityBehavior to the views."),
                .code(
                    """
                    let animator = UIDynamicAnimator(referenceView: view)
                    let gravity = UIGravityBehavior(items: [view1, view2])
                    animator.addBehavior(gravity)
                    """)
            ])
        blog.section("Layout with constraints", [.code("view.translatesAutoresizingMaskIntoConstraints = false")])

        let result = Aligner.align([tutorial.build(), blog.build()])
        let falling = try XCTUnwrap(result.topic("blog")?.groups.first)
        XCTAssertEqual(falling.members.map(\.documentPath), ["blog/en.txt"], "a comparable page is never a group member")
        XCTAssertEqual(falling.related.first?.groupID, "tutorial/01")
        XCTAssertTrue(falling.related.first!.reasons[0].contains("UIGravityBehavior"), falling.related.first!.reasons[0])
        XCTAssertEqual(falling.related.map(\.score), falling.related.map(\.score).sorted(by: >))
        // The link is seen from both sides.
        XCTAssertEqual(result.topic("tutorial")?.groups[0].related.first?.groupID, falling.id)
        // Layout code shares no API with the tutorial: no related link.
        XCTAssertEqual(result.topic("blog")?.groups[1].related, [])
    }
}
