import Foundation

/// Programmatic page changes: the containment and appearance calls around the views'
/// change, and the scroll style's slide.
extension PageViewController {
    /// Puts a shown page's view in its slot of the queuing scroll view.
    func placeShownPage(_ page: ViewController) {
        guard let part = shown.firstIndex(where: { $0 === page }), let pageView = page.view else { return }
        pageView.frame = slotFrame(1, part: part)
        queuingScrollView.addSubview(pageView)
    }

    /// Replaces the shown pages with `incoming` (see
    /// `setViewControllers(_:direction:animated:completion:)` for the order), sliding
    /// the new page in from the side `direction` names when it is given and the page
    /// view controller is on screen; `completion` runs when the pages have changed.
    func replaceShownPages(with incoming: [ViewController], sliding direction: NavigationDirection?,
                           completion: @escaping () -> Void) {
        let outgoing = shown.filter { old in !incoming.contains { $0 === old } }
        let arriving = incoming.filter { new in !shown.contains { $0 === new } }
        for page in arriving { addChild(page) }
        for page in outgoing { page.willMove(toParent: nil) }
        let onScreen = queuingScrollView.window != nil && isAppearingOrAppeared
        let loaded = viewIfLoaded != nil
        if loaded { for page in arriving { page.loadViewIfNeeded() } }
        let outgoingView = outgoing.count == 1 ? outgoing[0].loadedView.flatMap {
            $0.superview === queuingScrollView ? $0 : nil
        } : nil
        let incomingView = arriving.count == 1 && incoming.count == 1 ? arriving[0].loadedView : nil
        let slide = direction.flatMap { direction in
            onScreen && outgoingView != nil && incomingView != nil ? PageSlide(page: self, direction: direction) : nil
        }
        if onScreen {
            for page in outgoing { page.beginAppearanceTransition(false, animated: slide != nil) }
            for page in arriving { page.beginAppearanceTransition(true, animated: slide != nil) }
        }
        shown = incoming
        for page in outgoing where page.loadedView !== outgoingView { page.loadedView?.removeFromSuperview() }
        if loaded {
            for page in arriving {
                placeShownPage(page)
                if let slide, page.loadedView === incomingView { incomingView?.frame = slide.incomingStart }
                page.loadedView?.layoutSubtreeIfNeeded()
            }
        }
        let next = NavigationTransition(outgoingView: outgoingView, incomingView: incomingView, slide: slide,
                                        window: onScreen ? queuingScrollView.window : nil) { [weak self] in
            guard let self else { return }
            self.change = nil
            if onScreen {
                for page in outgoing { page.endAppearanceTransition() }
                for page in arriving { page.endAppearanceTransition() }
            }
            for page in outgoing { page.removeFromParent() }
            for page in arriving { page.didMove(toParent: self) }
            completion()
        }
        change = next
        next.start()
    }
}

/// The scroll style's programmatic slide: the new page comes in from the next slot
/// (`.forward`) or the previous one (`.reverse`) while the shown page leaves by the
/// other, the whole page length plus the spacing, as the queuing scroll view scrolls.
struct PageSlide: SlideGeometry {
    let bounds: CGRect
    let incomingStart: CGRect
    let outgoingEnd: CGRect

    @MainActor
    init(page: PageViewController, direction: PageViewController.NavigationDirection) {
        bounds = page.slotFrame(1)
        incomingStart = page.slotFrame(direction == .forward ? 2 : 0)
        outgoingEnd = page.slotFrame(direction == .forward ? 0 : 2)
    }
}
