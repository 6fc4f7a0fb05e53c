/// A bitmap image (Core Graphics' `CGImage`), which Foundation on Linux lacks: its pixel size and,
/// for a decoded PNG, its RGBA pixels. Enough for `layer.contents = image.cgImage` and for
/// `UIImage(cgImage:)`; drawing into or from one is not in the engine yet.
public final class CGImage: Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The decoded pixels (nil for the engine's placeholder images).
    let bitmap: PNGCodec.Bitmap?

    init(width: Int, height: Int, bitmap: PNGCodec.Bitmap?) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.bitmap = bitmap
    }

    /// 8 bits per colour component (RGBA).
    public var bitsPerComponent: Int { 8 }
    /// 32 bits per pixel.
    public var bitsPerPixel: Int { 32 }
    /// Bytes in one row of pixels.
    public var bytesPerRow: Int { width * 4 }

    /// Equal when the sizes and pixels are.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.bitmap == rhs.bitmap
    }
}

extension UIImage {
    /// The image's pixels as a `CGImage` (size × scale pixels); nil for an empty image.
    public var cgImage: CGImage? {
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        guard width > 0, height > 0 else { return nil }
        return CGImage(width: bitmap?.width ?? width, height: bitmap?.height ?? height, bitmap: bitmap)
    }

    /// An image of `cgImage`'s pixels at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage`'s pixels at `scale` points per pixel (the orientation is accepted; data is never rotated).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        let scale = scale > 0 ? scale : 1
        if let bitmap = cgImage.bitmap {
            self.init(bitmap: bitmap, scale: scale)
        } else {
            self.init(
                placeholderSize: CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale),
                scale: scale, name: nil)
        }
    }
}
