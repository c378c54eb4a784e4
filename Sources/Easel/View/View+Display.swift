import EaselGraphics
import Foundation

/// The display cycle's marks, forwarded to the layer as UIView does.
extension View {
    /// Marks the whole view as needing to be redrawn, like `UIView.setNeedsDisplay()`.
    /// Drawing happens in the next commit, once, whatever the number of marks.
    public func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks a rectangle of the view (in its coordinates) as needing to be redrawn,
    /// like `UIView.setNeedsDisplay(_:)`. The next draw gets the union of the marked
    /// rectangles clipped to `bounds`; a zero rectangle marks nothing.
    public func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// Whether the view and all its ancestors are shown.
    var isVisibleInHierarchy: Bool {
        var current: View? = self
        while let view = current {
            if view.isHidden { return false }
            current = view.superview
        }
        return true
    }
}

extension View: LayerDelegate {}
