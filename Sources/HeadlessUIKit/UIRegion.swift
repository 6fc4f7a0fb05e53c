import PhysicsCore

/// An area where a field acts, relative to the field's position (UIKit's `UIRegion`).
open class UIRegion {
    let region: Region

    init(region: Region) { self.region = region }

    /// A disc of `radius` points around the field position.
    public convenience init(radius: CGFloat) { self.init(region: .circle(radius: Double(radius))) }

    /// A rectangle of `size` centred on the field position.
    public convenience init(size: CGSize) {
        self.init(region: .rectangle(width: Double(size.width), height: Double(size.height)))
    }

    /// Everywhere.
    open class var infinite: UIRegion { UIRegion(region: .infinite) }

    /// Everywhere this region is not.
    open func inverse() -> UIRegion { UIRegion(region: .inverse(region)) }
    open func union(with region: UIRegion) -> UIRegion { UIRegion(region: .union(self.region, region.region)) }
    open func intersection(with region: UIRegion) -> UIRegion { UIRegion(region: .intersection(self.region, region.region)) }
    /// This region with `region` cut out of it.
    open func difference(from region: UIRegion) -> UIRegion { UIRegion(region: .difference(self.region, region.region)) }

    /// Whether `point` (relative to the field position) is inside.
    open func contains(_ point: CGPoint) -> Bool { region.contains(Vec2(Double(point.x), Double(point.y))) }
}
