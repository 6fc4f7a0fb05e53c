import HeadlessUIKit

/// Which `Constraint`s `snp` made for which view (SnapKit keeps them on the view; we cannot add
/// stored properties to UIView from this module, so they live here, keyed weakly by view).
enum ConstraintRegistry {
    private struct Entry {
        weak var view: UIView?
        var constraints: [Constraint]
    }
    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func constraints(of view: UIView) -> [Constraint] {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return [] }
        return entry.constraints
    }

    static func add(_ constraints: [Constraint], to view: UIView) {
        entries = entries.filter { $0.value.view != nil }
        let id = ObjectIdentifier(view)
        var entry = entries[id].flatMap { $0.view === view ? $0 : nil } ?? Entry(view: view, constraints: [])
        entry.constraints.append(contentsOf: constraints)
        entries[id] = entry
    }

    static func remove(from view: UIView) {
        entries[ObjectIdentifier(view)] = nil
    }
}
