import HeadlessUIKit

extension Stage {
    /// A picture of `view` as it is on screen now (mid-animation included), `scale` pixels per point:
    /// what a scenario checks with `expect.pixel(at:in:is:)` or saves with `pngData()`.
    public static func snapshot(_ view: UIView, scale: CGFloat = 2) -> UIImage {
        Snapshot.image(of: view, scale: scale)
    }

    /// A picture of the whole screen: the key window (the one `show` made), or an empty 375×667
    /// picture when no window is shown.
    public static func snapshot(scale: CGFloat = 2) -> UIImage {
        if let window = UIApplication.shared.keyWindow ?? UIApplication.shared.windows.last {
            return Snapshot.image(of: window, scale: scale)
        }
        return Snapshot.image(of: UIView(frame: UIScreen.main.bounds), scale: scale)
    }
}
