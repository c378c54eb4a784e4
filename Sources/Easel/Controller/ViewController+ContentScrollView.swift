import Foundation

extension ViewController {
    /// The scroll view whose position the bars follow (a large title collapses, a bar
    /// takes its scroll-edge appearance), as UIKit finds it when none is set: the view
    /// when it is a scroll view (a table view controller's), else its first subview when
    /// it is one; a navigation controller's is its top controller's.
    var contentScrollView: ScrollView? {
        if let navigationController = self as? NavigationController {
            return navigationController.topViewController?.contentScrollView
        }
        guard let view = viewIfLoaded else { return nil }
        return view as? ScrollView ?? view.subviews.first as? ScrollView
    }
}

extension ScrollView {
    /// Whether the content is scrolled to its top edge, where a navigation bar shows its
    /// scroll-edge appearance.
    var isAtTopEdge: Bool { contentOffset.y <= -adjustedContentInset.top }

    /// Whether the content is scrolled to its bottom edge (or is shorter than the view),
    /// where a toolbar or tab bar shows its scroll-edge appearance.
    var isAtBottomEdge: Bool { contentOffset.y + bounds.height >= contentSize.height + adjustedContentInset.bottom }
}
