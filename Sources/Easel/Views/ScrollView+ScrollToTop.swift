import Foundation

/// The scroll to the top a tap on the status bar asks for, as UIKit does it.
extension ScrollView {
    /// Scrolls to the top of the content for a status-bar tap, when the delegate agrees
    /// (`scrollViewShouldScrollToTop(_:)`): an animated `setContentOffset` to the top
    /// edge of the adjusted content inset, then `scrollViewDidScrollToTop(_:)` once it
    /// comes to rest (at once when the content is already there).
    func scrollToTopForStatusBarTap() {
        guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        let top = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
        guard top != contentOffset else {
            stopMotion()
            delegate?.scrollViewDidScrollToTop(self)
            return
        }
        setContentOffset(top, animated: true)
        isScrollingToTop = motion != nil
    }
}
