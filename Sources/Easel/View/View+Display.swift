import EaselGraphics
import Foundation

/// The display cycle's marks, forwarded to the layer as UIView does.
extension View {
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
