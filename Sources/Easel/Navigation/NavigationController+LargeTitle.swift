import Foundation

extension NavigationController {
    /// The scroll view whose scrolling collapses the large title, as UIKit finds it: the
    /// top controller's view when it is a scroll view (a table view controller's), else
    /// that view's first subview when it is one.
    var contentScrollView: ScrollView? {
        guard let view = topViewController?.viewIfLoaded else { return nil }
        return view as? ScrollView ?? view.subviews.first as? ScrollView
    }

    /// The content scroll view moved: the large title's area follows the content's top
    /// edge (less `contentInset.top`), as on iOS, where the 96-point bar shrinks to the
    /// inline 44 points as the content scrolls up under it and stretches while the
    /// content is pulled down. The bar's new height moves the children's safe area,
    /// and with it the scroll view's `adjustedContentInset`, so the content's top edge
    /// stays under the bar's bottom edge.
    func contentScrollViewDidScroll(_ scrollView: ScrollView) {
        guard scrollView === contentScrollView, navigationBar.showsLargeTitle, !barIsHidden,
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
    /// scrolled: it may be the content scroll view whose offset collapses a large title.
    func noteScrollForNavigationBar() {
        let controller = owningViewController ?? superview?.owningViewController
        controller?.navigationController?.contentScrollViewDidScroll(self)
    }
}
