import XCTest
@testable import HeadlessUIKit

/// UISwitch, UISlider, UISegmentedControl, UIStepper, UIProgressView, UIActivityIndicatorView,
/// UIPickerView and UIDatePicker, driven by SimulatedUser through the window.
final class ValueControlTests: AppModelTestCase {
    final class Host: UIViewController {
        var log: [String] = []
        func changed(_ sender: UIControl) { log.append("changed") }
        func upInside() { log.append("up") }
    }

    private func host(_ control: UIView) -> (Host, SimulatedUser) {
        let host = Host()
        let window = show(host)
        host.view.addSubview(control)
        if let control = control as? UIControl {
            control.addTarget(host, action: Selector(Host.changed(_:)), for: .valueChanged)
            control.addTarget(host, action: Selector(Host.upInside), for: .touchUpInside)
        }
        return (host, SimulatedUser(window: window))
    }

    func testSwitchTogglesOnATapButNotInCode() {
        let toggle = UISwitch(frame: CGRect(x: 40, y: 100, width: 200, height: 200))
        XCTAssertEqual(toggle.bounds.size, CGSize(width: 51, height: 31), "UIKit fixes the switch's size")
        let (host, user) = host(toggle)
        toggle.setOn(true, animated: true)
        toggle.isOn = false
        XCTAssertEqual(host.log, [], "setOn(_:animated:) and isOn send nothing")
        user.toggle(toggle)
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(host.log, ["changed", "up"])
        user.toggle(toggle)
        XCTAssertFalse(toggle.isOn)
    }

    func testSliderClampsItsValueAndItsRange() {
        let slider = UISlider()
        slider.value = 3
        XCTAssertEqual(slider.value, 1)
        slider.maximumValue = 10
        slider.minimumValue = 2
        XCTAssertEqual(slider.value, 2, "raising the minimum above the value moves the value")
        slider.setValue(-5, animated: true)
        XCTAssertEqual(slider.value, 2)
        slider.maximumValue = 1
        XCTAssertEqual(slider.minimumValue, 1)
        XCTAssertEqual(slider.value, 1)
    }

