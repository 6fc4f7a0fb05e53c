import HeadlessUIKit

extension Stage {
    /// A picture of `view` as it is on screen now (mid-animation included), `scale` pixels per point:
    /// what a scenario checks with `expect.pixel(at:in:is:)` or saves with `pngData()`.
    public static func snapshot(_ view: UIView, scale: CGFloat = 2) -> UIImage {
        Snapshot.image(of: view, scale: scale)
    }
}
