import Foundation

extension ViewController {
    /// Sets the scroll view the bars follow at `edge` (`.top`, `.bottom` or both), like
    /// `UIViewController.setContentScrollView(_:for:)`; `nil` goes back to the one found
    /// automatically. The leading and trailing edges are ignored, as on iOS.
    public func setContentScrollView(_ scrollView: ScrollView?, for edge: DirectionalRectEdge) {
        if edge.contains(.top) { contentScrollViews.top = scrollView }
        if edge.contains(.bottom) { contentScrollViews.bottom = scrollView }
        // The bars that follow it take the appearance its position asks for now.
        if let navigationController {
            navigationController.navigationBar.updateAppearance()
            if !navigationController.isToolbarHidden { navigationController.toolbar.updateAppearance() }
        }
        tabBarController?.tabBar.updateAppearance()
    }

    /// Sets the scroll view the bars follow at every edge, like
    /// `UIViewController.setContentScrollView(_:)`.
    public func setContentScrollView(_ scrollView: ScrollView?) {
        setContentScrollView(scrollView, for: .all)
    }

    /// The scroll view UIKit finds when none is set: the view when it is a scroll view
    /// (a table view controller's), else its first subview when it is one.
    var automaticContentScrollView: ScrollView? {
        guard let view = viewIfLoaded else { return nil }
        return view as? ScrollView ?? view.subviews.first as? ScrollView
    }

    /// The scroll view whose position the bars at `edge` follow (a large title
    /// collapses, a bar takes its scroll-edge appearance): the controller's
    /// `contentScrollView(for:)`; a navigation controller's is its top controller's.
    func barScrollView(for edge: DirectionalRectEdge) -> ScrollView? {
        if let navigationController = self as? NavigationController {
            return navigationController.topViewController?.barScrollView(for: edge)
        }
        return contentScrollView(for: edge)
    }
}

/// The scroll views set with `setContentScrollView(_:for:)`, held weakly as UIKit does.
struct ContentScrollViews {
    weak var top: ScrollView?
    weak var bottom: ScrollView?
}

extension ScrollView {
    /// Whether the content is scrolled to its top edge, where a navigation bar shows its
    /// scroll-edge appearance.
    var isAtTopEdge: Bool { contentOffset.y <= -adjustedContentInset.top }

    /// Whether the content is scrolled to its bottom edge (or is shorter than the view),
    /// where a toolbar or tab bar shows its scroll-edge appearance.
    var isAtBottomEdge: Bool { contentOffset.y + bounds.height >= contentSize.height + adjustedContentInset.bottom }
}