    func testDraggingTheThumbChangesTheValueContinuously() {
        let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 228, height: 31))  // usable track: 200
        slider.maximumValue = 100
        let (host, user) = host(slider)
        user.slide(slider, to: 50, duration: 0.2)
        XCTAssertEqual(slider.value, 50, accuracy: 0.01)
        XCTAssertGreaterThan(host.log.filter { $0 == "changed" }.count, 3, "one event per move")
        host.log.removeAll()
        slider.isContinuous = false
        user.slide(slider, to: 100, duration: 0.2)
        XCTAssertEqual(slider.value, 100)
        XCTAssertEqual(host.log.filter { $0 == "changed" }.count, 1, "one event on release")
        host.log.removeAll()
        // A touch on the track away from the thumb moves nothing.
        user.tap(at: CGPoint(x: 20, y: 15), in: slider)
        XCTAssertEqual(slider.value, 100)
        XCTAssertFalse(host.log.contains("changed"))
    }

    func testSegmentedControlSelectsOnATap() {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
        let (host, user) = host(control)
        XCTAssertEqual(control.numberOfSegments, 3)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 0
        XCTAssertEqual(host.log, [])
        user.tap(segment: 2, of: control)
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertEqual(host.log, ["changed", "up"])
        host.log.removeAll()
        user.tap(segment: 2, of: control)
        XCTAssertFalse(host.log.contains("changed"), "re-tapping the selected segment sends nothing")
        control.setEnabled(false, forSegmentAt: 1)
        user.tap(segment: 1, of: control)
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        control.isMomentary = true
        user.tap(segment: 2, of: control)
        XCTAssertTrue(host.log.contains("changed"))
        control.setWidth(50, forSegmentAt: 0)
        XCTAssertEqual(control.segmentFrame(at: 0).width, 50)
        XCTAssertEqual(control.segmentFrame(at: 1).width, 125)
        control.removeSegment(at: 2, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(control.titleForSegment(at: 1), "Two")
    }

    func testStepperStepsClampsAndWrapsOnlyWhenAsked() {
        let stepper = UIStepper(frame: CGRect(x: 100, y: 300, width: 0, height: 0))
        stepper.minimumValue = 0
        stepper.maximumValue = 2
        let (host, user) = host(stepper)
        user.tapIncrement(of: stepper)
        user.tapIncrement(of: stepper)
        XCTAssertEqual(stepper.value, 2)
        XCTAssertEqual(host.log.filter { $0 == "changed" }.count, 2)
        host.log.removeAll()
        user.tapIncrement(of: stepper)
        XCTAssertEqual(stepper.value, 2, "no wrapping by default")
        XCTAssertFalse(host.log.contains("changed"), "a step that changes nothing sends nothing")
        stepper.wraps = true
        user.tapIncrement(of: stepper)
        XCTAssertEqual(stepper.value, 0)
        user.tapDecrement(of: stepper)
        XCTAssertEqual(stepper.value, 2)
        stepper.minimumValue = 5
        XCTAssertEqual(stepper.maximumValue, 5, "a minimum above the maximum sets both")
    }

    func testHoldingTheStepperAutorepeats() {
        let stepper = UIStepper(frame: CGRect(x: 100, y: 300, width: 0, height: 0))
        let (_, user) = host(stepper)
        user.holdStepper(stepper, increment: true, for: 1.0)
        // One step on touch down, then at 0.5 s and every 0.1 s: 0.5, 0.6, …, 1.0.
        XCTAssertEqual(stepper.value, 7)
        stepper.autorepeat = false
        user.holdStepper(stepper, increment: true, for: 1.0)
        XCTAssertEqual(stepper.value, 8)
    }

    func testProgressAndActivityIndicator() {
        let progress = UIProgressView(progressViewStyle: .bar)
        progress.setProgress(1.5, animated: true)
        XCTAssertEqual(progress.progress, 1)
        progress.progress = -1
        XCTAssertEqual(progress.progress, 0)
        let task = Progress(totalUnitCount: 4)
        task.completedUnitCount = 1
        progress.observedProgress = task
        XCTAssertEqual(progress.progress, 0.25)
        XCTAssertEqual(progress.intrinsicContentSize.height, 4)

        let spinner = UIActivityIndicatorView(style: .large)
        XCTAssertEqual(spinner.bounds.size, CGSize(width: 37, height: 37))
        XCTAssertTrue(spinner.isHidden, "hidden until it animates")
        spinner.startAnimating()
        XCTAssertTrue(spinner.isAnimating)
        XCTAssertFalse(spinner.isHidden)
        spinner.stopAnimating()
        XCTAssertTrue(spinner.isHidden)
        spinner.hidesWhenStopped = false
        XCTAssertFalse(spinner.isHidden)
    }

    final class Fruits: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        let rows = [["Apple", "Banana", "Cherry"], ["S", "M"]]
        var selected: [String] = []
        var asked = 0
        func numberOfComponents(in pickerView: UIPickerView) -> Int { asked += 1; return rows.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component].count }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            rows[component][row]
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            selected.append(rows[component][row])
        }
    }

    func testPickerAsksItsDataSourceAndTellsItsDelegateOnlyForUserSpins() {
        let fruits = Fruits()
        let picker = UIPickerView()
        picker.dataSource = fruits
        picker.delegate = fruits
        let (_, user) = host(picker)
        XCTAssertEqual(picker.numberOfComponents, 2)
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 3)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 0)
        picker.selectRow(2, inComponent: 0, animated: true)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
        XCTAssertEqual(fruits.selected, [], "selectRow in code does not call the delegate")
        let before = clock.now
        user.spin(picker, toRow: 1, inComponent: 0)
        XCTAssertEqual(fruits.selected, ["Banana"])
        XCTAssertEqual(clock.now - before, UIPickerView.settleDuration, accuracy: 1e-9)
        XCTAssertEqual(picker.title(forRow: 2, forComponent: 0), "Cherry")
        let asked = fruits.asked
        picker.reloadAllComponents()
        _ = picker.numberOfComponents
        XCTAssertEqual(fruits.asked, asked + 1)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 1, "reloading keeps the selection")
        XCTAssertEqual(picker.selectedRow(inComponent: 5), -1)
    }

    func testDatePickerIsDeterministicClampsAndSendsOnlyForUserPicks() {
        let picker = UIDatePicker()
        XCTAssertEqual(picker.date, UIDatePicker.simulatedNow)
        let (host, user) = host(picker)
        let day: TimeInterval = 86_400
        picker.minimumDate = UIDatePicker.simulatedNow
        picker.maximumDate = UIDatePicker.simulatedNow.addingTimeInterval(7 * day)
        picker.setDate(UIDatePicker.simulatedNow.addingTimeInterval(30 * day), animated: true)
        XCTAssertEqual(picker.date, picker.maximumDate)
        XCTAssertEqual(host.log, [])
        picker.minuteInterval = 15
        user.pick(picker.minimumDate!.addingTimeInterval(day + 20 * 60), in: picker)
        XCTAssertEqual(picker.date, picker.minimumDate!.addingTimeInterval(day + 15 * 60))
        XCTAssertEqual(host.log, ["changed"])
        picker.minuteInterval = 45
        XCTAssertEqual(picker.minuteInterval, 15)
    }
}
