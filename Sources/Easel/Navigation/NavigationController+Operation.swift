import Foundation

extension NavigationController {
    /// What a navigation controller's transition does to its stack, like
    /// `UINavigationController.Operation`: what the delegate's
    /// `navigationController(_:animationControllerFor:from:to:)` is asked to animate.
    public enum Operation: Int, Sendable {
        /// No push or pop, like `.none`.
        case none = 0
        /// A controller becomes the top of the stack, like `.push` (also a new stack
        /// whose top was not in the old one).
        case push = 1
        /// The top controller leaves the stack, like `.pop` (also a new stack whose
        /// top was in the old one).
        case pop = 2
    }
}
