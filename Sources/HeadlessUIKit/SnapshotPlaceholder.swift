import Foundation

// TEMPORARY until the `snap` branch's renderer lands: a blank frame of the view's size.
enum SnapshotRenderer {
    static func bitmap(of view: UIView, scale: CGFloat) -> PNGCodec.Bitmap {
        let width = max(1, Int((view.bounds.width * scale).rounded(.up)))
        let height = max(1, Int((view.bounds.height * scale).rounded(.up)))
        return PNGCodec.Bitmap(width: width, height: height, rgba: [UInt8](repeating: 255, count: width * height * 4))
    }
}
