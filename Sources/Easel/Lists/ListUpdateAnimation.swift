import Foundation

/// When a list's update animates, shared by tables and collection views.
extension ScrollView {
    /// Whether an update animates now: in a window, with animations on and outside
    /// `View.performWithoutAnimation(_:)`, as UIKit's lists decide.
    var updatesAnimate: Bool {
        window != nil && View.areAnimationsEnabled && AnimationContext.stack.last.map { $0.parameters != nil } ?? true
    }

    /// Calls an update's completion at the next turn of the run loop, as UIKit does
    /// when nothing animates.
    func completeWithoutAnimation(_ completion: @escaping (Bool) -> Void) {
        View.animate(withDuration: 0, animations: {}, completion: completion)
    }
}
