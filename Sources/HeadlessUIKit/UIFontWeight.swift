extension UIFont {
    /// A font weight (UIKit's `UIFont.Weight`), with Apple's raw values (regular 0, bold 0.4).
    public struct Weight: RawRepresentable, Hashable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// −0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// −0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// −0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62.
        public static let black = Weight(rawValue: 0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The face name San Francisco uses for the weight.
        var faceName: String {
            let names: [(Weight, String)] = [
                (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"),
                (.regular, "Regular"), (.medium, "Medium"), (.semibold, "Semibold"),
                (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black")
            ]
            return names.first { $0.0 == self }?.1 ?? "Regular"
        }
    }
}
