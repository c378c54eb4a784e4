import EaselGraphics
import Foundation

/// The readable content guide: the margins, narrowed to a comfortable line length.
extension View {
    /// The part of the layout margins guide where lines of text stay easy to read, like
    /// `UIView.readableContentGuide`: as wide as the margins guide up to the readable
    /// width of the view's text size (672 points at the default size), centred between
    /// the margins when the view is wider.
    public var readableContentGuide: LayoutGuide { systemGuide(.readableContent) }

    /// The readable width for the view's content size category: UIKit's 672 points at
    /// the default size (`large`, body text at 17 points), scaled with the body text
    /// style's point size at other sizes and rounded to whole points.
    var readableWidth: CGFloat {
        let category = traitCollection.preferredContentSizeCategory
        let body = Font.TextStyle.body.size(for: category).pointSize
        return (body * 672 / 17).rounded()
    }

    /// The insets of the readable content guide for a view `width` points wide with
    /// these safe-area insets: the margins, and the extra room on each side where the
    /// margins guide is wider than the readable width.
    func readableContentInsets(width: CGFloat, safeAreaInsets: EdgeInsets) -> EdgeInsets {
        var insets = layoutMargins(safeAreaInsets: safeAreaInsets)
        let extra = max(0, (width - insets.left - insets.right - readableWidth) / 2)
        insets.left += extra
        insets.right += extra
        return insets
    }
}
