import Foundation

/// A window size change (a rotation), as UIKit reports it to the controllers.
extension Window {
    /// Called when the window's size changed: the controllers are told
    /// `viewWillTransition(to:with:)` before their views take the new size (the root
    /// view is resized and laid out in the next commit, the window's layout having been
    /// marked). A root controller covered by a presentation is told too: it forwards
    /// to the presented one. Alongside blocks run once every controller has been told,
    /// completions after that commit.
    /// The traits follow (a device's size classes depend on its orientation), after the
    /// controllers were told of the size, as on iOS.
    func sizeDidChange() {
        defer { updateTraitsInSubtree() }
        guard !isHidden, let root = rootViewController, root.isViewLoaded else { return }
        let coordinator = ViewControllerTransitionCoordinator(isAnimated: false, transitionDuration: 0)
        root.deliverSizeTransition(to: bounds.size, with: coordinator)
        coordinator.runAlongsideAnimations()
        afterNextCommit.append { coordinator.runCompletions() }
    }
}
