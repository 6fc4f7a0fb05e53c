// SnapshotBench: a 375×667 window with a realistic tree (44 views and two extra layers: a header gradient, a shape-layer
// badge, rounded and bordered cards, image views with real bitmaps, labels) snapshotted at scale 2
// and scale 1. Prints the median, best and p95 of N frames in ms, one line per scale.
// Usage: SnapshotBench [FRAMES] [--png PATH]   (default 40 frames; --png writes the scale-2 frame to look at)
import Foundation
import HeadlessUIKit

var arguments = Array(CommandLine.arguments.dropFirst())
var pngPath: String?
if let flag = arguments.firstIndex(of: "--png"), flag + 1 < arguments.count {
    pngPath = arguments[flag + 1]
    arguments.removeSubrange(flag...flag + 1)
}
let frames = arguments.first.flatMap { Int($0) }.map { max(1, $0) } ?? 40

/// A two-colour thumbnail with real pixels (a snapshot of two views), so image views draw a bitmap.
func thumbnailImage(side: CGFloat) -> UIImage {
    let canvas = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
    canvas.backgroundColor = .orange
    let stripe = UIView(frame: CGRect(x: 0, y: 0, width: side / 2, height: side))
    stripe.backgroundColor = .blue
    canvas.addSubview(stripe)
    return Snapshot.image(of: canvas, scale: 2)
}

func makeWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.backgroundColor = .systemBackground
    let root = UIView(frame: window.bounds)
    root.backgroundColor = UIColor(white: 0.96, alpha: 1)
    window.addSubview(root)

    let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 120))
    let gradient = CAGradientLayer()
    gradient.frame = header.bounds
    gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor]
    gradient.startPoint = CGPoint(x: 0, y: 0)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    header.layer.addSublayer(gradient)
    root.addSubview(header)
    let title = UILabel(frame: CGRect(x: 20, y: 60, width: 250, height: 34))
    title.text = "Snapshots"
    title.font = .boldSystemFont(ofSize: 28)
    header.addSubview(title)

    let badge = CAShapeLayer()
    badge.frame = CGRect(x: 310, y: 56, width: 44, height: 44)
    badge.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 44, height: 44)).cgPath
    badge.fillColor = UIColor.systemRed.cgColor
    badge.strokeColor = UIColor.white.cgColor
    badge.lineWidth = 3
    header.layer.addSublayer(badge)

    let thumbnail = thumbnailImage(side: 48)
    // Eight cards of 5 views each (card, image, two labels, a chip), plus window, root, header and title: 44 views.
    for row in 0..<8 {
        let card = UIView(frame: CGRect(x: 16, y: 136 + CGFloat(row) * 64, width: 343, height: 56))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor(white: 0.85, alpha: 1).cgColor
        card.clipsToBounds = true
        root.addSubview(card)
        let image = UIImageView(image: thumbnail)
        image.frame = CGRect(x: 8, y: 8, width: 40, height: 40)
        image.contentMode = .scaleAspectFill
        image.layer.cornerRadius = 8
        image.clipsToBounds = true
        card.addSubview(image)
        let name = UILabel(frame: CGRect(x: 60, y: 8, width: 200, height: 20))
        name.text = "Row \(row)"
        card.addSubview(name)
        let detail = UILabel(frame: CGRect(x: 60, y: 30, width: 200, height: 18))
        detail.text = "Detail text for row \(row)"
        detail.alpha = 0.6
        card.addSubview(detail)
        let chip = UIView(frame: CGRect(x: 280, y: 16, width: 52, height: 24))
        chip.backgroundColor = UIColor.systemGreen.withAlphaComponent(0.8)
        chip.layer.cornerRadius = 12
        chip.transform = CGAffineTransform(rotationAngle: row % 2 == 0 ? 0 : 0.1)
        card.addSubview(chip)
    }
    return window
}

let window = makeWindow()
var viewCount = 0
func count(_ view: UIView) { viewCount += 1; view.subviews.forEach(count) }
count(window)

func measure(scale: CGFloat) -> (median: Double, best: Double, p95: Double, bytes: Int) {
    var times: [Double] = []
    var pixels = 0
    for _ in 0..<frames {
        let start = DispatchTime.now().uptimeNanoseconds
        let rgba = Snapshot.rgba(of: window, scale: scale)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        pixels = rgba.width * rgba.height
    }
    let sorted = times.sorted()
    let median = sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    return (median, sorted[0], sorted[Int(0.95 * Double(sorted.count - 1))], pixels)
}

_ = Snapshot.rgba(of: window, scale: 1)  // warm-up
let pngData = Snapshot.image(of: window, scale: 2).pngData() ?? Data()
if let pngPath { FileManager.default.createFile(atPath: pngPath, contents: pngData) }
print("SnapshotBench: 375×667 window, \(viewCount) views, \(frames) frames per scale; PNG at scale 2: \(pngData.count) bytes")
for scale in [CGFloat(2), 1] {
    let m = measure(scale: scale)
    print(
        String(
            format: "scale %.0f (%d px): median %.2f ms/frame, best %.2f, p95 %.2f", Double(scale), m.bytes, m.median, m.best,
            m.p95))
}
