/// One kind of particle an emitter layer emits (Core Animation's `CAEmitterCell`): every property
/// is stored with Apple's defaults; no particle is simulated.
open class CAEmitterCell: CAMediaTiming {
    /// A cell with default properties.
    public init() {}

    /// A name for key paths ("emitterCells.spark.birthRate").
    open var name: String?
    /// Whether the cell emits.
    open var isEnabled = true
    /// Particles per second (multiplied by the layer's `birthRate`).
    open var birthRate: Float = 0
    /// Seconds a particle lives.
    open var lifetime: Float = 0
    /// Random range of the lifetime.
    open var lifetimeRange: Float = 0
    /// Emission direction angles and spread, in radians.
    open var emissionLatitude: CGFloat = 0
    open var emissionLongitude: CGFloat = 0
    open var emissionRange: CGFloat = 0
    /// Initial speed and its random range.
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    /// Acceleration (gravity written as `yAcceleration`).
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    /// Size factor, its range and change per second.
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    /// Turning speed and its range, in radians per second.
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    /// The particles' colour (opaque white) and random ranges and speeds of its components.
    open var color: CGColor? = CGColor(gray: 1, alpha: 1)
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0
    /// The particle image (usually a `CGImage`).
    open var contents: Any?
    /// The part of the contents used, in unit coordinates.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels per point of the contents.
    open var contentsScale: CGFloat = 1
    /// Scaling filters.
    open var minificationFilter: String = "linear"
    open var magnificationFilter: String = "linear"
    open var minificationFilterBias: Float = 0
    /// Cells emitted by each particle.
    open var emitterCells: [CAEmitterCell]?
    /// Extra defaults; stored.
    open var style: [AnyHashable: Any]?

    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Whether the property is archived (all are).
    open func shouldEncodeValue(forKey key: String) -> Bool { true }
    /// Apple's defaults (none beyond the stored initial values).
    open class func defaultValue(forKey key: String) -> Any? { nil }
}
