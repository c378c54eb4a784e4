import EaselGraphics
import Foundation

/// UIKit's hit testing: which view a touch at a point belongs to.
extension View {
    /// The base `hitTest(_:with:)`: `nil` unless the view takes touches and contains
    /// the point; then the first subview, front to back, that returns a view; else
    /// the view itself. Model values are tested (where the view is, not where an
    /// animation shows it), as in UIKit.
    func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard takesTouches, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let toSubview = subview.transformToSuperview
            // A view scaled to nothing covers no point.
            guard toSubview.a * toSubview.d - toSubview.b * toSubview.c != 0 else { continue }
            if let hit = subview.hitTest(point.applying(toSubview.inverted()), with: event) { return hit }
        }
        return self
    }

    /// Whether hit testing may return the view or look into it: shown, at least 1%
    /// opaque, taking user interaction and not animating without
    /// `.allowUserInteraction`, as `UIView.hitTest(_:with:)` documents.
    var takesTouches: Bool {
        isUserInteractionEnabled && !isHidden && alpha >= 0.01 && !layer.hasAnimationsBlockingUserInteraction
    }
}
