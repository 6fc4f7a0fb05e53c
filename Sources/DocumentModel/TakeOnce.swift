/// Values handed out by index, each taken once: a value is freed as soon as its taker is done with it, not when
/// the whole array goes. Alignment hands each topic's sections to the thread that aligns it this way, so that the
/// sections of topics already aligned do not wait for the last topic (issue 18: memory bounded by the largest
/// topic, not by the corpus).
///
/// Made for `ParallelMap`'s transforms, which see each index exactly once: a slot is touched only by the thread
/// that maps its index, after the creating thread has handed the whole over, so slots need no lock. Taking one
/// index from two threads at once is not allowed.
public final class TakeOnce<Value: Sendable>: @unchecked Sendable {
    private final class Slot {
        var value: Value?
        init(_ value: Value?) { self.value = value }
    }

    private let slots: [Slot]

    public init(_ values: [Value?]) {
        slots = values.map(Slot.init)
    }

    public var count: Int { slots.count }

    /// The value at `index`, leaving nil in its place.
    public func take(_ index: Int) -> Value? {
        let value = slots[index].value
        slots[index].value = nil
        return value
    }
}
