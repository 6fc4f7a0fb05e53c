/// Views waiting to be reused, per reuse identifier (table and collection views' queues), and
/// the classes registered to make new ones. First in, first out, so reuse order is stable.
struct ReuseQueue<Element: AnyObject> {
    private var waiting: [String: [Element]] = [:]
    /// Classes registered per identifier, as their makers.
    var makers: [String: (String) -> Element] = [:]

    mutating func enqueue(_ element: Element, identifier: String?) {
        guard let identifier = identifier else { return }
        waiting[identifier, default: []].append(element)
    }

    /// A waiting element, else a new one from the registered class, else nil.
    mutating func dequeue(identifier: String) -> (element: Element, reused: Bool)? {
        if var queue = waiting[identifier], !queue.isEmpty {
            let element = queue.removeFirst()
            waiting[identifier] = queue
            return (element, true)
        }
        guard let make = makers[identifier] else { return nil }
        return (make(identifier), false)
    }

    /// How many are waiting under `identifier` (engine read-out for tests).
    func count(identifier: String) -> Int { waiting[identifier]?.count ?? 0 }
}
