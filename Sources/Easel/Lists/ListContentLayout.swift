import EaselGraphics
import Foundation

/// Where a list row's image, text and secondary text go: the one layout both the
/// cells' built-in styles and `ListContentView` use.
///
/// The image stands at the leading margin, vertically centered in the room it takes
/// (its own size, or a larger reserved one it is centred in), and the text
/// `imageToTextPadding` after that room. `single` centers the text; `stacked` (subtitle)
/// centers the text above the secondary text; `sideBySide` (value1) puts the secondary
/// text at the trailing margin on the text's line (stacked under it at the
/// accessibility text sizes); `value2` gives the text a fixed
/// trailing-aligned column and the secondary text the rest. In a right-to-left layout
/// every frame is mirrored: the image stands at the right, the text column ends at it.
@MainActor
struct ListContentLayout {
    enum Arrangement {
        case single, stacked, sideBySide, value2

        /// The arrangement at a text size of `category`: side-by-side texts stack at
        /// the accessibility sizes, as UIKit's value1 cells and value cells do, where
        /// the text and its detail no longer fit on one line.
        func fitting(_ category: ContentSizeCategory) -> Arrangement {
            self == .sideBySide && category.isAccessibilityCategory ? .stacked : self
        }
    }

    var arrangement: Arrangement
    var leadingMargin: CGFloat
    var trailingMargin: CGFloat
    var imageSize: CGSize?
    /// The room the image takes, in which it is centred: its own size unless more is
    /// reserved (`ListContentConfiguration.ImageProperties.reservedLayoutSize`).
    var imageRoom: CGSize?
    var imageToTextPadding: CGFloat = 16
    var textToSecondaryTextVerticalPadding: CGFloat = 2
    var textToSecondaryTextHorizontalPadding = Self.horizontalTextPadding
    /// The direction the leading and trailing margins follow.
    var layoutDirection = UserInterfaceLayoutDirection.leftToRight
    /// The least height `fittingHeight` gives: a row's 44 points, none for a header or footer.
    var minimumHeight = TableStyleMetrics.defaultRowHeight
    /// The space between text and secondary text side by side.
    static let horizontalTextPadding: CGFloat = 8
    /// The text column of `value2`, as UIKit's value2 cells draw it.
    static let value2TextWidth: CGFloat = 75

    /// The frames of the image, the text and the secondary text in `bounds`, mirrored
    /// within it in a right-to-left layout.
    func frames(in bounds: CGRect, text: Label?, secondary: Label?) -> (image: CGRect, text: CGRect, secondary: CGRect) {
        let frames = leftToRightFrames(in: bounds, text: text, secondary: secondary)
        guard layoutDirection == .rightToLeft else { return frames }
        func mirrored(_ frame: CGRect) -> CGRect {
            frame == .zero ? frame : CGRect(x: bounds.minX + bounds.maxX - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        }
        return (mirrored(frames.image), mirrored(frames.text), mirrored(frames.secondary))
    }

    /// How far the text starts from the leading edge of `bounds`: where a row's
    /// separator starts by default.
    func textLeadingInset(in bounds: CGRect, text: Label?, secondary: Label?) -> CGFloat {
        let frame = frames(in: bounds, text: text, secondary: secondary).text
        return layoutDirection == .rightToLeft ? bounds.maxX - frame.maxX : frame.minX - bounds.minX
    }

    /// The frames as a left-to-right layout places them.
    private func leftToRightFrames(in bounds: CGRect, text: Label?, secondary: Label?) -> (image: CGRect, text: CGRect, secondary: CGRect) {
        var imageFrame = CGRect.zero
        var x = bounds.minX + leadingMargin
        if let imageSize {
            let room = imageRoom ?? imageSize
            imageFrame = CGRect(x: x + (room.width - imageSize.width) / 2, y: bounds.midY - imageSize.height / 2,
                                width: imageSize.width, height: imageSize.height)
            x += room.width + imageToTextPadding
        }
        let end = bounds.maxX - trailingMargin
        let width = max(0, end - x)
        func size(_ label: Label?, _ width: CGFloat) -> CGSize {
            guard let label, label.text?.isEmpty == false else { return .zero }
            return label.sizeThatFits(CGSize(width: width, height: 0))
        }
        func centered(_ x: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
            CGRect(x: x, y: (bounds.midY - height / 2).rounded(), width: width, height: height)
        }
        switch arrangement {
        case .single:
            return (imageFrame, centered(x, width, size(text, width).height), .zero)
        case .stacked:
            let top = size(text, width).height, bottom = size(secondary, width).height
            let padding = top > 0 && bottom > 0 ? textToSecondaryTextVerticalPadding : 0
            let y = (bounds.midY - (top + padding + bottom) / 2).rounded()
            return (imageFrame, CGRect(x: x, y: y, width: width, height: top),
                    CGRect(x: x, y: y + top + padding, width: width, height: bottom))
        case .sideBySide:
            let detail = size(secondary, width)
            let detailWidth = min(detail.width, width)
            let textWidth = max(0, width - detailWidth - (detailWidth > 0 ? textToSecondaryTextHorizontalPadding : 0))
            return (imageFrame, centered(x, textWidth, size(text, textWidth).height),
                    centered(end - detailWidth, detailWidth, detail.height))
        case .value2:
            let column = min(width, Self.value2TextWidth)
            let detailX = x + column + textToSecondaryTextHorizontalPadding
            let detailWidth = max(0, end - detailX)
            return (imageFrame, centered(x, column, size(text, column).height),
                    centered(detailX, detailWidth, size(secondary, detailWidth).height))
        }
    }

    /// The height a row needs for this content `width` wide: the content (the image's
    /// room) and `padding` above and below (11 points, `TableStyleMetrics`), at least
    /// `minimumHeight`.
    func fittingHeight(width: CGFloat, text: Label?, secondary: Label?,
                       padding: (top: CGFloat, bottom: CGFloat) = (TableStyleMetrics.cellVerticalPadding,
                                                                   TableStyleMetrics.cellVerticalPadding)) -> CGFloat {
        let probe = CGRect(x: 0, y: 0, width: width, height: 0)
        let placed = frames(in: probe, text: text, secondary: secondary)
        let roomHeight = imageRoom?.height ?? placed.image.height
        let room = placed.image.isEmpty ? .zero : placed.image.insetBy(dx: 0, dy: (placed.image.height - roomHeight) / 2)
        let content = [room, placed.text, placed.secondary].filter { !$0.isEmpty }
        let height = (content.map(\.maxY).max() ?? 0) - (content.map(\.minY).min() ?? 0)
        return max(minimumHeight, height + padding.top + padding.bottom)
    }
}
