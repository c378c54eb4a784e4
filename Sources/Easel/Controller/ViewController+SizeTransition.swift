import Foundation

/// Delivery of window size changes (rotation) to the controller hierarchy, as UIKit's
/// `willTransition(to:with:)` and `viewWillTransition(to:with:)` forwarding do it.
extension ViewController {
    /// Tells this controller (traced) that its view is about to take `size`.
    func deliverSizeTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
        Trace.record(TraceEvent("viewWillTransition", controller: traceName, size: size))
        viewWillTransition(to: size, with: coordinator)
    }

    /// The base `viewWillTransition(to:with:)`: the children that take part, each with
    /// the size `size(forChildContentContainer:withParentContainerSize:)` gives it, then
    /// the presented controller, which covers this one.
    func forwardSizeTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
        for child in childrenReceivingSizeTransitions {
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            child.deliverSizeTransition(to: childSize, with: coordinator)
        }
        if let presentation {
            presentation.deliverSizeTransition(to: size, with: coordinator)
        }
    }

    /// Tells this controller (traced, with the traits that change) that its traits are
    /// about to change, when the new geometry gives it other traits than the ones it
    /// was last told of. The window already has its new size, so `traitCollection`
    /// is the collection the controller is about to report.
    func deliverTraitTransition(with coordinator: ViewControllerTransitionCoordinator) {
        let newCollection = traitCollection
        guard let previous = reportedTraits, previous != newCollection else { return }
        let names = newCollection.changedTraits(from: previous).map(\.rawValue).sorted().joined(separator: ",")
        Trace.record(TraceEvent("willTransitionToTraitCollection", controller: traceName, message: names))
        willTransition(to: newCollection, with: coordinator)
    }

    /// The base `willTransition(to:with:)`: the same children as a size change, then
    /// the presented controller.
    func forwardTraitTransition(with coordinator: ViewControllerTransitionCoordinator) {
        for child in childrenReceivingSizeTransitions { child.deliverTraitTransition(with: coordinator) }
        presentation?.deliverTraitTransition(with: coordinator)
    }
}
