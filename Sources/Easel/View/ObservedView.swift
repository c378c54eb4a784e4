import Foundation
import Observation
import Synchronization

/// Automatic observation tracking, as UIKit does it from iOS 26: what a view's
/// `updateProperties()`, `layoutSubviews()` or drawing reads of `@Observable` models is
/// tracked, and a change of any of it marks the view for that work again (Swift's
/// `withObservationTracking`). The change handler holds this small object rather than
/// the view, so that a model outliving the view keeps nothing of it alive.
final class ObservedView: @unchecked Sendable {
    /// The view, while it lives (its `deinit` clears this).
    nonisolated(unsafe) unowned(unsafe) var view: View?

    init(_ view: View) { self.view = view }

    /// Runs `work` for `view`, tracking what it reads of observable models; when one
    /// of them changes, `mark` marks the view before the next commit runs.
    @MainActor
    static func track(_ view: View, mark: @escaping @MainActor (View) -> Void, _ work: () -> Void) {
        let change = Change(mark: mark, observed: view.observed)
        withObservationTracking(work) { Change.waiting.withLock { $0.append(change) } }
    }

    /// Marks the views whose tracked reads changed since the last time. A change is
    /// reported by the model's setter on whatever thread made it (on Linux the main
    /// actor need not even be the main thread), so the marks wait for the main actor:
    /// each commit begins with them, as do `layoutIfNeeded()` and
    /// `updatePropertiesIfNeeded()`, which must see them as UIKit's do.
    @MainActor
    static func markChangedViews() {
        let changes = Change.waiting.withLock { waiting in
            defer { waiting.removeAll() }
            return waiting
        }
        for change in changes {
            if let view = change.observed.view { change.mark(view) }
        }
    }

    /// A tracked change: what to mark, on which view.
    private struct Change: @unchecked Sendable {
        let mark: @MainActor (View) -> Void
        let observed: ObservedView

        /// The changes reported and not marked yet.
        static let waiting = Mutex<[Change]>([])
    }
}

extension View {
    /// The handle observation tracking holds for the view, made on first use.
    var observed: ObservedView {
        if let observedHandle { return observedHandle }
        let made = ObservedView(self)
        observedHandle = made
        return made
    }
}
