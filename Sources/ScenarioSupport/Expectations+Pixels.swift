import HeadlessUIKit

extension Expectations {
    /// Checks that the pixel at `point` (in points, from the image's top left) has `color`: each of
    /// red, green, blue and alpha within `tolerance` (0…1; the default allows about 5 of 255 for
    /// antialiasing and blending). Where the expected colour is fully transparent only alpha is compared.
    public func pixel(
        at point: CGPoint, in image: UIImage, is color: UIColor, tolerance: CGFloat = 0.02,
        _ promise: String? = nil, line: Int = #line
    ) {
        let x = Int((point.x * image.scale).rounded(.down)), y = Int((point.y * image.scale).rounded(.down))
        let wanted = "rgba(\(Self.format(color)))"
        let promise = promise ?? "the pixel at (\(point.x), \(point.y)) is \(wanted)"
        guard point.x.isFinite, point.y.isFinite, let found = image.pixelColor(x: x, y: y) else {
            that(
                false, promise, detail: "(\(point.x), \(point.y)) is outside the \(image.size.width)×\(image.size.height) image",
                line: line)
            return
        }
        var differences = [abs(found.alpha - color.alpha)]
        if color.alpha > 0 {
            differences += [abs(found.red - color.red), abs(found.green - color.green), abs(found.blue - color.blue)]
        }
        let passed = differences.allSatisfy { $0 <= tolerance }
        that(passed, promise, detail: "rgba(\(Self.format(found))), expected \(wanted) ± \(tolerance)", line: line)
    }

    private static func format(_ color: UIColor) -> String {
        [color.red, color.green, color.blue, color.alpha].map { component in
            let rounded = (component * 1000).rounded() / 1000
            return String(describing: Double(rounded))
        }.joined(separator: ", ")
    }
}
