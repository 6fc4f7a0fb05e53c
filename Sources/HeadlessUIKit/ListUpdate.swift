/// One batch of changes to a sectioned list — a table view's rows or a collection view's items —
/// in UIKit's terms: deletions, reloads and move sources name positions *before* the batch,
/// insertions and move destinations positions *after* it, whatever order the calls came in.
///
/// The one rule both views check (UIKit raises `NSInternalInconsistencyException`): the number of
/// sections after must equal the number before plus insertions minus deletions, and every
/// surviving section's count after must equal its count before, plus or minus the rows inserted,
/// deleted, moved in and moved out. `inconsistency` returns UIKit's message for the first
/// violation; the views stop with it as a precondition failure.
struct ListUpdate {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var inserted: [IndexPath] = []
    var deleted: [IndexPath] = []
    var reloaded: [IndexPath] = []
    var moved: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty
            && inserted.isEmpty && deleted.isEmpty && reloaded.isEmpty && moved.isEmpty
    }

    /// Old section → new section for the sections that survive (neither deleted nor inserted).
    func sectionMapping(oldCount: Int, newCount: Int) -> [Int: Int] {
        let survivors = (0..<oldCount).filter { !deletedSections.contains($0) }
        let slots = (0..<newCount).filter { !insertedSections.contains($0) }
        var mapping: [Int: Int] = [:]
        for (old, new) in zip(survivors, slots) { mapping[old] = new }
        return mapping
    }

    /// UIKit's message for the first inconsistency between the counts and the changes, or nil.
    /// `noun` is "row" or "item", `container` "table view" or "collection view".
    func inconsistency(oldCounts: [Int], newCounts: [Int], noun: String, container: String) -> String? {
        let expectedSections = oldCounts.count + insertedSections.count - deletedSections.count
        if newCounts.count != expectedSections {
            return "Invalid update: invalid number of sections. The number of sections contained in the \(container) "
                + "after the update (\(newCounts.count)) must be equal to the number of sections contained in the "
                + "\(container) before the update (\(oldCounts.count)), plus or minus the number of sections inserted "
                + "or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
        }
        for path in deleted + reloaded where path.section >= oldCounts.count || path.item >= oldCounts[path.section] {
            let count = path.section < oldCounts.count ? oldCounts[path.section] : 0
            return
                "attempt to delete \(noun) \(path.item) from section \(path.section) which only contains \(count) \(noun)s before the update"
        }
        for path in inserted where path.section >= newCounts.count || path.item >= newCounts[path.section] {
            let count = path.section < newCounts.count ? newCounts[path.section] : 0
            return
                "attempt to insert \(noun) \(path.item) into section \(path.section), but there are only \(count) \(noun)s in section \(path.section) after the update"
        }
        for (old, new) in sectionMapping(oldCount: oldCounts.count, newCount: newCounts.count).sorted(by: { $0.key < $1.key }) {
            if reloadedSections.contains(old) { continue }
            let inserts = inserted.filter { $0.section == new }.count
            let deletes = deleted.filter { $0.section == old }.count
            let movedIn = moved.filter { $0.to.section == new }.count
            let movedOut = moved.filter { $0.from.section == old }.count
            let expected = oldCounts[old] + inserts - deletes + movedIn - movedOut
            if newCounts[new] != expected {
                let rows = "\(noun)s"
                return "Invalid update: invalid number of \(rows) in section \(new). The number of \(rows) contained in an "
                    + "existing section after the update (\(newCounts[new])) must be equal to the number of \(rows) contained "
                    + "in that section before the update (\(oldCounts[old])), plus or minus the number of \(rows) inserted or "
                    + "deleted from that section (\(inserts) inserted, \(deletes) deleted) and plus or minus the number of "
                    + "\(rows) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }

    /// Where each surviving old index path is after the batch (deleted ones are absent; reloaded
    /// ones keep their place here, and the caller replaces their cells).
    func mapping(oldCounts: [Int], newCounts: [Int]) -> [IndexPath: IndexPath] {
        var result: [IndexPath: IndexPath] = [:]
        let sections = sectionMapping(oldCount: oldCounts.count, newCount: newCounts.count)
        let movedFrom = Set(moved.map(\.from)), deletedSet = Set(deleted)
        for move in moved where sections[move.from.section] != nil { result[move.from] = move.to }
        for (old, new) in sections {
            let insertedHere: [Int] = inserted.filter { $0.section == new }.map { $0.item }
            let movedHere: [Int] = moved.filter { $0.to.section == new }.map { $0.to.item }
            let reserved = Set(insertedHere + movedHere)
            let free = (0..<newCounts[new]).filter { !reserved.contains($0) }
            let survivors = (0..<oldCounts[old]).map { IndexPath(item: $0, section: old) }
                .filter { !deletedSet.contains($0) && !movedFrom.contains($0) }
            for (path, slot) in zip(survivors, free) { result[path] = IndexPath(item: slot, section: new) }
        }
        return result
    }
}
