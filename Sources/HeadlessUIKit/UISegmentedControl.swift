/// A row of segments of which one is selected (UIKit's `UISegmentedControl`).
///
/// Setting `selectedSegmentIndex` in code sends nothing. A tap that lifts inside an enabled
/// segment other than the selected one selects it and sends `.valueChanged` (tapping the selected
/// segment again sends nothing); a momentary control sends `.valueChanged` for every tap and keeps
/// the tapped index as `selectedSegmentIndex`. Geometry: segments share the width equally, except
/// those given a width with `setWidth(_:forSegmentAt:)`; the intrinsic size is 32 points tall and
/// as wide as the widest title (plus 20 points of padding) times the number of segments.
/// `SimulatedUser.tap(segment:of:)` taps a segment's centre.
open class UISegmentedControl: UIControl {
    /// The index meaning "no segment selected".
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
    }
    private var segments: [Segment] = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The selected segment, or `noSegment`; setting it sends nothing.
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// Whether segments do not stay selected after a tap.
    open var isMomentary = false
    /// Whether segment widths follow their content (stored; widths stay equal here).
    open var apportionsSegmentWidthsByContent = false
    /// The selected segment's colour (stored).
    open var selectedSegmentTintColor: UIColor?

    /// A control with a segment per item (a `String` title or a `UIImage`).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(Segment(title: title))
            } else if let image = item as? UIImage {
                segments.append(Segment(image: image))
            }
        }
        frame.size = intrinsicContentSize
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: - Segments

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert(Segment(title: title), at: min(max(segment, 0), segments.count))
        invalidateIntrinsicContentSize()
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert(Segment(image: image), at: min(max(segment, 0), segments.count))
        invalidateIntrinsicContentSize()
    }

    /// Removes a segment; the selection is cleared when it was that segment.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = UISegmentedControl.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        invalidateIntrinsicContentSize()
    }

    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = UISegmentedControl.noSegment
        invalidateIntrinsicContentSize()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        invalidateIntrinsicContentSize()
    }

    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
    }

    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// A fixed width for a segment (0: share the rest equally).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
    }

    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: - Geometry

    /// The frame of segment `index` in the bounds (engine: for scripted taps).
    public func segmentFrame(at index: Int) -> CGRect {
        guard segments.indices.contains(index) else { return .zero }
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let flexibleCount = segments.filter { $0.width == 0 }.count
        let flexible = flexibleCount > 0 ? max(0, bounds.width - fixed) / CGFloat(flexibleCount) : 0
        var x = bounds.minX
        for i in 0..<index { x += segments[i].width > 0 ? segments[i].width : flexible }
        let width = segments[index].width > 0 ? segments[index].width : flexible
        return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
    }

    private var titleFont: UIFont {
        (titleAttributes[0]?[.font] as? UIFont) ?? .systemFont(ofSize: 13)
    }

    /// 32 points tall; each segment as wide as the widest content plus 20.
    open override var intrinsicContentSize: CGSize {
        let widest =
            segments.map { segment -> CGFloat in
                if let title = segment.title { return titleFont.size(of: title).width }
                return segment.image?.size.width ?? 0
            }.max() ?? 0
        let widths = segments.map { $0.width > 0 ? $0.width : widest + 20 }
        return CGSize(width: widths.reduce(0, +), height: 32)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: - Taps

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch = touch else { return }
        let location = touch.location(in: self)
        guard let index = segments.indices.first(where: { segmentFrame(at: $0).contains(location) }),
            segments[index].isEnabled
        else { return }
        guard isMomentary || index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }
}
