/// Scores are rounded before they are stored or printed so output is stable across platforms.
enum Rounding {
    /// Rounded to 3 decimals.
    static func value(_ x: Double) -> Double {
        (x * 1000).rounded() / 1000
    }

    /// Two decimals, always shown ("0.50").
    static func text(_ x: Double) -> String {
        let hundredths = Int((x * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
