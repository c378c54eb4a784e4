import Foundation

/// Where a container puts a child's view relative to its bars, as UIKit does with
/// `edgesForExtendedLayout` and `extendedLayoutIncludesOpaqueBars`.
extension ViewController {
    /// How far the view is moved in from its container's edges by `bars` (the bars'
    /// extent from each edge of the container): an edge of the view stays under a bar
    /// only if it is in `edgesForExtendedLayout` and the bar is translucent or the
    /// controller's layout includes opaque bars. The rest of each bar is added to the
    /// view's safe area instead (`containerOverlayInsets`).
    func extendedLayoutInsets(under bars: EdgeInsets, opaqueEdges: RectEdge) -> EdgeInsets {
        func inset(_ edge: RectEdge, _ extent: CGFloat) -> CGFloat {
            let extends = edgesForExtendedLayout.contains(edge)
                && (extendedLayoutIncludesOpaqueBars || !opaqueEdges.contains(edge))
            return extends ? 0 : extent
        }
        return EdgeInsets(top: inset(.top, bars.top), left: inset(.left, bars.left),
                          bottom: inset(.bottom, bars.bottom), right: inset(.right, bars.right))
    }

    /// A new extended layout moves the view at its container's next layout.
    func extendedLayoutDidChange() {
        parent?.viewIfLoaded?.setNeedsLayout()
    }
}
