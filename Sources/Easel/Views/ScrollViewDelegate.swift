import Foundation

/// Hears about a scroll view's scrolling, like `UIScrollViewDelegate`. Every method is
/// optional.
@preconcurrency @MainActor
public protocol ScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed, like `scrollViewDidScroll(_:)`.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag began, like `scrollViewWillBeginDragging(_:)`.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted, with the velocity in points per millisecond and where the
    /// scroll will come to rest, which the delegate may change through the pointer's
    /// `pointee`, like `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
    /// (UIKit's signature, so that a conformance written for iOS is the one called).
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended, like `scrollViewDidEndDragging(_:willDecelerate:)`.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The scroll goes on after the finger lifted, like `scrollViewWillBeginDecelerating(_:)`.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The scroll came to rest, like `scrollViewDidEndDecelerating(_:)`.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated `setContentOffset(_:animated:)` finished, like
    /// `scrollViewDidEndScrollingAnimation(_:)`.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// A tap on the status bar is about to scroll the content to its top, like
    /// `scrollViewShouldScrollToTop(_:)`: `false` keeps it where it is (`true` by default).
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    /// The scroll to the top a status-bar tap started came to rest, like
    /// `scrollViewDidScrollToTop(_:)`.
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
    /// The view the scroll view scales when it zooms, like `viewForZooming(in:)`;
    /// without one (the default) the scroll view does not zoom.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// A pinch is about to zoom `view`, like `scrollViewWillBeginZooming(_:with:)`.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// The zoom scale changed, like `scrollViewDidZoom(_:)`.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// A pinch or an animated zoom ended at `scale`, like
    /// `scrollViewDidEndZooming(_:with:atScale:)`.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat)
    /// `adjustedContentInset` changed (after the scroll view's own
    /// `adjustedContentInsetDidChange()`), like `scrollViewDidChangeAdjustedContentInset(_:)`.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

/// UIKit's defaults: each method does nothing.
extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
