import Foundation

/// Delivery of window size changes (rotation) to the controller hierarchy, as UIKit's
/// `viewWillTransition(to:with:)` forwarding does it.
extension ViewController {
    /// Tells this controller (traced) that its view is about to take `size`.
    func deliverSizeTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
        Trace.record(TraceEvent("viewWillTransition", controller: traceName, size: size))
        viewWillTransition(to: size, with: coordinator)
    }

    /// The base `viewWillTransition(to:with:)`: the children that take part, then the
    /// presented controller, which covers this one.
    func forwardSizeTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
        for child in childrenReceivingSizeTransitions { child.deliverSizeTransition(to: size, with: coordinator) }
        if let presentation {
            presentation.deliverSizeTransition(to: size, with: coordinator)
        }
    }
}
