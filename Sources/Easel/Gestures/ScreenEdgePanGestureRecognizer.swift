import Foundation

/// Recognizes a pan that starts at an edge of the screen, like
/// `UIScreenEdgePanGestureRecognizer`: it fails when the first finger touches down
/// farther than `edgeMargin` points from every edge in `edges` (of the window, the
/// screen here), and otherwise pans as `PanGestureRecognizer` does. Apple does not
/// document the width of the edge region; 20 points is what the system's swipe-back
/// gesture accepts.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges the pan may start from, like `UIScreenEdgePanGestureRecognizer.edges`
    /// (none by default: set it, as on iOS, or the gesture never begins).
    open var edges: RectEdge = []

    /// How far from an edge a touch may start, in points.
    static let edgeMargin: CGFloat = 20

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if state == .possible, activeTouches.count == touches.count, let first = touches.first,
           !startsAtAnEdge(first.locationInWindow, of: first.window?.bounds ?? .zero) {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }

    private func startsAtAnEdge(_ point: CGPoint, of screen: CGRect) -> Bool {
        let margin = Self.edgeMargin
        return (edges.contains(.left) && point.x - screen.minX <= margin)
            || (edges.contains(.right) && screen.maxX - point.x <= margin)
            || (edges.contains(.top) && point.y - screen.minY <= margin)
            || (edges.contains(.bottom) && screen.maxY - point.y <= margin)
    }
}
