import EaselGraphics
import Foundation

extension ScrollView {
    /// Which edges of the safe area a scroll view adds to its content inset, like
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// The scrollable axes' edges, and the top and bottom always when the scroll
        /// view is the view of a controller in a navigation or tab bar controller (so a
        /// table starts under the bar even when it is too short to scroll).
        case automatic
        /// The edges of the axes that scroll: the content is larger than the view, or
        /// the axis always bounces.
        case scrollableAxes
        /// No edge: `adjustedContentInset` is `contentInset`.
        case never
        /// Every edge.
        case always
    }

    /// Recomputes `adjustedContentInset` (with the refresh control's height on top while
    /// it refreshes); when it changed, an offset that rested at the
    /// start of an axis (the top, the left) stays there, as UIKit keeps a table at its
    /// top when a navigation bar appears, and `adjustedContentInsetDidChange()` is
    /// called, then the delegate's `scrollViewDidChangeAdjustedContentInset(_:)`.
    func updateAdjustedContentInset() {
        let old = adjustedContentInset
        let adjustment = safeAreaAdjustment
        let refreshing = refreshControl?.isRefreshing == true ? RefreshControl.height : 0
        let new = EdgeInsets(top: contentInset.top + adjustment.top + refreshing, left: contentInset.left + adjustment.left,
                             bottom: contentInset.bottom + adjustment.bottom, right: contentInset.right + adjustment.right)
        guard new != old else { return }
        adjustedContentInset = new
        var offset = contentOffset
        if offset.x == -old.left { offset.x = -new.left }
        if offset.y == -old.top { offset.y = -new.top }
        scroll(to: offset, marksLayout: !isRunningLayoutSubviews)
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// The part of `safeAreaInsets` that `contentInsetAdjustmentBehavior` adds.
    private var safeAreaAdjustment: EdgeInsets {
        let safe = safeAreaInsets
        let horizontal: Bool, vertical: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return .zero
        case .always: return safe
        case .scrollableAxes: (horizontal, vertical) = (contentScrollsHorizontally, contentScrollsVertically)
        case .automatic: (horizontal, vertical) = (contentScrollsHorizontally, contentScrollsVertically || isContentOfBarController)
        }
        return EdgeInsets(top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                          bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    /// Whether the content scrolls sideways before the safe area is added (adding it
    /// must not decide whether it is added).
    private var contentScrollsHorizontally: Bool {
        alwaysBounceHorizontal || contentSize.width + contentInset.left + contentInset.right > bounds.width
    }
    /// The vertical counterpart.
    private var contentScrollsVertically: Bool {
        alwaysBounceVertical || contentSize.height + contentInset.top + contentInset.bottom > bounds.height
    }

    /// Whether the scroll view is the view of a controller shown by a navigation or tab
    /// bar controller, one that adjusts scroll view insets automatically.
    private var isContentOfBarController: Bool {
        guard let controller = owningViewController, controller.automaticallyAdjustsScrollViewInsets else { return false }
        return controller.navigationController != nil || controller.tabBarController != nil
    }
}

extension View {
    /// Marks the scroll views of this subtree for layout after its safe area changed:
    /// their `adjustedContentInset` follows it in their next layout.
    func setScrollViewsNeedInsetUpdate() {
        if self is ScrollView { setNeedsLayout() }
        for subview in subviews { subview.setScrollViewsNeedInsetUpdate() }
    }
}
