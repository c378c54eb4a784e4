import Foundation

/// A window size change (a rotation), as UIKit reports it to the controllers.
extension Window {
    /// Called when the window's size changed: the controllers whose traits the new
    /// size changes (a device's size classes depend on its orientation) are told
    /// `willTransition(to:with:)`, then every controller `viewWillTransition(to:with:)`,
    /// before their views take the new size (the root view is resized and laid out in
    /// the next commit, the window's layout having been marked). A root controller
    /// covered by a presentation is told too: it forwards to the presented one.
    /// Alongside blocks run once every controller has been told, then the traits
    /// change (`traitCollectionDidChange`), as on iOS; completions run after the commit.
    /// During the change each controller told reports the coordinator as its
    /// `transitionCoordinator`.
    func sizeDidChange() {
        defer { updateTraitsInSubtree() }
        guard !isHidden, let root = rootViewController, root.isViewLoaded else { return }
        let coordinator = ViewControllerTransitionCoordinator(timing: .immediate, containerView: self)
        coordinator.attach(to: Array(sequence(first: root) { $0.presentation }))
        root.deliverTraitTransition(with: coordinator)
        root.deliverSizeTransition(to: bounds.size, with: coordinator)
        coordinator.runAlongsideAnimations()
        afterNextCommit.append { coordinator.end() }
    }
}
