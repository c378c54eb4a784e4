import Foundation

/// The scroll view's two layout guides, like `UIScrollView.contentLayoutGuide` and
/// `frameLayoutGuide`.
extension ScrollView {
    /// The content area, like `UIScrollView.contentLayoutGuide`: its origin is the
    /// content's, and constraints between it and the content decide `contentSize` at
    /// the next layout (without such constraints it keeps the size set by hand).
    public var contentLayoutGuide: LayoutGuide { systemGuide(.scrollContent) }

    /// The scroll view's own rectangle, which does not move with the content, like
    /// `UIScrollView.frameLayoutGuide`: constrain widths to it, or views that stay put
    /// while the content scrolls.
    public var frameLayoutGuide: LayoutGuide { systemGuide(.scrollFrame) }

    /// `contentSize` or `contentOffset` changed: the guides that follow them move.
    func scrollGuidesDidMove() {
        guard let state = layoutStorage,
            state.systemGuides[.scrollContent] != nil || state.systemGuides[.scrollFrame] != nil
        else { return }
        state.engine?.setNeedsGuideRefresh()
    }
}
