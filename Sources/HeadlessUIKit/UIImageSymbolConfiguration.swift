extension UIImage {
    /// The size and weight of an SF Symbol (UIKit's `UIImage.SymbolConfiguration`). Only the point
    /// size matters to the engine (see `UIImage` for how a symbol is sized).
    open class SymbolConfiguration: UIImage.Configuration {
        /// The point size (0: unspecified, which means 17, the body size).
        public let pointSize: CGFloat
        /// The weight.
        public let weight: UIImage.SymbolWeight
        /// The scale relative to the point size.
        public let scale: UIImage.SymbolScale
        /// The text style it follows, if any.
        public let textStyle: UIFont.TextStyle?

        init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale, textStyle: UIFont.TextStyle?) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
        }

        /// No size, weight or scale given.
        public class var unspecified: SymbolConfiguration {
            SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }

        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
        }
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        public convenience init(scale: UIImage.SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil)
        }
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil)
        }
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
        }
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }
        public convenience init(font: UIFont) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale, textStyle: nil)
        }

        /// This configuration with `other`'s specified values taking precedence.
        open func applying(_ other: UIImage.Configuration?) -> UIImage.SymbolConfiguration {
            guard let other = other as? SymbolConfiguration else { return self }
            let merged = SymbolConfiguration(
                pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                weight: other.weight != .unspecified ? other.weight : weight,
                scale: other.scale != .unspecified ? other.scale : scale,
                textStyle: other.textStyle ?? textStyle)
            return merged
        }

        /// The point size the symbol is drawn at, scale factor included.
        var effectivePointSize: CGFloat {
            let base = pointSize > 0 ? pointSize : textStyle.map { $0.defaultMetrics.0 } ?? 17
            switch scale {
            case .small: return base * 0.8
            case .large: return base * 1.3
            default: return base
            }
        }
    }

    /// The scale of a symbol relative to its font (UIKit's `UIImage.SymbolScale`).
    public enum SymbolScale: Int {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }

    /// The weight of a symbol (UIKit's `UIImage.SymbolWeight`).
    public enum SymbolWeight: Int {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }
}
