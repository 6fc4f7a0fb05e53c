import Foundation

/// Soft-constraint coefficients for a spring of `hertz` and damping ratio `zeta` advanced with
/// implicit sub-steps of length `h` (Box2D v3's "soft step"): the constraint pushes back at
/// `biasRate · C`, and `massScale`/`impulseScale` blend a rigid solve with the spring's compliance.
public struct Softness: Sendable {
    public var biasRate: Double
    public var massScale: Double
    public var impulseScale: Double

    /// A rigid constraint (no spring).
    public static let rigid = Softness(biasRate: 0, massScale: 1, impulseScale: 0)

    public init(biasRate: Double, massScale: Double, impulseScale: Double) {
        self.biasRate = biasRate; self.massScale = massScale; self.impulseScale = impulseScale
    }

    public init(hertz: Double, dampingRatio zeta: Double, h: Double) {
        guard hertz > 0 else { self = .rigid; return }
        let omega = 2 * Double.pi * hertz
        let a1 = 2 * zeta + h * omega
        let a2 = h * omega * a1
        let a3 = 1 / (1 + a2)
        biasRate = omega / a1
        massScale = a2 * a3
        impulseScale = a3
    }
}
