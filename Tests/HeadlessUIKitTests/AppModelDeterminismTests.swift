import XCTest
@testable import HeadlessUIKit

/// The same app run twice gives bit-identical frames, and the frames match a committed digest
/// (update it only when a behaviour change is intended, and say why in the commit).
final class AppModelDeterminismTests: AppModelTestCase {
    private func recordRun() -> [UInt64] {
        SimulationClock.shared.reset()
        let root = BlogViewController()
        let window = show(root)
        var bits: [UInt64] = []
        SimulatedUser(window: window).tap(on: root.btn)
        let presented = root.presented!
        for _ in 0..<45 {
            clock.step()
            let layer = presented.view.layer.presentation()!
            let t = layer.affineTransform()
            bits += [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0).bitPattern }
            bits.append(Double(layer.opacity).bitPattern)
        }
        presented.dismiss(animated: true)
        for _ in 0..<30 {
            clock.step()
            bits.append(Double(presented.view.layer.presentation()!.frame.minY).bitPattern)
        }
        return bits
    }

    /// FNV-1a over the bit patterns (shared with `ScrollDeterminismTests`).
    static func digest(_ bits: [UInt64]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for word in bits {
            for shift in stride(from: 0, to: 64, by: 8) {
                hash ^= (word >> UInt64(shift)) & 0xff
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        return hash
    }

    func testPresentationAndDismissalFramesAreDeterministic() {
        let first = recordRun()
        let second = recordRun()
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.count, 45 * 7 + 30)
        XCTAssertEqual(String(Self.digest(first), radix: 16), expectedDigest, "behaviour changed: update only if intended")
    }

    private let expectedDigest = "ee5fa4dd5284ff12"
}
