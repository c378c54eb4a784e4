import Foundation

/// Changing layouts under a gesture, like UIKit's interactive layout transitions: the
/// collection view shows a `CollectionViewTransitionLayout` between its layout and the
/// next one while the app moves its `transitionProgress`, then installs one of the two.
extension CollectionView {
    /// What an interactive change of layouts calls when it ends, like
    /// `UICollectionView.LayoutInteractiveTransitionCompletion`: `completed`, whether the
    /// animations ran to completion, and `finished`, whether the new layout is installed
    /// (`false`: the transition was cancelled and the old layout is back).
    public typealias LayoutInteractiveTransitionCompletion = (_ completed: Bool, _ finished: Bool) -> Void

    /// Starts an interactive change to `layout`, like
    /// `startInteractiveTransition(to:completion:)`: the delegate's
    /// `collectionView(_:transitionLayoutForOldLayout:newLayout:)` gives the transition
    /// layout (a plain `CollectionViewTransitionLayout` by default), which is installed
    /// at progress 0 and returned. `finishInteractiveTransition()` or
    /// `cancelInteractiveTransition()` ends it and calls `completion`. Starting another
    /// while one is in progress is reported and returns the one in progress, where UIKit
    /// throws.
    @discardableResult
    public func startInteractiveTransition(to layout: CollectionViewLayout,
                                           completion: LayoutInteractiveTransitionCompletion? = nil)
        -> CollectionViewTransitionLayout {
        if let inProgress = interactiveLayoutTransition {
            Trace.diagnostic("startInteractiveTransition(to:) on \(traceName) while an interactive transition is in progress",
                             view: traceName)
            return inProgress.layout
        }
        let current = collectionViewLayout
        let transitionLayout = collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: current, newLayout: layout)
            ?? CollectionViewTransitionLayout(currentLayout: current, nextLayout: layout)
        interactiveLayoutTransition = InteractiveLayoutTransition(layout: transitionLayout, completion: completion)
        collectionViewLayout = transitionLayout
        return transitionLayout
    }

    /// Ends the interactive change by installing the new layout, like
    /// `finishInteractiveTransition()`; the completion gets `(true, true)` once the
    /// layout pass that shows it ends. Easel moves the items to their final places at
    /// once, without the last animation.
    public func finishInteractiveTransition() {
        endInteractiveTransition(finished: true)
    }

    /// Ends the interactive change by putting the old layout back, like
    /// `cancelInteractiveTransition()`; the completion gets `(true, false)` once the
    /// layout pass that shows it ends.
    public func cancelInteractiveTransition() {
        endInteractiveTransition(finished: false)
    }

    private func endInteractiveTransition(finished: Bool) {
        guard let transition = interactiveLayoutTransition else {
            return Trace.diagnostic("\(finished ? "finish" : "cancel")InteractiveTransition() on \(traceName) "
                                    + "without an interactive transition in progress", view: traceName)
        }
        interactiveLayoutTransition = nil
        let layout = finished ? transition.layout.nextLayout : transition.layout.currentLayout
        let other = finished ? transition.layout.currentLayout : transition.layout.nextLayout
        if other !== layout, other.attachedCollectionView === self { other.attachedCollectionView = nil }
        setCollectionViewLayout(layout, animated: false) { _ in transition.completion?(true, finished) }
    }
}

/// An interactive change of layouts in progress.
struct InteractiveLayoutTransition {
    let layout: CollectionViewTransitionLayout
    let completion: CollectionView.LayoutInteractiveTransitionCompletion?
}
