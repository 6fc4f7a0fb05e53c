import XCTest
@testable import HeadlessUIKit

/// A flicked table gives bit-identical offsets and the same visible rows on every run, matching a
/// committed digest (update it only when a behaviour change is intended, and say why in the commit).
final class ScrollDeterminismTests: AppModelTestCase {
    final class Rows: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 300 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    private func recordRun() -> [UInt64] {
        SimulationClock.shared.reset()
        let controller = Rows(style: .plain)
        let window = show(controller)
        let user = SimulatedUser(window: window)
        let table = controller.tableView!
        var bits: [UInt64] = []
        user.flick(table, velocity: CGPoint(x: 0, y: 2500))
        for _ in 0..<240 {
            clock.step()
            bits.append(Double(table.contentOffset.y).bitPattern)
            bits.append(UInt64(table.indexPathsForVisibleRows?.first?.row ?? -1))
        }
        user.scroll(table, by: CGPoint(x: 0, y: -40000))
        clock.run(for: 1)
        bits.append(Double(table.contentOffset.y).bitPattern)
        bits.append(UInt64(table.visibleCells.count))
        return bits
    }

    func testFlickAndBounceAreDeterministic() {
        let first = recordRun()
        XCTAssertEqual(first, recordRun())
        XCTAssertEqual(first.last, 16, "the table rests at the top again: rows 0...15 of 44 points overlap 667")
        XCTAssertEqual(first[first.count - 2], Double(0).bitPattern)
        XCTAssertEqual(
            String(AppModelDeterminismTests.digest(first), radix: 16), expectedDigest,
            "behaviour changed: update only if intended")
    }

    private let expectedDigest = "5c72758f9c402de9"
}
