import Foundation

extension NavigationController {
    /// Whether the content is scrolled to its top edge (or there is no content scroll
    /// view), when UIKit shows the bar's scroll-edge appearance.
    var contentIsAtTopEdge: Bool { contentScrollView?.isAtTopEdge ?? true }

    /// The content scroll view moved: the large title's area follows the content's top
    /// edge (less `contentInset.top`), as on iOS, where the 96-point bar shrinks to the
    /// inline 44 points as the content scrolls up under it and stretches while the
    /// content is pulled down. The bar's new height moves the children's safe area,
    /// and with it the scroll view's `adjustedContentInset`, so the content's top edge
    /// stays under the bar's bottom edge.
    func contentScrollViewDidScroll(_ scrollView: ScrollView) {
        guard scrollView === contentScrollView else { return }
        navigationBar.updateAppearance()
        if !isToolbarHidden { toolbar.updateAppearance() }
        guard navigationBar.showsLargeTitle, !barIsHidden,
              let view = viewIfLoaded, view.window != nil, scrollView.window === view.window else { return }
        let contentTop = scrollView.convert(CGPoint(x: 0, y: -scrollView.contentInset.top), to: view).y
        let inlineBottom = navigationBarFrame.minY + NavigationBar.height(compactHeight: false)
        let extent = max(0, contentTop - inlineBottom)
        guard extent != navigationBar.largeTitleExtent else { return }
        navigationBar.largeTitleExtent = extent
        updateContentOverlayInsets()
        view.setNeedsLayout()
    }
}

extension ScrollView {
    /// Tells the navigation controller showing this scroll view's controller that it
    /// scrolled (it may be the content scroll view whose offset collapses a large title
    /// and chooses the bars' appearances), and the tab bar controller's tab bar.
    func noteScrollForNavigationBar() {
        let controller = owningViewController ?? superview?.owningViewController
        controller?.navigationController?.contentScrollViewDidScroll(self)
        controller?.tabBarController?.tabBar.updateAppearance()
    }
}
