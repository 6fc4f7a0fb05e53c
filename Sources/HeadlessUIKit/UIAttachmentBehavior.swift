/// Connects an item to an anchor point or to another item (UIKit's `UIAttachmentBehavior`): a rigid rod
/// when `frequency` is 0, otherwise a spring of that frequency (Hz) with `damping` as its damping ratio.
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the attachment connects.
    public enum AttachmentType: Int, Sendable {
        /// Two items.
        case items
        /// An item and an anchor point.
        case anchor
    }

    public let attachedBehaviorType: AttachmentType
    let item1: UIDynamicItem
    let item2: UIDynamicItem?
    let offset1: UIOffset
    let offset2: UIOffset
    /// Which joint the attachment is.
    enum Kind { case distance, limit, pin, fixed, sliding }
    let kind: Kind
    /// A rope: the length is a maximum, not a rest length (`limitAttachment`).
    var isLimit: Bool { kind == .limit }
    /// Sliding axis (reference coordinates) for sliding attachments.
    private(set) var axis = CGVector(dx: 1, dy: 0)

    /// Item to anchor, at the item's centre.
    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Item to anchor, at an offset from the item's centre (in the item's coordinates).
    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        attachedBehaviorType = .anchor
        item1 = item; item2 = nil; offset1 = offset; offset2 = .zero; kind = .distance
        anchorPoint = point
        let p = CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
        length = ((p.x - point.x) * (p.x - point.x) + (p.y - point.y) * (p.y - point.y)).squareRoot()
        super.init()
    }

    /// Item to item, centre to centre.
    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Item to item at offsets from each centre.
    public convenience init(
        item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
        attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset
    ) {
        self.init(item1, offset1, item2, offset2, limit: false)
    }

    init(_ item1: UIDynamicItem, _ offset1: UIOffset, _ item2: UIDynamicItem, _ offset2: UIOffset, limit: Bool) {
        attachedBehaviorType = .items
        self.item1 = item1; self.item2 = item2; self.offset1 = offset1; self.offset2 = offset2; kind = limit ? .limit : .distance
        let p1 = CGPoint(x: item1.center.x + offset1.horizontal, y: item1.center.y + offset1.vertical)
        let p2 = CGPoint(x: item2.center.x + offset2.horizontal, y: item2.center.y + offset2.vertical)
        anchorPoint = p1
        length = ((p1.x - p2.x) * (p1.x - p2.x) + (p1.y - p2.y) * (p1.y - p2.y)).squareRoot()
        super.init()
    }

    /// Two items tied by a rope: they may come closer than `length` but never move farther apart.
    open class func limitAttachment(
        with item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
        attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(item1, offset1, item2, offset2, limit: true)
    }

    /// Joint-style attachments at a shared anchor point (reference coordinates).
    init(kind: Kind, _ item1: UIDynamicItem, _ item2: UIDynamicItem?, anchor: CGPoint, axis: CGVector) {
        attachedBehaviorType = item2 == nil ? .anchor : .items
        self.item1 = item1; self.item2 = item2; self.kind = kind
        offset1 = .zero; offset2 = .zero
        anchorPoint = anchor
        length = 0
        super.init()
        self.axis = axis
    }

    /// Two items joined at `point`, free to turn about it (limit the angle with `attachmentRange`,
    /// resist turning with `frictionTorque`).
    open class func pinAttachment(
        with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
        attachmentAnchor point: CGPoint
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .pin, item1, item2, anchor: point, axis: .zero)
    }

    /// Two items welded together at `point`.
    open class func fixedAttachment(
        with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
        attachmentAnchor point: CGPoint
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .fixed, item1, item2, anchor: point, axis: .zero)
    }

    /// `item2` slides relative to `item1` along `axis` through `point`, without turning
    /// (limit the travel with `attachmentRange`).
    open class func slidingAttachment(
        with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
        attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .sliding, item1, item2, anchor: point, axis: axis)
    }

    /// `item` slides along `axis` through `point` in the reference view, without turning.
    open class func slidingAttachment(
        with item: UIDynamicItem, attachmentAnchor point: CGPoint,
        axisOfTranslation axis: CGVector
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .sliding, item, nil, anchor: point, axis: axis)
    }

    /// Torque resisting rotation of a pin attachment (UIKit force units × points).
    open var frictionTorque: CGFloat = 0 { didSet { setNeedsDynamicsUpdate() } }
    /// Allowed angle (pin) or translation (sliding) range; infinite by default.
    open var attachmentRange: UIFloatRange = .infinite { didSet { setNeedsDynamicsUpdate() } }

    /// The attached items (one or two).
    open var items: [UIDynamicItem] { item2.map { [item1, $0] } ?? [item1] }

    /// The anchor in the reference coordinate system; may be moved while the animator runs.
    open var anchorPoint: CGPoint { didSet { setNeedsDynamicsUpdate() } }
    /// Distance kept between the attachment points (initially their distance at creation).
    open var length: CGFloat { didSet { setNeedsDynamicsUpdate() } }
    /// Damping ratio of the spring (used when `frequency` > 0).
    open var damping: CGFloat = 0 { didSet { setNeedsDynamicsUpdate() } }
    /// Spring frequency in Hz; 0 makes the attachment rigid.
    open var frequency: CGFloat = 0 { didSet { setNeedsDynamicsUpdate() } }

    override var dynamicsItems: [UIDynamicItem] { items }

    override func synchronizeJoints(in animator: UIDynamicAnimator, interval: TimeInterval) {
        animator.synchronize(self, interval: interval)
    }
}
