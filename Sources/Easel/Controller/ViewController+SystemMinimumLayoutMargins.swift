import EaselGraphics
import Foundation

extension ViewController {
    /// The least layout margins the controller's view has, like
    /// `UIViewController.systemMinimumLayoutMargins`: none above and below, and on the
    /// leading and trailing sides 16 points in a compact width, 20 in a regular one (the
    /// margins cells and headers take too, see `TableStyleMetrics.sideMargin(for:)`).
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let side = TableStyleMetrics.sideMargin(for: traitCollection)
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}

extension View {
    /// The margins before the safe area is added: the view's own, or, for a view
    /// controller's view, the margins set on it (none until set) raised edge by edge to
    /// the controller's `systemMinimumLayoutMargins` while it
    /// `viewRespectsSystemMinimumLayoutMargins`, as UIKit documents for a root view: its
    /// margins guide then starts at the safe area's top and 16 points in from the
    /// leading edge on an iPhone.
    var marginsBeforeSafeArea: EdgeInsets {
        guard let controller = owningViewController else { return layoutMargins }
        let own = layoutStorage?.layoutMargins == nil ? EdgeInsets.zero : layoutMargins
        guard controller.viewRespectsSystemMinimumLayoutMargins else { return own }
        let minimum = controller.systemMinimumLayoutMargins.resolved(for: effectiveUserInterfaceLayoutDirection)
        return EdgeInsets(top: max(own.top, minimum.top), left: max(own.left, minimum.left),
                          bottom: max(own.bottom, minimum.bottom), right: max(own.right, minimum.right))
    }
}
