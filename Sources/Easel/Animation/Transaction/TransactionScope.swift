import Foundation

/// One open transaction: its parameters, and the completion its animations go to.
@MainActor
final class TransactionScope {
    let isImplicit: Bool
    var disablesActions: Bool?
    var duration: TimeInterval?
    var timingFunction: TimingFunction?
    /// The completion that animations added now will run when they end.
    private(set) var pending: TransactionCompletion?

    init(isImplicit: Bool) { self.isImplicit = isImplicit }

    var completion: (() -> Void)? { pending?.block }

    /// A new block replaces the old one, which still waits for the animations added
    /// before (or, with none, runs now, as Core Animation does).
    func setCompletion(_ block: (() -> Void)?) {
        pending?.close()
        pending = block.map(TransactionCompletion.init)
    }

    func commit() {
        Transaction.commitCount += 1
        pending?.close()
        pending = nil
    }
}

/// A transaction's completion block and the animations it waits for.
@MainActor
final class TransactionCompletion {
    let block: () -> Void
    /// Orders completions that become due in the same frame.
    let sequence: Int
    private var waiting = 0
    private var isClosed = false

    private static var nextSequence = 0

    init(_ block: @escaping () -> Void) {
        self.block = block
        Self.nextSequence += 1
        sequence = Self.nextSequence
    }

    func wait(for entry: LayerAnimationEntry) {
        waiting += 1
        entry.completions.append(self)
    }

    /// No more animations join: with none left to wait for, the block runs now.
    func close() {
        isClosed = true
        if waiting == 0 { block() }
    }

    /// One animation it waited for ended; returns `true` when the block is now due.
    func animationDidEnd() -> Bool {
        waiting -= 1
        return waiting == 0 && isClosed
    }
}
