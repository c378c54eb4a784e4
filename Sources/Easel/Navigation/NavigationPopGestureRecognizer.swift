import Foundation

/// The navigation controller's swipe back, UIKit's `_UIParallaxTransitionPanGestureRecognizer`
/// (a `UIScreenEdgePanGestureRecognizer`): a pan from the leading edge of the screen (the
/// left one, the right one in a right-to-left layout) toward the trailing side.
///
/// It fails at once when there is nothing to pop (the root controller on top, a
/// transition already in flight, the navigation controller off screen), whatever its
/// delegate says, and fails when the finger first moves more vertically than toward the
/// trailing side.
final class NavigationPopGestureRecognizer: ScreenEdgePanGestureRecognizer {
    weak var navigationController: NavigationController?

    init(navigationController: NavigationController) {
        self.navigationController = navigationController
        super.init()
        edges = .left
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if state == .possible, activeTouches.count == touches.count {
            edges = isRightToLeft ? .right : .left
            if navigationController?.canPopInteractively != true {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        if state == .possible {
            let moved = translation(in: nil)
            let forward = isRightToLeft ? -moved.x : moved.x
            if hypot(moved.x, moved.y) >= Self.hysteresis, forward <= abs(moved.y) {
                state = .failed
                return
            }
        }
        super.touchesMoved(touches, with: event)
    }

    private var isRightToLeft: Bool { view?.isRightToLeft ?? false }
}

/// The swipe back's default delegate, UIKit's `_UINavigationInteractiveTransition`: it
/// lets the gesture begin only while the top controller shows the bar's back button (the
/// bar is shown, the top item does not hide its back button nor replace it with left
/// items). Apps that set their own delegate, or none, swipe back with a custom back
/// button or a hidden bar.
@MainActor
final class NavigationPopGestureDelegate: GestureRecognizerDelegate, _NSObjectBehaviour {
    weak var navigationController: NavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let navigationController, let item = navigationController.topViewController?.navigationItem else {
            return false
        }
        let replacesBackButton = !(item.leftBarButtonItems ?? []).isEmpty && !item.leftItemsSupplementBackButton
        return !navigationController.isNavigationBarHidden && !item.hidesBackButton && !replacesBackButton
    }
}
