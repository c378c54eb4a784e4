import Foundation

/// The safe-area insets and effective layout margins last reported to a view.
struct ReportedInsets {
    var safeArea = EdgeInsets.zero
    /// `nil` until the first report: the margins with no safe area.
    var margins: EdgeInsets?
}

/// UIKit's inset callbacks: `safeAreaInsetsDidChange()` and `layoutMarginsDidChange()`
/// (and the controller's `viewSafeAreaInsetsDidChange()` and
/// `viewLayoutMarginsDidChange()`), when the values differ from those last reported,
/// in that order, before the view's `layoutSubviews`.
extension View {
    /// Reports the view's changed safe area and margins to it and to `controller`, and
    /// marks the subviews whose safe area changed with it, so they report theirs in the
    /// same layout pass.
    func reportInsetChanges(to controller: ViewController?) {
        let safeArea = safeAreaInsets
        let margins = layoutMargins(safeAreaInsets: safeArea)
        let reportedMargins = reportedInsets.margins ?? layoutMargins(safeAreaInsets: .zero)
        reportedInsets.margins = margins
        if safeArea != reportedInsets.safeArea {
            reportedInsets.safeArea = safeArea
            safeAreaInsetsDidChange()
            controller?.viewSafeAreaInsetsDidChange()
            for subview in subviews where subview.safeAreaInsets != subview.reportedInsets.safeArea {
                subview.setNeedsLayout()
            }
        }
        if margins != reportedMargins {
            layoutMarginsDidChange()
            controller?.viewLayoutMarginsDidChange()
        }
    }
}
