import XCTest
@testable import HeadlessUIKit
import HeadlessSnapKit

final class SnapKitTests: AppModelTestCase {
    private func root() -> UIView {
        let controller = UIViewController()
        show(controller)
        return controller.view
    }

    func testCentreAndSizeLikeTheEnglishBlog() {
        let view = root()
        let sqView = UIView()
        view.addSubview(sqView)
        sqView.snp.makeConstraints { (make) in
            make.center.equalTo(view)
            make.size.equalTo(200)
        }
        XCTAssertFalse(sqView.translatesAutoresizingMaskIntoConstraints)
        view.layoutIfNeeded()
        XCTAssertEqual(sqView.frame, CGRect(x: 87.5, y: 233.5, width: 200, height: 200))
    }

    func testEdgesInsetByEdgeInsetsMovesEachSideByItsOwnAmount() {
        let view = root()
        let card = UIView()
        view.addSubview(card)
        card.snp.makeConstraints { $0.edges.equalToSuperview().inset(UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)) }
        view.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 20, y: 10, width: 375 - 60, height: 667 - 40))
    }

    func testEdgesInsetOffsetAndMultiplier() {
        let view = root()
        let card = UIView(), footer = UIView(), half = UIView()
        view.addSubview(card)
        view.addSubview(footer)
        view.addSubview(half)
        card.snp.makeConstraints { $0.edges.equalToSuperview().inset(20) }
        footer.snp.makeConstraints { make in
            make.left.right.equalToSuperview()
            make.top.equalTo(card.snp.bottom).offset(-100)
            make.height.equalTo(44)
        }
        half.snp.makeConstraints { make in
            make.width.equalToSuperview().multipliedBy(0.5)
            make.height.equalTo(half.snp.width).dividedBy(2)
            make.centerX.equalToSuperview()
            make.top.equalTo(10)
        }
        view.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 20, y: 20, width: 335, height: 627))
        XCTAssertEqual(footer.frame, CGRect(x: 0, y: 547, width: 375, height: 44))
        XCTAssertEqual(half.frame, CGRect(x: 93.75, y: 10, width: 187.5, height: 93.75))
    }

    func testCentreOnSuperviewUsesIntrinsicSize() {
        let view = root()
        let btn = UIButton(type: .system)
        btn.setTitle("Go", for: .normal)
        view.addSubview(btn)
        btn.snp.makeConstraints { (make) in
            make.center.equalToSuperview()
        }
        view.layoutIfNeeded()
        XCTAssertEqual(btn.center, CGPoint(x: 187.5, y: 333.5))
        XCTAssertEqual(btn.bounds.size, CGSize(width: 30, height: 30))
    }

    func testUpdateRemakeAndConstraintHandles() {
        let view = root()
        let box = UIView()
        view.addSubview(box)
        var topConstraint: Constraint?
        box.snp.makeConstraints { make in
            topConstraint = make.top.equalToSuperview().offset(10).constraint
            make.left.equalToSuperview()
            make.size.equalTo(CGSize(width: 50, height: 60))
        }
        view.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 10, width: 50, height: 60))
        topConstraint?.update(offset: 30)
        view.layoutIfNeeded()
        XCTAssertEqual(box.frame.minY, 30)
        box.snp.updateConstraints { make in make.size.equalTo(CGSize(width: 70, height: 70)) }
        view.layoutIfNeeded()
        XCTAssertEqual(box.frame.size, CGSize(width: 70, height: 70))
        box.snp.remakeConstraints { make in
            make.center.equalToSuperview()
            make.size.equalTo(10)
        }
        view.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 182.5, y: 328.5, width: 10, height: 10))
        XCTAssertFalse(topConstraint!.isActive)
        box.snp.removeConstraints()
        XCTAssertTrue(view.constraints.isEmpty)
    }
}
