import EaselGraphics
import Foundation

/// The navigation bar: where it sits, when it shows, what it shows, and the safe area
/// it adds to the children.
extension NavigationController {
    /// How long an animated hide or show of the bar takes, UIKit's
    /// `UINavigationControllerHideShowBarDuration`.
    public static let hideShowBarDuration: TimeInterval = 0.2

    // MARK: Geometry

    /// Where the bar rests, in the navigation controller's view: its top at the safe
    /// area's top (under the status bar), full width, 44 points tall, 32 where the
    /// window's height is compact, 96 with a large title at rest (between 44 and 96
    /// while it collapses, taller while the content is pulled down), 52 more with a
    /// stacked search bar.
    var navigationBarFrame: CGRect {
        guard let view = viewIfLoaded else { return .zero }
        let screen = view.window?.bounds.size ?? view.bounds.size
        return CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width,
                      height: navigationBar.barHeight(compactHeight: Self.isCompactHeight(screen)))
    }

    /// Where the hidden bar goes when it slides away: just above the view's top.
    var hiddenNavigationBarFrame: CGRect {
        let frame = navigationBarFrame
        return frame.offsetBy(dx: 0, dy: -frame.maxY)
    }

    /// Whether a window of `size` has a compact height, as UIKit's vertical size class
    /// is on an iPhone in landscape: wider than tall and shorter than any iPad's
    /// shorter side (744 points), which Easel, having no device idiom, goes by.
    static func isCompactHeight(_ size: CGSize) -> Bool {
        size.width > size.height && size.height < 744
    }

    /// Lays out the navigation controller's view: the transition view fills it, the
    /// bar rests at its top (or above it, hidden).
    func layoutContainerView() {
        guard let view = viewIfLoaded else { return }
        transitionView.frame = view.bounds
        let barFrame = barIsHidden ? hiddenNavigationBarFrame : navigationBarFrame
        // The background reaches up to the view's top: a move alone must re-lay it out.
        if navigationBar.frame.minY != barFrame.minY { navigationBar.setNeedsLayout() }
        navigationBar.frame = barFrame
        if !toolbarIsHidden { toolbar.frame = toolbarFrame }
    }

    /// The bars' extent from the view's edges: the navigation bar's bottom while it
    /// shows; at the bottom, the toolbar while it shows or the bar of a container
    /// around this one (a tab bar), whichever reaches further.
    var barInsets: EdgeInsets {
        EdgeInsets(top: barIsHidden ? 0 : navigationBarFrame.maxY, left: 0,
                   bottom: max(toolbarIsHidden ? 0 : toolbarFrame.height, containerOverlayInsets.bottom), right: 0)
    }

    /// The edges whose bar is opaque (`isTranslucent` false): the navigation bar's, and
    /// the toolbar's or, without one, the tab bar's around this controller.
    var opaqueBarEdges: RectEdge {
        var edges: RectEdge = []
        if !navigationBar.isTranslucent { edges.insert(.top) }
        let bottomBar: ItemBar? = toolbarIsHidden ? tabBarController?.tabBar : toolbar
        if bottomBar?.isTranslucent == false { edges.insert(.bottom) }
        return edges
    }

    /// Gives the stack's controllers the bars as content overlay insets (UIKit's
    /// `_contentOverlayInsets`): a view that reaches under the bars (UIKit's default)
    /// fills the screen and its safe area's top is the navigation bar's bottom while it
    /// shows, its bottom the toolbar's top. A loaded view in a window whose insets
    /// change is marked for layout and its guides follow.
    func updateContentOverlayInsets() {
        setContainerOverlayInsets(barInsets, opaqueEdges: opaqueBarEdges, of: stack)
    }

    // MARK: Items

    /// Shows the stack's items in the bar, fading from the previous top item along a
    /// transition when `fading`; the new top item may show a large title or not, which
    /// moves the children's safe area.
    func updateNavigationBarItems(fading: Bool) {
        navigationBar.setItems(stack.map(\.navigationItem), fading: fading)
        toolbar.items = topViewController?.toolbarItems
        updateContentOverlayInsets()
    }
}
