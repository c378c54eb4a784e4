import Foundation

/// A tap on the status bar, as the system hands it to the app.
extension Window {
    /// Taps the status bar, as a user does to scroll back to the top: the window's one
    /// scroll view that `scrollsToTop` asks its delegate and scrolls to its top
    /// (`ScrollView.scrollsToTop`). The status bar is the system's, outside the app's
    /// views (Easel's drawn one takes no touches), so this is the way to script the tap,
    /// as `scheduleTap(at:)` scripts touches. As UIKit documents, nothing scrolls when
    /// more than one scroll view on screen has `scrollsToTop` set (that case is
    /// reported); hidden and fully transparent views, and the views inside them, do
    /// not count.
    public func tapStatusBar() {
        var candidates: [ScrollView] = []
        func collect(in view: View) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if let scrollView = view as? ScrollView, scrollView.scrollsToTop { candidates.append(scrollView) }
            for subview in view.subviews { collect(in: subview) }
        }
        collect(in: self)
        guard candidates.count <= 1 else {
            return Trace.diagnostic("status bar tap: \(candidates.count) scroll views have scrollsToTop set, "
                                    + "so none scrolls to the top")
        }
        candidates.first?.scrollToTopForStatusBarTap()
    }
}
