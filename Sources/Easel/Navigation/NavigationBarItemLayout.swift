import EaselGraphics
import Foundation

/// Where a navigation bar puts one item's title and back button, with UIKit's iPhone
/// metrics: the back indicator (a chevron in a 13 × 21-point box, the size of UIKit's
/// back indicator image) 8 points from the leading edge, the back title 6 points after
/// it, the title centred in the bar and kept clear of the back button. Everything is
/// centred vertically and placed on the pixel grid, as UIKit rounds its views' frames.
/// In a right-to-left bar the back button is mirrored to the right; the title stays centred.
///
/// The back title is UIKit's `UINavigationItem.BackButtonDisplayMode.default`: the
/// first of the titles offered (the back item's `backButtonTitle` or title, then
/// "Back") that fits beside the title, and no title at all when none does.
struct NavigationBarItemLayout {
    /// The title, 17-point semibold `label`.
    static let titleFont = Font.systemFont(ofSize: 17, weight: .semibold)
    /// The back title, 17-point regular.
    static let backFont = Font.systemFont(ofSize: 17)
    /// The back indicator's distance from the leading edge.
    static let backIndicatorLeading: CGFloat = 8
    /// The back indicator image's size.
    static let backIndicatorSize = CGSize(width: 13, height: 21)
    /// The gap between the indicator and the back title.
    static let backTitleGap: CGFloat = 6
    /// The least gap between the back button (or the bar's edge) and the title.
    static let titleGap: CGFloat = 8
    /// The distance of bar button items from the bar's edges (iOS 26's bar margins,
    /// estimated from Apple's design resources).
    static let itemMargin: CGFloat = 16

    /// The title as laid out, and where it is drawn.
    let title: (layout: TextLayout, origin: CGPoint)?
    /// The back indicator's box, when the back button shows.
    let backIndicator: CGRect?
    /// The back title as laid out, and where it is drawn.
    let backTitle: (layout: TextLayout, origin: CGPoint)?
    /// Where a tap hits the back button: the bar's height from the leading edge to past
    /// its title.
    let backButtonFrame: CGRect?

    /// Where the title view goes: centred at `size`, narrowed to the room the title has.
    let titleViewFrame: CGRect?

    /// The layout of `title` (or a title view of `titleViewSize`) and a back button
    /// offering `backTitles` in order of preference (`nil`: no back button), in a bar of
    /// `bounds` on a screen of `scale`, with bar button items taking `leadingItems` and
    /// `trailingItems` points from the edges (0: none).
    /// In a right-to-left bar (`isRightToLeft`) the back button is mirrored.
    /// The title and back title are drawn in `appearance`'s title attributes and back
    /// button's normal title attributes over the defaults above.
    init(title titleText: String?, titleViewSize: CGSize? = nil, backTitles: [String]?, leadingItems: CGFloat = 0,
         trailingItems: CGFloat = 0, bounds: CGRect, scale: CGFloat, tintColor: Color, isRightToLeft: Bool = false,
         appearance: NavigationBarAppearance? = nil) {
        func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        func attributes(_ font: Font, _ color: Color, _ custom: [NSAttributedString.Key: Any]?) -> TextAttributes {
            TextAttributes(custom, defaults: TextAttributes(
                font: font, foregroundColor: color,
                paragraphStyle: ParagraphStyle(alignment: .left, lineBreakMode: .byTruncatingTail)))
        }
        let titleAttributes = attributes(Self.titleFont, .label, appearance?.titleTextAttributes)
        let backAttributes = attributes(Self.backFont, tintColor, appearance?.backButtonAppearance.normal.titleTextAttributes)
        let titleAdjustment = appearance?.titlePositionAdjustment ?? .zero
        func measure(_ text: String, _ attributes: TextAttributes, width: CGFloat) -> TextLayout {
            TextLayout(text, attributes: attributes,
                       containerSize: CGSize(width: max(1, width), height: TextLayout.unboundedSize.height),
                       numberOfLines: 1)
        }
        func centredY(_ height: CGFloat) -> CGFloat { snap(bounds.minY + (bounds.height - height) / 2) }

        let indicatorSize = Self.backIndicatorSize
        let indicator = backTitles == nil ? nil
            : CGRect(origin: CGPoint(x: bounds.minX + Self.backIndicatorLeading, y: centredY(indicatorSize.height)),
                     size: indicatorSize)
        let backTitleX = (indicator?.maxX ?? 0) + Self.backTitleGap
        // The title keeps the same distance from both edges, so that it stays centred.
        let sideWidth = max(Self.titleGap * 2, (indicator?.maxX ?? 0) - bounds.minX + leadingItems + Self.titleGap,
                            trailingItems + Self.titleGap)
        titleViewFrame = titleViewSize.map { size in
            let width = min(size.width, max(0, bounds.width - 2 * sideWidth)), height = min(size.height, bounds.height)
            return CGRect(x: snap(bounds.midX - width / 2), y: centredY(height), width: width, height: height)
        }
        let titleLayout = titleViewSize != nil ? nil : titleText.flatMap { $0.isEmpty ? nil : $0 }
            .map { measure($0, titleAttributes, width: bounds.width - 2 * sideWidth) }
        let centredTitle: (layout: TextLayout, origin: CGPoint)? = titleLayout.map { layout in
            (layout, CGPoint(x: snap(bounds.midX - layout.size.width / 2 + titleAdjustment.horizontal),
                             y: centredY(layout.size.height) + snap(titleAdjustment.vertical)))
        }

        var back: (layout: TextLayout, origin: CGPoint)?
        if let backTitles {
            let room = (centredTitle?.origin.x ?? bounds.maxX) - Self.titleGap - backTitleX
            let fitting = backTitles.filter { !$0.isEmpty }.lazy
                .map { measure($0, backAttributes, width: TextLayout.unboundedSize.width) }
                .first { $0.size.width <= room }
            back = fitting.map { ($0, CGPoint(x: snap(backTitleX), y: centredY($0.size.height))) }
        }
        let button = indicator.map { indicator in
            let end = back.map { $0.origin.x + $0.layout.size.width } ?? indicator.maxX
            return CGRect(x: bounds.minX, y: bounds.minY, width: end + Self.titleGap - bounds.minX, height: bounds.height)
        }
        title = centredTitle
        guard isRightToLeft else {
            (backTitle, backIndicator, backButtonFrame) = (back, indicator, button)
            return
        }
        func mirrored(_ rect: CGRect) -> CGRect {
            CGRect(x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
        func mirrored(_ text: (layout: TextLayout, origin: CGPoint)) -> (layout: TextLayout, origin: CGPoint) {
            (text.layout, mirrored(CGRect(origin: text.origin, size: text.layout.size)).origin)
        }
        backTitle = back.map(mirrored)
        backIndicator = indicator.map(mirrored)
        backButtonFrame = button.map(mirrored)
    }
}
