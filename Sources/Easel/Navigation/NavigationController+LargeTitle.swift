import Foundation

extension NavigationController {
    /// Whether the content is scrolled to its top edge (or there is no content scroll
    /// view), when UIKit shows the bar's scroll-edge appearance.
    var contentIsAtTopEdge: Bool { barScrollView(for: .top)?.isAtTopEdge ?? true }

    /// The content scroll view moved: the large title's area follows the content's top
    /// edge (less `contentInset.top`), as on iOS, where the 96-point bar shrinks to the
    /// inline 44 points as the content scrolls up under it and stretches while the
    /// content is pulled down. The bar's new height moves the children's safe area,
    /// and with it the scroll view's `adjustedContentInset`, so the content's top edge
    /// stays under the bar's bottom edge.
    func contentScrollViewDidScroll(_ scrollView: ScrollView) {
        let followedAtTop = scrollView === barScrollView(for: .top)
        let followedAtBottom = scrollView === barScrollView(for: .bottom)
        if followedAtBottom, !isToolbarHidden { toolbar.updateAppearance() }
        guard followedAtTop else { return }
        navigationBar.updateAppearance()
        let bar = navigationBar
        let collapsesSearch = bar.topItem?.hidesSearchBarWhenScrolling == true && bar.stackedSearchBar != nil
        guard bar.showsLargeTitle || collapsesSearch, !barIsHidden, !bar.hidesTitleRowsForSearch,
              let view = viewIfLoaded, view.window != nil, scrollView.window === view.window else { return }
        let contentTop = scrollView.convert(CGPoint(x: 0, y: -scrollView.contentInset.top), to: view).y
        let inlineBottom = navigationBarFrame.minY + NavigationBar.height(compactHeight: false)
        let extent = max(0, contentTop - inlineBottom)
        // The search row collapses first, then the large title; a stretch goes to the
        // large title (or, without one, to nothing past the search row's height).
        let fixedSearch = bar.stackedSearchBar != nil && !collapsesSearch ? NavigationBar.searchBarHeight : 0
        let rest = max(0, extent - fixedSearch)
        let settledLarge = bar.showsLargeTitle ? min(rest, NavigationBar.largeTitleHeight) : 0
        let search = collapsesSearch ? min(NavigationBar.searchBarHeight, rest - settledLarge) : fixedSearch
        let stretchedLarge = bar.showsLargeTitle ? rest - (collapsesSearch ? search : 0) : 0
        guard stretchedLarge != bar.largeTitleExtent || search != bar.searchExtent else { return }
        bar.largeTitleExtent = stretchedLarge
        bar.searchExtent = search
        bar.setNeedsLayout()
        updateContentOverlayInsets()
        view.setNeedsLayout()
    }
}

extension ScrollView {
    /// Tells the navigation controller showing this scroll view's controller that it
    /// scrolled (it may be the content scroll view whose offset collapses a large title
    /// and chooses the bars' appearances), and the tab bar controller's tab bar.
    func noteScrollForNavigationBar() {
        let controller = sequence(first: self as View, next: \.superview).lazy.compactMap(\.owningViewController).first
        controller?.navigationController?.contentScrollViewDidScroll(self)
        controller?.tabBarController?.tabBar.updateAppearance()
    }
}
