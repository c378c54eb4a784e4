import Foundation

/// Groups layer changes into one commit, with the parameters of the implicit
/// animations they start, like `CATransaction`.
///
/// Every change joins the current transaction: an explicit one opened with `begin()`
/// and closed with `commit()` (they nest), or else the implicit one, which the run loop
/// commits at the end of the turn (before the window's commit). The parameters set on
/// a transaction (`setDisableActions(_:)`, `setAnimationDuration(_:)`,
/// `setAnimationTimingFunction(_:)`) apply to the changes made while it is the
/// innermost; a nested transaction reads those it does not set from the ones around
/// it. A completion block runs once every animation added while its transaction was
/// open has ended (right after the commit when there is none), completions in the
/// order their transactions began.
@preconcurrency @MainActor
public enum Transaction {
    /// Opens a transaction, like `CATransaction.begin()`.
    public static func begin() {
        stack.append(TransactionScope(isImplicit: false))
    }

    /// Closes the innermost transaction opened with `begin()`, like
    /// `CATransaction.commit()`; without one it is reported and ignored.
    public static func commit() {
        guard let index = stack.lastIndex(where: { !$0.isImplicit }) else {
            return Trace.diagnostic("Transaction.commit() without a matching begin(); ignored")
        }
        stack.remove(at: index).commit()
    }

    /// Commits the implicit transaction now, like `CATransaction.flush()` (the run
    /// loop does it at the end of every turn). Explicit transactions stay open.
    public static func flush() {
        guard let index = stack.firstIndex(where: \.isImplicit) else { return }
        stack.remove(at: index).commit()
    }

    /// Whether property changes start no implicit animations, like
    /// `CATransaction.disableActions()` (`false`).
    public static func disableActions() -> Bool { lookUp(\.disablesActions) ?? false }

    /// Turns the implicit animations of the changes that follow off or on, like
    /// `CATransaction.setDisableActions(_:)`.
    public static func setDisableActions(_ flag: Bool) { current.disablesActions = flag }

    /// The duration of implicit animations, like `CATransaction.animationDuration()`
    /// (0.25 s).
    public static func animationDuration() -> TimeInterval { lookUp(\.duration) ?? defaultDuration }

    /// Sets the duration of the implicit animations that follow, like
    /// `CATransaction.setAnimationDuration(_:)`.
    public static func setAnimationDuration(_ duration: TimeInterval) { current.duration = duration }

    /// The pace of implicit animations, like `CATransaction.animationTimingFunction()`;
    /// `nil` is Core Animation's default curve.
    public static func animationTimingFunction() -> TimingFunction? { lookUp(\.timingFunction) }

    /// Sets the pace of the implicit animations that follow, like
    /// `CATransaction.setAnimationTimingFunction(_:)`.
    public static func setAnimationTimingFunction(_ function: TimingFunction?) { current.timingFunction = function }

    /// The completion block of the innermost transaction, like
    /// `CATransaction.completionBlock()`.
    public static func completionBlock() -> (() -> Void)? { stack.last?.completion }

    /// Sets the block run once the animations added from now on in this transaction
    /// have ended, like `CATransaction.setCompletionBlock(_:)`.
    public static func setCompletionBlock(_ block: (() -> Void)?) { current.setCompletion(block) }

    /// The default duration of implicit animations, as in Core Animation.
    public static let defaultDuration: TimeInterval = 0.25

    /// The run loop's commit (the window's, every turn): commits the implicit
    /// transaction, and counts the turn, so layers added in it animate from the next.
    static func commitImplicit() {
        flush()
        commitCount += 1
    }

    // MARK: The stack

    /// The open transactions, outermost first; the implicit one, when open, is first.
    static var stack: [TransactionScope] = []

    /// The innermost transaction, opening the implicit one if none is open.
    static var current: TransactionScope {
        if let innermost = stack.last { return innermost }
        let implicit = TransactionScope(isImplicit: true)
        stack.append(implicit)
        return implicit
    }

    /// Counts transactions, so a layer knows whether it joined its tree in the open one.
    static var commitCount = 0

    private static func lookUp<Value>(_ property: KeyPath<TransactionScope, Value?>) -> Value? {
        for scope in stack.reversed() { if let value = scope[keyPath: property] { return value } }
        return nil
    }

    /// An animation was added: each open transaction waits for it.
    static func animationWasAdded(_ entry: LayerAnimationEntry) {
        for scope in stack { scope.pending?.wait(for: entry) }
    }
}
