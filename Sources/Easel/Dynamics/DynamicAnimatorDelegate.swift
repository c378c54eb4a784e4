import Foundation

/// Hears when a dynamic animator starts and stops, like `UIDynamicAnimatorDelegate`.
/// Both methods are optional.
@preconcurrency @MainActor
public protocol DynamicAnimatorDelegate: NSObjectProtocol {
    /// The animator is about to simulate again, like `dynamicAnimatorWillResume(_:)`:
    /// a behaviour was added or changed, or an item updated.
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
    /// Every item came to rest and the animator stopped, like
    /// `dynamicAnimatorDidPause(_:)`.
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}
