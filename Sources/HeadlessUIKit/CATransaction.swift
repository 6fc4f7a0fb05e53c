/// Groups layer changes and animations (Core Animation's `CATransaction`), on the simulated clock.
///
/// Every turn of the run loop (one clock tick) has an implicit transaction that commits when the
/// turn ends; `begin()`/`commit()` nest explicit ones inside it. A transaction's settings apply to
/// the animations added while it is open (innermost setting first): `setAnimationDuration(_:)` to
/// those without a duration and to implicit animations (0.25 s when never set),
/// `setAnimationTimingFunction(_:)` likewise, and `setDisableActions(true)` turns implicit
/// animations off. The completion block runs on the first tick after the transaction committed
/// and every animation added inside it after the block was set ended or was removed (on that tick
/// when there were none).
open class CATransaction {
    /// Opens an explicit transaction.
    open class func begin() { runner.transactionStack.append(LayerTransaction()) }

    /// Closes the innermost explicit transaction.
    open class func commit() {
        guard let transaction = runner.transactionStack.popLast() else { return }
        transaction.isCommitted = true
        runner.committed.append(transaction)
    }

    /// Nothing to flush: changes are visible at once here.
    open class func flush() {}
    /// Accepted for Apple's spelling (there is one thread).
    open class func lock() {}
    /// Accepted for Apple's spelling.
    open class func unlock() {}

    /// The duration for animations added now that have none (0.25 s unless set).
    open class func animationDuration() -> CFTimeInterval {
        setting(\.duration) ?? 0.25
    }

    /// Sets it for the current transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) { current.duration = dur }

    /// The timing function for animations added now that have none (nil unless set).
    open class func animationTimingFunction() -> CAMediaTimingFunction? { setting(\.timing) }

    /// Sets it for the current transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timing = function }

    /// Whether implicit animations are off.
    open class func disableActions() -> Bool { setting(\.disableActions) ?? false }

    /// Turns implicit animations off (or back on) for the current transaction.
    open class func setDisableActions(_ flag: Bool) { current.disableActions = flag }

    /// The current transaction's completion block.
    open class func completionBlock() -> (() -> Void)? { current.completion }

    /// Runs `block` once every animation added from now on in the current transaction has ended.
    open class func setCompletionBlock(_ block: (() -> Void)?) { current.completion = block }

    /// The settings by their Core Animation keys (`kCATransactionAnimationDuration`…).
    open class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionCompletionBlock: return completionBlock()
        default: return nil
        }
    }

    /// Sets a setting by its key.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration: if let d = LayerValue.number(anObject) { setAnimationDuration(d) }
        case kCATransactionDisableActions: setDisableActions(anObject as? Bool ?? false)
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock: setCompletionBlock(anObject as? () -> Void)
        default: break
        }
    }

    // MARK: Engine

    private static var runner: LayerAnimationRunner { SimulationClock.shared.mainLoop.animations.layers }

    /// The innermost open transaction (the turn's implicit one when none is open).
    private static var current: LayerTransaction { runner.transactionStack.last ?? runner.implicitTransaction() }

    private static func setting<T>(_ key: KeyPath<LayerTransaction, T?>) -> T? {
        guard let runner = SimulationClock.shared.existingMainLoop?.animations.layers else { return nil }
        return runner.openTransactions.reversed().lazy.compactMap { $0[keyPath: key] }.first
    }

    /// Whether implicit animations are off now, without starting the run loop when nothing ran yet.
    static var actionsDisabledNow: Bool { disableActions() }
}

/// The key of `CATransaction`'s animation duration.
public let kCATransactionAnimationDuration = "CATransactionAnimationDuration"
/// The key of its disable-actions flag.
public let kCATransactionDisableActions = "CATransactionDisableActions"
/// The key of its timing function.
public let kCATransactionAnimationTimingFunction = "CATransactionAnimationTimingFunction"
/// The key of its completion block.
public let kCATransactionCompletionBlock = "CATransactionCompletionBlock"
