import XCTest
import HeadlessUIKit

/// A reference view of 400×800 points and a fresh clock for each dynamics test.
class DynamicsTestCase: XCTestCase {
    var reference: UIView!
    override func setUp() {
        super.setUp()
        SimulationClock.shared.reset()
        reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    }
    func makeView(_ frame: CGRect) -> UIView {
        let view = UIView(frame: frame)
        reference.addSubview(view)
        return view
    }
}
