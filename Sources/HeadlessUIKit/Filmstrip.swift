import Foundation

/// A short filmstrip of what a scenario's user sees: the key window rendered at fixed simulated times,
/// the frames side by side in one PNG (what `doctool verify --snapshots DIR` writes for each scenario).
///
/// The times are fixed, not sampled from the scenario's length, so the same scenario gives the same
/// bytes on every run and two scenarios' strips can be read frame against frame. They crowd the first
/// second, where view animations live (0.2–0.5 s is UIKit's usual duration), and thin out for dynamics
/// that settle over seconds. The last frame is the state when the scenario ended.
public final class Filmstrip: SimulationParticipant {
    /// When frames are taken, in simulated seconds since the scenario started.
    public static let frameTimes: [TimeInterval] = [0, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 3, 5, 8]
    /// Pixels per point of a frame: half a point, so a 375×667 screen is a 188×334 frame.
    public static let frameScale: CGFloat = 0.5
    /// Transparent pixels between frames.
    static let gap = 4

    struct Frame: Equatable {
        var time: TimeInterval
        var bitmap: PNGCodec.Bitmap
    }

    private(set) var frames: [Frame] = []
    private var nextTime = 0

    public init() {}

    /// Starts taking frames on `clock` (register after the clock's reset, before the scenario runs).
    public func start(on clock: SimulationClock = .shared) {
        clock.register(self)
    }

    public func simulationClockDidTick(_ clock: SimulationClock, interval: TimeInterval) {
        // Participants tick in registration order and this one is registered first: what it sees
        // is the state the previous tick left, the state shown at the previous tick's time.
        let shown = clock.now - interval
        while nextTime < Self.frameTimes.count, Self.frameTimes[nextTime] <= shown + interval / 2 {
            capture(at: Self.frameTimes[nextTime])
            nextTime += 1
        }
    }

    /// Takes the last frame: the state the scenario ended in (unless a fixed frame already shows it).
    public func finish(at time: TimeInterval) {
        if let last = frames.last, abs(last.time - time) < SimulationClock.tickInterval / 2 { return }
        capture(at: time)
    }

    private func capture(at time: TimeInterval) {
        guard let window = UIApplication.shared.keyWindow ?? UIApplication.shared.windows.last else { return }
        frames.append(Frame(time: time, bitmap: Snapshot.bitmap(of: window, scale: Self.frameScale)))
    }

    /// The frames side by side, left to right in time, as PNG bytes; nil when no window was ever shown.
    public func pngData() -> Data? {
        guard let strip = Self.strip(frames.map(\.bitmap)) else { return nil }
        return PNGCodec.encode(strip)
    }

    /// The frames' times, as the strip shows them left to right.
    public var times: [TimeInterval] { frames.map(\.time) }

    /// Frames placed left to right, `gap` transparent pixels apart, top-aligned.
    static func strip(_ bitmaps: [PNGCodec.Bitmap]) -> PNGCodec.Bitmap? {
        guard !bitmaps.isEmpty else { return nil }
        let height = bitmaps.map(\.height).max() ?? 0
        let width = bitmaps.map(\.width).reduce(0, +) + gap * (bitmaps.count - 1)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        var left = 0
        for bitmap in bitmaps {
            for row in 0..<bitmap.height {
                let source = row * bitmap.width * 4
                let target = (row * width + left) * 4
                rgba.replaceSubrange(
                    target..<(target + bitmap.width * 4), with: bitmap.rgba[source..<(source + bitmap.width * 4)])
            }
            left += bitmap.width + gap
        }
        return PNGCodec.Bitmap(width: width, height: height, rgba: rgba)
    }
}
