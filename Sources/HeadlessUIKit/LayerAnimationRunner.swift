// MARK: - The clock side of layer animations and transactions

/// One `CATransaction`: its settings, the animations added while it was open, its completion.
final class LayerTransaction {
    var duration: CFTimeInterval?
    var timing: CAMediaTimingFunction?
    var disableActions: Bool?
    /// The completion block, and how many animations had been added when it was set: Apple's
    /// completion waits for the animations added after it.
    var completion: (() -> Void)? {
        didSet { completionStart = members.count }
    }
    private var completionStart = 0
    var members: [CAAnimation] = []
    var isCommitted = false

    /// Whether every animation added since the completion block was set has ended or been removed.
    var isDone: Bool { members.dropFirst(completionStart).allSatisfy(\.hasStopped) }
}

/// Tracks the layers with animations and delivers their events once per tick (after the view
/// animations' completions), Box2D-style: start and stop events are collected while every layer
/// advances and delivered afterwards, then the completion blocks of finished transactions run.
/// One instance per main loop, so `SimulationClock.reset()` drops every layer animation and transaction.
final class LayerAnimationRunner {
    private struct Tracked {
        weak var layer: CALayer?
        /// Its animations, so that a layer freed while animating still ends them for its transactions.
        var animations: [CAAnimation]
    }
    private var layers: [Tracked] = []
    /// Explicit transactions (`CATransaction.begin()`), innermost last.
    var transactionStack: [LayerTransaction] = []
    /// The current turn's implicit transaction, made on first use in a turn.
    private var implicit: LayerTransaction?
    /// Committed transactions waiting for their animations.
    var committed: [LayerTransaction] = []
    /// Delegate calls for removed animations, delivered on the next tick.
    private var pendingStops: [CAAnimation] = []

    func implicitTransaction() -> LayerTransaction {
        let transaction = implicit ?? LayerTransaction()
        implicit = transaction
        return transaction
    }

    /// The open transactions, outermost (the implicit one) first.
    var openTransactions: [LayerTransaction] { (implicit.map { [$0] } ?? []) + transactionStack }

    func track(_ layer: CALayer, _ animation: CAAnimation) {
        if let index = layers.firstIndex(where: { $0.layer === layer }) {
            layers[index].animations.append(animation)
        } else {
            layers.append(Tracked(layer: layer, animations: [animation]))
        }
        _ = implicitTransaction()
        for transaction in openTransactions { transaction.members.append(animation) }
    }

    /// An animation removed before it ended: finished = false for its delegate.
    func stopped(_ animation: CAAnimation) {
        guard !animation.hasStopped else { return }
        animation.hasStopped = true
        pendingStops.append(animation)
    }

    func tick(now: TimeInterval) {
        // The turn that just ended commits its implicit transaction.
        if let transaction = implicit {
            transaction.isCommitted = true
            committed.append(transaction)
            implicit = nil
        }
        var events: [() -> Void] = []
        for animation in pendingStops {
            if let delegate = animation.delegate { events.append { delegate.animationDidStop(animation, finished: false) } }
        }
        pendingStops.removeAll()
        for tracked in layers {
            if let layer = tracked.layer {
                layer.advanceAnimations(now: now, events: &events)
            } else {
                for animation in tracked.animations { animation.hasStopped = true }
            }
        }
        layers.removeAll { $0.layer?.hasRunningAnimations != true }
        for index in layers.indices { layers[index].animations.removeAll(where: \.hasStopped) }
        for event in events { event() }
        let done = committed.filter(\.isDone)
        committed.removeAll { $0.isDone }
        for transaction in done { transaction.completion?() }
    }

    func reset() {
        layers.removeAll()
        transactionStack.removeAll()
        implicit = nil
        committed.removeAll()
        pendingStops.removeAll()
    }
}
