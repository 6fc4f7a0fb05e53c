import XCTest
@testable import HeadlessUIKit

final class FeedbackGeneratorTests: AppModelTestCase {
    func testImpactsAreRecordedWithTheSimulatedTime() {
        let impactFeedbackGenerator = UIImpactFeedbackGenerator(style: .light)
        impactFeedbackGenerator.prepare()
        XCTAssertTrue(impactFeedbackGenerator.isPrepared)
        clock.run(for: 0.5)
        impactFeedbackGenerator.impactOccurred()
        clock.run(for: 0.25)
        impactFeedbackGenerator.impactOccurred(intensity: 0.5)
        XCTAssertEqual(impactFeedbackGenerator.impacts.map(\.time), [0.5, 0.75])
        XCTAssertEqual(impactFeedbackGenerator.impacts.map(\.intensity), [1, 0.5])
        XCTAssertEqual(HapticEvent.recorded.map(\.kind), ["impact(light)", "impact(light, intensity 0.5)"])
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
        XCTAssertEqual(HapticEvent.recorded.count, 4)
        XCTAssertEqual(HapticEvent.recorded.last?.time, 0.75)
        SimulationClock.shared.reset()
        XCTAssertTrue(HapticEvent.recorded.isEmpty)
    }
}
