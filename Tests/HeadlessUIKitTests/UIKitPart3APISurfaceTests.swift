import XCTest
import HeadlessUIKit

/// Written the way UIKit code is written: each test uses one type's documented members with
/// Apple's spellings (a rename or a missing member fails to compile), and checks the documented
/// defaults. Public API only (no @testable).
final class UIKitPart3APISurfaceTests: XCTestCase, UITextFieldDelegate, UITextViewDelegate, UIPickerViewDataSource,
    UIPickerViewDelegate
{
    override func setUp() {
        super.setUp()
        SimulationClock.shared.reset()
    }

    override func tearDown() {
        UIImage.removeAllRegisteredImages()
        SimulationClock.shared.reset()
        super.tearDown()
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }

    func testUIImage() {
        let missing: UIImage? = UIImage(named: "missing")
        XCTAssertNil(missing)
        UIImage.registerImage(named: "photo", size: CGSize(width: 30, height: 20), scale: 3)
        let photo: UIImage = UIImage(named: "photo", in: Bundle.main, compatibleWith: nil)!
        let size: CGSize = photo.size
        let scale: CGFloat = photo.scale
        XCTAssertEqual(size.width * scale, 90)
        let mode: UIImage.RenderingMode = photo.withRenderingMode(.alwaysOriginal).renderingMode
        XCTAssertEqual(mode, .alwaysOriginal)
        let insets: UIEdgeInsets = photo.resizableImage(
            withCapInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
            resizingMode: .stretch
        ).capInsets
        XCTAssertEqual(insets.left, 2)
        let config = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold, scale: .large)
        let symbol: UIImage? = UIImage(systemName: "gear", withConfiguration: config)
        XCTAssertNotNil(symbol?.withTintColor(.red))
        XCTAssertNotNil(UIImage(systemName: "plus")?.withConfiguration(UIImage.SymbolConfiguration(scale: .small)))
        XCTAssertNil(UIImage(data: Data([1, 2, 3])))
        XCTAssertNil(UIImage(contentsOfFile: "/nonexistent.png"))
        let animated: UIImage? = UIImage.animatedImage(with: [photo, photo], duration: 1)
        XCTAssertEqual(animated?.images?.count, 2)
        XCTAssertEqual(UIImage().size, .zero)
        XCTAssertEqual(photo.imageOrientation, .up)
    }

    func testUIImageView() {
        let view = UIImageView(image: nil)
        view.contentMode = .scaleAspectFill
        view.clipsToBounds = true
        view.image = UIImage(systemName: "star")
        view.highlightedImage = UIImage(systemName: "star.fill")
        view.isHighlighted = true
        view.animationImages = [UIImage(), UIImage()]
        view.animationDuration = 1
        view.animationRepeatCount = 1
        view.startAnimating()
        XCTAssertTrue(view.isAnimating)
        view.stopAnimating()
        XCTAssertFalse(view.isAnimating)
        XCTAssertEqual(UIImageView(frame: .zero).contentMode, .scaleToFill)
        XCTAssertNotNil(UIImageView(image: nil, highlightedImage: nil))
    }

    func testUIFont() {
        let fonts: [UIFont] = [
            .systemFont(ofSize: 17), .systemFont(ofSize: 17, weight: .medium), .boldSystemFont(ofSize: 20),
            .italicSystemFont(ofSize: 12), .monospacedDigitSystemFont(ofSize: 14, weight: .regular),
            .monospacedSystemFont(ofSize: 13, weight: .light), .preferredFont(forTextStyle: .title1),
            UIFont(name: "Avenir-Heavy", size: 18)!
        ]
        for font in fonts { XCTAssertGreaterThan(font.lineHeight, font.pointSize) }
        let bigger: UIFont = fonts[0].withSize(30)
        XCTAssertEqual(bigger.pointSize, 30)
        let metrics: [CGFloat] = [bigger.ascender, bigger.descender, bigger.capHeight, bigger.xHeight, bigger.leading]
        XCTAssertEqual(metrics.count, 5)
        XCTAssertEqual(UIFont.Weight.semibold.rawValue, 0.3)
        XCTAssertFalse(UIFont.familyNames.isEmpty)
        XCTAssertEqual(UIFont.buttonFontSize, 18)
    }

    func testUILabel() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.text = "Title"
        label.font = .systemFont(ofSize: 24, weight: .bold)
        label.textColor = .darkGray
        label.textAlignment = .center
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.preferredMaxLayoutWidth = 100
        label.attributedText = NSAttributedString(
            string: "Bold",
            attributes: [
                .font: UIFont.boldSystemFont(ofSize: 16),
                .foregroundColor: UIColor.red
            ])
        XCTAssertEqual(label.text, "Bold")
        XCTAssertEqual(UILabel().lineBreakMode, .byTruncatingTail)
        XCTAssertEqual(UILabel().numberOfLines, 1)
        XCTAssertGreaterThan(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1).width, 0)
    }

    func testNSAttributedStringAdditions() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 6
        style.alignment = .justified
        style.lineBreakMode = .byTruncatingMiddle
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.blue, .backgroundColor: UIColor.yellow,
            .kern: 1.5, .paragraphStyle: style, .underlineStyle: NSUnderlineStyle.single.rawValue,
            .strikethroughStyle: NSUnderlineStyle.thick.rawValue, .strokeColor: UIColor.black, .strokeWidth: -2,
            .baselineOffset: 2, .link: URL(string: "https://example.com")!
        ]
        let text = NSMutableAttributedString(string: "Hello", attributes: attributes)
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 1))
        let size: CGSize = text.size()
        XCTAssertGreaterThan(size.width, 0)
        let rect: CGRect = text.boundingRect(
            with: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
        XCTAssertGreaterThan(rect.height, 0)
        XCTAssertEqual(("Hi" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)]).height, 12)
    }

    func testNSValueAndKeyboardKeys() {
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: .zero),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25)
        ]
        let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        XCTAssertEqual(frame, .zero)
        let names: [Notification.Name] = [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
            UIResponder.keyboardWillChangeFrameNotification
        ]
        XCTAssertEqual(Set(names).count, 5)
        XCTAssertEqual(UIResponder.keyboardFrameBeginUserInfoKey, "UIKeyboardFrameBeginUserInfoKey")
    }

    func testUITextField() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.placeholder = "Email"
        field.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.gray])
        field.borderStyle = .roundedRect
        field.keyboardType = .emailAddress
        field.returnKeyType = .done
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.spellCheckingType = .no
        field.textContentType = .emailAddress
        field.isSecureTextEntry = false
        field.clearButtonMode = .whileEditing
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        field.leftViewMode = .always
        field.delegate = self
        field.inputView = UIDatePicker()
        field.inputAccessoryView = UIView()
        field.addTarget(self, action: Selector(Self.fieldChanged(_:)), for: .editingChanged)
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(field.text, "")
        XCTAssertFalse(field.hasText)
        XCTAssertEqual(UIControl.Event.allEditingEvents.rawValue, 0x000F_0000)
        XCTAssertEqual(field.editingRect(forBounds: field.bounds).minX, 17)
    }

    func fieldChanged(_ sender: UITextField) {}

    func testUITextView() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.text = "Notes"
        view.font = .preferredFont(forTextStyle: .body)
        view.textColor = .label
        view.isEditable = false
        view.isSelectable = true
        view.isScrollEnabled = false
        view.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
        view.delegate = self
        view.keyboardType = .default
        XCTAssertEqual(view.attributedText.string, "Notes")
        XCTAssertEqual(UITextView().text, "")
        XCTAssertEqual(UITextView().textContainerInset, UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        XCTAssertFalse(view.becomeFirstResponder())
        XCTAssertTrue(view.resignFirstResponder())
    }

    func testUISwitch() {
        let toggle = UISwitch()
        toggle.isOn = true
        toggle.setOn(false, animated: true)
        toggle.onTintColor = .systemGreen
        toggle.thumbTintColor = .white
        toggle.addTarget(self, action: Selector(Self.switchChanged(_:)), for: .valueChanged)
        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(toggle.intrinsicContentSize, CGSize(width: 51, height: 31))
    }

    func switchChanged(_ sender: UISwitch) {}

    func testUISlider() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 50
        slider.setValue(75, animated: true)
        slider.isContinuous = false
        slider.minimumTrackTintColor = .systemBlue
        slider.maximumTrackTintColor = .lightGray
        slider.thumbTintColor = .white
        slider.setThumbImage(UIImage(systemName: "circle.fill"), for: .normal)
        XCTAssertEqual(slider.value, 75)
        let track: CGRect = slider.trackRect(forBounds: slider.bounds)
        let thumb: CGRect = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        XCTAssertGreaterThan(thumb.midX, track.midX)
    }

    func testUISegmentedControl() {
        let control = UISegmentedControl(items: ["Map", "Satellite"])
        control.selectedSegmentIndex = 0
        control.insertSegment(withTitle: "Hybrid", at: 2, animated: false)
        control.setTitle("Standard", forSegmentAt: 0)
        control.selectedSegmentTintColor = .systemBlue
        control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        XCTAssertEqual(control.numberOfSegments, 3)
        XCTAssertEqual(control.titleForSegment(at: 0), "Standard")
        XCTAssertTrue(control.isEnabledForSegment(at: 1))
        XCTAssertEqual(control.intrinsicContentSize.height, 32)
    }

    func testUIStepper() {
        let stepper = UIStepper()
        XCTAssertEqual(stepper.minimumValue, 0)
        XCTAssertEqual(stepper.maximumValue, 100)
        XCTAssertEqual(stepper.stepValue, 1)
        XCTAssertFalse(stepper.wraps)
        XCTAssertTrue(stepper.autorepeat)
        XCTAssertTrue(stepper.isContinuous)
        stepper.value = 150
        XCTAssertEqual(stepper.value, 100)
        stepper.stepValue = 0
        XCTAssertEqual(stepper.stepValue, 1)
    }

    func testUIProgressViewAndUIActivityIndicatorView() {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.progress = 0.5
        bar.setProgress(0.75, animated: true)
        bar.progressTintColor = .systemGreen
        bar.trackTintColor = .systemGray5
        XCTAssertEqual(bar.progress, 0.75)
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.color = .gray
        spinner.hidesWhenStopped = true
        spinner.startAnimating()
        XCTAssertTrue(spinner.isAnimating)
        XCTAssertEqual(spinner.intrinsicContentSize, CGSize(width: 20, height: 20))
    }

    func testUIPickerViewAndUIDatePicker() {
        let picker = UIPickerView()
        picker.dataSource = self
        picker.delegate = self
        picker.reloadAllComponents()
        picker.selectRow(1, inComponent: 0, animated: false)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 1)
        XCTAssertEqual(picker.rowSize(forComponent: 0).height, 32)
        let datePicker = UIDatePicker()
        datePicker.datePickerMode = .date
        datePicker.preferredDatePickerStyle = .wheels
        datePicker.minimumDate = Date(timeIntervalSince1970: 0)
        datePicker.maximumDate = Date(timeIntervalSince1970: 0)
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.addTarget(self, action: Selector(Self.dateChanged(_:)), for: .valueChanged)
        XCTAssertEqual(datePicker.date, Date(timeIntervalSince1970: 0))
    }

    func dateChanged(_ sender: UIDatePicker) {}

    func testUIDeviceUIApplicationUIScreenAndTraits() {
        let device = UIDevice.current
        let version: String = device.systemVersion
        XCTAssertFalse(version.isEmpty)
        XCTAssertEqual(device.userInterfaceIdiom == .pad, false)
        device.beginGeneratingDeviceOrientationNotifications()
        XCTAssertTrue(device.orientation.isPortrait)
        device.endGeneratingDeviceOrientationNotifications()
        let app = UIApplication.shared
        if let url = URL(string: UIApplication.openSettingsURLString), app.canOpenURL(url) {
            app.open(url, options: [:], completionHandler: nil)
        }
        XCTAssertEqual(app.openedURLs.count, 1)
        app.isIdleTimerDisabled = true
        app.applicationIconBadgeNumber = 0
        let traits: UITraitCollection = UIScreen.main.traitCollection
        XCTAssertEqual(traits.userInterfaceIdiom, .phone)
        XCTAssertEqual(traits.horizontalSizeClass, .compact)
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .light)
        XCTAssertEqual(UIInterfaceOrientationMask.allButUpsideDown, [.portrait, .landscapeLeft, .landscapeRight])
        XCTAssertEqual(UIViewController().supportedInterfaceOrientations, .allButUpsideDown)
        XCTAssertEqual(UIViewController().preferredStatusBarStyle, .default)
    }

    func testUIColorAndCALayerAdditions() {
        let color = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.9, alpha: 1)
        var hue: CGFloat = 0
        XCTAssertTrue(color.getHue(&hue, saturation: nil, brightness: nil, alpha: nil))
        XCTAssertEqual(hue, 0.6, accuracy: 1e-9)
        let pattern = UIColor(patternImage: UIImage())
        XCTAssertFalse(pattern.getWhite(nil, alpha: nil))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        XCTAssertEqual(view.layer.anchorPoint.y, 1)
        XCTAssertTrue(view.endEditing(true))
    }
}
