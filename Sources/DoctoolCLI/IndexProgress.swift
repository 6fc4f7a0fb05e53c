import Foundation

/// The line `doctool index` keeps rewriting on a terminal while pages are read and analysed: pages done of
/// all, the rate so far and the time left at that rate. Never shown when stderr is a pipe or a file.
struct IndexProgress {
    /// When the run started, in seconds (any monotonic clock).
    var start: Double
    /// The clock; a test passes its own.
    var now: () -> Double = { ProcessInfo.processInfo.systemUptime }

    init(start: Double? = nil, now: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime }) {
        self.now = now
        self.start = start ?? now()
    }

    /// What to write to stderr after `done` of `total` pages: the line, in place of the previous one (the
    /// clearing is one of doctool's own control sequences, so the output escaping leaves it raw).
    func update(done: Int, total: Int) -> TerminalText {
        Self.erase + TerminalText(Self.line(done: done, total: total, elapsed: now() - start))
    }

    /// Back to the start of the line and clear it: written before each line, and once at the end.
    static let erase = TerminalText(.clearLine)

    /// `indexing 1200/3500 pages · 412 pages/s · 6 s left`; once every page is done, what comes next.
    static func line(done: Int, total: Int, elapsed: Double) -> String {
        let head = "indexing \(done)/\(total) pages"
        guard done > 0, elapsed > 0 else { return head }
        let rate = Double(done) / elapsed
        let speed = " · \(Int(rate.rounded())) pages/s"
        if done >= total { return head + speed + " · aligning and writing the index" }
        return head + speed + " · \(duration(Double(total - done) / rate)) left"
    }

    /// `45 s`, `2 min 05 s`, `1 h 02 min`: rounded up, so the last seconds never show as 0 s.
    static func duration(_ seconds: Double) -> String {
        let total = seconds.isFinite ? Int(min(seconds, 359_999).rounded(.up)) : 359_999
        if total < 60 { return "\(total) s" }
        if total < 3600 { return "\(total / 60) min \(String(format: "%02d", total % 60)) s" }
        return "\(total / 3600) h \(String(format: "%02d", total % 3600 / 60)) min"
    }
}
