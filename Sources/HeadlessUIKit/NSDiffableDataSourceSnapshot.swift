/// The state of a diffable data source's sections and items, by identifier (UIKit's
/// `NSDiffableDataSourceSnapshot`). Identifiers must be unique, as UIKit requires: appending or
/// inserting one already present stops the program with UIKit's message.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    private var itemsBySection: [[ItemIdentifierType]] = []
    /// Items to be refetched when the snapshot is applied (`reloadItems`, `reconfigureItems`).
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// Sections to be refetched when the snapshot is applied.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: - Reading

    public var numberOfSections: Int { sectionIdentifiers.count }
    public var numberOfItems: Int { itemsBySection.reduce(0) { $0 + $1.count } }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { Array(itemsBySection.joined()) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemIdentifiers(inSection: identifier).count }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        indexOfSection(identifier).map { itemsBySection[$0] } ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        location(of: identifier).map { sectionIdentifiers[$0.section] }
    }

    /// The item's position among all items.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIdentifiers.firstIndex(of: identifier) }

    /// The item's section and index (engine: the index path a view shows it at).
    func location(of identifier: ItemIdentifierType) -> IndexPath? {
        for (section, items) in itemsBySection.enumerated() {
            if let index = items.firstIndex(of: identifier) { return IndexPath(item: index, section: section) }
        }
        return nil
    }

    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section >= 0, indexPath.section < itemsBySection.count,
            indexPath.item >= 0, indexPath.item < itemsBySection[indexPath.section].count
        else { return nil }
        return itemsBySection[indexPath.section][indexPath.item]
    }

    var counts: [Int] { itemsBySection.map(\.count) }

    // MARK: - Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        requireNewSections(identifiers)
        sectionIdentifiers += identifiers
        itemsBySection += identifiers.map { _ in [] }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType)
    {
        insertSections(identifiers, at: requireSection(toIdentifier))
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType)
    {
        insertSections(identifiers, at: requireSection(toIdentifier) + 1)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        requireNewSections(identifiers)
        sectionIdentifiers.insert(contentsOf: identifiers, at: index)
        itemsBySection.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = indexOfSection(identifier) else { continue }
            sectionIdentifiers.remove(at: index)
            itemsBySection.remove(at: index)
        }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        let items = itemIdentifiers(inSection: identifier)
        deleteSections([identifier])
        insertSections([identifier], beforeSection: toIdentifier)
        itemsBySection[requireSection(identifier)] = items
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        let items = itemIdentifiers(inSection: identifier)
        deleteSections([identifier])
        insertSections([identifier], afterSection: toIdentifier)
        itemsBySection[requireSection(identifier)] = items
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { reloadedSectionIdentifiers += identifiers }

    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) { reloadedSectionIdentifiers += identifiers }

    // MARK: - Items

    /// Appends items to `identifier`'s section, or to the last section when nil.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        requireNewItems(identifiers)
        let section: Int
        if let sectionIdentifier = sectionIdentifier {
            section = requireSection(sectionIdentifier)
        } else {
            precondition(
                !itemsBySection.isEmpty, "There are currently no sections in the data source. Please add a section first.")
            section = itemsBySection.count - 1
        }
        itemsBySection[section] += identifiers
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        requireNewItems(identifiers)
        let place = requireItem(beforeIdentifier)
        itemsBySection[place.section].insert(contentsOf: identifiers, at: place.item)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        requireNewItems(identifiers)
        let place = requireItem(afterIdentifier)
        itemsBySection[place.section].insert(contentsOf: identifiers, at: place.item + 1)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for section in itemsBySection.indices { itemsBySection[section].removeAll { gone.contains($0) } }
    }

    public mutating func deleteAllItems() {
        sectionIdentifiers.removeAll()
        itemsBySection.removeAll()
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insertItems([identifier], beforeItem: toIdentifier)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insertItems([identifier], afterItem: toIdentifier)
    }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }

    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }

    /// Forgets the reload requests once applied.
    mutating func clearReloads() {
        reloadedItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    // MARK: - UIKit's preconditions

    private func requireSection(_ identifier: SectionIdentifierType) -> Int {
        guard let index = indexOfSection(identifier) else { preconditionFailure("Invalid section identifier: \(identifier)") }
        return index
    }

    private func requireItem(_ identifier: ItemIdentifierType) -> IndexPath {
        guard let place = location(of: identifier) else { preconditionFailure("Invalid item identifier: \(identifier)") }
        return place
    }

    private func requireNewSections(_ identifiers: [SectionIdentifierType]) {
        let existing = Set(sectionIdentifiers)
        precondition(
            Set(identifiers).count == identifiers.count && identifiers.allSatisfy { !existing.contains($0) },
            "Fatal: supplied section identifiers are not unique.")
    }

    private func requireNewItems(_ identifiers: [ItemIdentifierType]) {
        let existing = Set(itemIdentifiers)
        precondition(
            Set(identifiers).count == identifiers.count && identifiers.allSatisfy { !existing.contains($0) },
            "Fatal: supplied item identifiers are not unique.")
    }
}

extension NSDiffableDataSourceSnapshot {
    /// The batch that turns the list showing `self` into `new`: every item in both is an explicit
    /// move (its old index path to its new one), so cells follow their identifiers; the rest are
    /// inserted or deleted; reload requests refetch. Nil when surviving sections changed order
    /// (the view then reloads).
    func update(to new: NSDiffableDataSourceSnapshot) -> ListUpdate? {
        var update = ListUpdate()
        let newSections = Set(new.sectionIdentifiers), oldSections = Set(sectionIdentifiers)
        let survivorsOld = sectionIdentifiers.filter { newSections.contains($0) }
        let survivorsNew = new.sectionIdentifiers.filter { oldSections.contains($0) }
        guard survivorsOld == survivorsNew else { return nil }
        for (index, identifier) in sectionIdentifiers.enumerated() where !newSections.contains(identifier) {
            update.deletedSections.insert(index)
        }
        for (index, identifier) in new.sectionIdentifiers.enumerated() where !oldSections.contains(identifier) {
            update.insertedSections.insert(index)
        }
        var oldPlaces: [ItemIdentifierType: IndexPath] = [:]
        for (section, items) in itemsBySection.enumerated() where !update.deletedSections.contains(section) {
            for (index, item) in items.enumerated() { oldPlaces[item] = IndexPath(item: index, section: section) }
        }
        var kept = Set<ItemIdentifierType>()
        let reloaded = Set(new.reloadedItemIdentifiers)
        for (section, items) in new.itemsBySection.enumerated() where !update.insertedSections.contains(section) {
            for (index, item) in items.enumerated() {
                let place = IndexPath(item: index, section: section)
                if let old = oldPlaces[item] {
                    kept.insert(item)
                    update.moved.append((old, place))
                    if reloaded.contains(item) { update.reloaded.append(old) }
                } else {
                    update.inserted.append(place)
                }
            }
        }
        for (item, old) in oldPlaces where !kept.contains(item) { update.deleted.append(old) }
        update.deleted.sort()
        for identifier in new.reloadedSectionIdentifiers {
            if let index = indexOfSection(identifier), newSections.contains(identifier) { update.reloadedSections.insert(index) }
        }
        return update
    }
}
