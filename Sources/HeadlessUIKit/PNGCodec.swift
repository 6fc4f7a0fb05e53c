// Implementation-only (not `internal import`): `doctool verify` compiles sample code against the
// engine's modules with `-I Modules` alone, and a plain or internal import would make every sample
// need CLibPNG's module map ("missing required module"). libpng types never leave this file.
@_implementationOnly import CLibPNG

/// PNG decoding and encoding with the system's libpng (1.6's simplified API, which reports errors
/// through its return value and needs no `setjmp`). Pixels are 8-bit RGBA, rows top to bottom.
///
/// Image data comes from pages written by strangers: a header claiming more than `maximumPixels`
/// is refused before any pixel buffer is allocated (libpng checks the rest of the file itself).
/// JPEG is not decoded: libjpeg reports errors by `longjmp`, which Swift cannot catch, and its
/// default handler exits the process, so `UIImage(data:)` returns nil for JPEG data.
enum PNGCodec {
    /// 8-bit RGBA pixels.
    struct Bitmap: Equatable {
        var width: Int
        var height: Int
        var rgba: [UInt8]
    }

    /// 16 megapixels (64 MiB of RGBA), larger than any image a tutorial ships.
    static let maximumPixels = 16 * 1024 * 1024

    /// The 8-byte PNG signature.
    static func isPNG(_ data: Data) -> Bool {
        data.count >= 8 && Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    }

    /// Decodes PNG `data`; nil when it is not a PNG libpng can read or is too large.
    static func decode(_ data: Data) -> Bitmap? {
        guard isPNG(data) else { return nil }
        var image = png_image()
        image.version = doctool_png_image_version()
        let begun: Int32 = data.withUnsafeBytes { bytes in
            png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
        }
        guard begun != 0 else { return nil }
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width <= maximumPixels / height else {
            png_image_free(&image)
            return nil
        }
        image.format = doctool_png_format_rgba()
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished: Int32 = data.withUnsafeBytes { _ in
            pixels.withUnsafeMutableBytes { buffer in
                png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil)
            }
        }
        png_image_free(&image)
        guard finished != 0 else { return nil }
        return Bitmap(width: width, height: height, rgba: pixels)
    }

    /// Encodes RGBA pixels as PNG.
    static func encode(_ bitmap: Bitmap) -> Data? {
        guard bitmap.width > 0, bitmap.height > 0, bitmap.rgba.count == bitmap.width * bitmap.height * 4 else { return nil }
        var image = png_image()
        image.version = doctool_png_image_version()
        image.width = UInt32(bitmap.width)
        image.height = UInt32(bitmap.height)
        image.format = doctool_png_format_rgba()
        var size = 0
        let stride = Int32(bitmap.width * 4)
        let measured: Int32 = bitmap.rgba.withUnsafeBytes { pixels in
            png_image_write_to_memory(&image, nil, &size, 0, pixels.baseAddress, stride, nil)
        }
        guard measured != 0, size > 0 else { return nil }
        var output = [UInt8](repeating: 0, count: size)
        let written: Int32 = bitmap.rgba.withUnsafeBytes { pixels in
            output.withUnsafeMutableBytes { buffer in
                png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, pixels.baseAddress, stride, nil)
            }
        }
        png_image_free(&image)
        guard written != 0 else { return nil }
        return Data(output.prefix(size))
    }
}
