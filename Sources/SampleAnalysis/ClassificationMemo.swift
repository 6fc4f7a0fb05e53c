import DocumentModel
import Foundation

/// The classifications of code already analysed in one run, so that a sample whose code another page shows too is
/// classified once. A translated page shows its original's code (the premise of translation identity): on the
/// benchmark's 3,499 pages, 12,111 of the 31,692 samples repeat another's text.
///
/// What is kept depends on the sample's text and fence label alone: its language, kind, symbols and fingerprint.
/// They are the same for the same text wherever it sits, except for line numbers, which a reuse shifts by the
/// distance between the two samples' first lines (`shifted(byLines:)`). The era is not kept: its reason names
/// lines in words. Shared by the threads that analyse pages; what it returns never depends on which page was
/// first, so the output does not either (`ClassificationMemoTests` check a reuse against an analysis).
public final class ClassificationMemo: @unchecked Sendable {  // `entries` is only touched under `lock`
    struct Key: Hashable {
        var text: String
        var hint: String?
    }

    struct Entry {
        var firstLine: Int
        var language: Decision<CodeLanguage>
        var kind: Decision<SampleKind>
        var symbols: SampleSymbols
        var fingerprint: String
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    /// Lookups answered, for tests.
    private(set) var reused = 0

    public init() {}

    func entry(for key: Key) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        let found = entries[key]
        if found != nil { reused += 1 }
        return found
    }

    func keep(_ entry: Entry, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        if entries[key] == nil { entries[key] = entry }
    }
}

extension Decision {
    /// The same verdict for the same code `distance` lines further down.
    func shifted(byLines distance: Int) -> Decision {
        guard distance != 0, !lines.isEmpty else { return self }
        var moved = self
        moved.lines = lines.map { $0 + distance }
        return moved
    }
}

extension SampleSymbols {
    /// The same symbols for the same code `distance` lines further down: every list that carries a line.
    func shifted(byLines distance: Int) -> SampleSymbols {
        guard distance != 0 else { return self }
        var moved = self
        for index in moved.calls.indices { moved.calls[index].line += distance }
        for index in moved.imports.indices { moved.imports[index].line += distance }
        for index in moved.constants.indices { moved.constants[index].line += distance }
        for index in moved.selectors.indices { moved.selectors[index].line += distance }
        return moved
    }
}
