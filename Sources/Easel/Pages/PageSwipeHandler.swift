import Foundation

/// The queuing scroll view's delegate: turns a swipe of the pages into a page change.
///
/// When a drag begins, the data source is asked for the page before and the page
/// after the shown one, and their views wait in the slots beside it (a missing page
/// takes its slot out of the scroll range, so the content bounces there). When the
/// content first moves toward a waiting page, that page becomes pending: the delegate
/// hears `willTransitionTo`, the page is added as a child, and `viewWillDisappear`
/// (shown page) and `viewWillAppear` (pending page) are sent. When the scroll comes to
/// rest, the page it rests on is shown: `viewDidDisappear` and `viewDidAppear`, then
/// the old page's `willMove(toParent: nil)`, its view leaves, `removeFromParent()`, the
/// new page's `didMove(toParent:)`, the delegate's
/// `didFinishAnimating(true, previousViewControllers:transitionCompleted: true)`, and the
/// indicator's dot moves by one. Resting back on the shown page undoes the appearance
/// (the pending page disappears, the shown one appears again), removes the pending page
/// and reports `transitionCompleted: false`.
@MainActor
final class PageSwipeHandler: ScrollViewDelegate, _NSObjectBehaviour {
    private weak var pageViewController: PageViewController?

    init(pageViewController: PageViewController) {
        self.pageViewController = pageViewController
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        pageViewController?.queueNeighbouringPages()
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard scrollView.isDragging || scrollView.isDecelerating else { return }
        pageViewController?.beginSwipeIfMoved()
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { pageViewController?.settleSwipe() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        pageViewController?.settleSwipe()
    }
}

extension PageViewController {
    /// The offset along the pages' axis.
    private var axisOffset: CGFloat {
        navigationOrientation == .horizontal ? queuingScrollView.contentOffset.x : queuingScrollView.contentOffset.y
    }

    /// Asks the data source for the pages around the shown one and puts their views in
    /// the slots beside it.
    func queueNeighbouringPages() {
        guard let dataSource, shown.count == 1, change == nil, pending == nil else { return }
        let current = shown[0]
        let before = dataSource.pageViewController(self, viewControllerBefore: current)
        let after = dataSource.pageViewController(self, viewControllerAfter: current)
        removeQueuedViews()
        queued = (before.flatMap { $0 === current ? nil : $0 }, after.flatMap { $0 === current ? nil : $0 })
        for (slot, page) in [(0, queued.before), (2, queued.after)] {
            guard let page, let pageView = page.view else { continue }
            pageView.frame = slotFrame(slot)
            queuingScrollView.addSubview(pageView)
            pageView.layoutSubtreeIfNeeded()
        }
        queuingScrollView.contentInset = queueInsets
    }

    /// The content moved toward a waiting page: it becomes the pending page.
    func beginSwipeIfMoved() {
        guard pending == nil, shown.count == 1 else { return }
        let moved = axisOffset - restingOffset(along: navigationOrientation)
        guard abs(moved) > 0.5, let page = moved > 0 ? queued.after : queued.before else { return }
        beginSwipe(to: page)
    }

    private func restingOffset(along orientation: NavigationOrientation) -> CGFloat {
        orientation == .horizontal ? restingOffset.x : restingOffset.y
    }

    private func beginSwipe(to page: ViewController) {
        pending = page
        delegate?.pageViewController(self, willTransitionTo: [page])
        addChild(page)
        guard isAppearingOrAppeared else { return }
        shown[0].beginAppearanceTransition(false, animated: true)
        page.beginAppearanceTransition(true, animated: true)
    }

    /// The scroll came to rest: shows the page it rests on, or undoes the swipe.
    func settleSwipe() {
        guard shown.count == 1 else { return }
        let current = shown[0]
        let slot = Int((axisOffset / max(1, pagePitch)).rounded())
        let landed = slot <= 0 ? queued.before : slot >= 2 ? queued.after : nil
        if let pending, pending !== landed { undoSwipe(to: pending, keeping: current) }
        if let landed {
            if pending == nil { beginSwipe(to: landed) }
            completeSwipe(from: current, to: landed, forward: slot >= 2)
        }
        removeQueuedViews()
        queued = (nil, nil)
        queuingScrollView.contentInset = queueInsets
        queuingScrollView.contentOffset = restingOffset
        viewIfLoaded?.setNeedsLayout()
    }

    private func completeSwipe(from current: ViewController, to page: ViewController, forward: Bool) {
        pending = nil
        shown = [page]
        if isAppearingOrAppeared {
            current.endAppearanceTransition()
            page.endAppearanceTransition()
        }
        current.willMove(toParent: nil)
        current.loadedView?.removeFromSuperview()
        current.removeFromParent()
        page.loadedView?.frame = slotFrame(1)
        page.didMove(toParent: self)
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [current],
                                     transitionCompleted: true)
        if showsPageIndicator { pageControl.currentPage += forward ? 1 : -1 }
    }

    private func undoSwipe(to page: ViewController, keeping current: ViewController) {
        pending = nil
        if isAppearingOrAppeared {
            page.beginAppearanceTransition(false, animated: true)
            current.beginAppearanceTransition(true, animated: true)
            page.endAppearanceTransition()
            current.endAppearanceTransition()
        }
        page.willMove(toParent: nil)
        page.loadedView?.removeFromSuperview()
        page.removeFromParent()
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [current],
                                     transitionCompleted: false)
    }

    /// A swipe in progress ends where it started (before a programmatic change).
    func cancelSwipe() {
        guard let pending, shown.count == 1 else { return removeQueuedViews() }
        undoSwipe(to: pending, keeping: shown[0])
        removeQueuedViews()
        queued = (nil, nil)
    }

    /// Takes the waiting pages' views out of the scroll view (not a shown page's).
    private func removeQueuedViews() {
        for page in [queued.before, queued.after].compactMap({ $0 }) where !shown.contains(where: { $0 === page }) {
            if page.loadedView?.superview === queuingScrollView { page.loadedView?.removeFromSuperview() }
        }
    }
}
