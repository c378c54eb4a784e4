import EaselGraphics
import Foundation

/// The scroll indicators: thin rounded bars at the trailing and bottom edges (the
/// vertical one on the left in a right-to-left layout, as UIKit puts it), shown while
/// the content scrolls and faded out once it rests.
///
/// Easel's geometry: 3 points thick, 3 points from the edges, black at 35% opacity
/// (white with `indicatorStyle` `.white`), at least 36 points long (shortened by how
/// far the content is pulled past an edge, down to 7); they fade out over 0.25 s,
/// 0.5 s after scrolling ends. They are subviews of the scroll view, kept in front,
/// as UIKit's are.
extension ScrollView {
    static let indicatorThickness: CGFloat = 3
    static let indicatorInset: CGFloat = 3
    static let indicatorMinimumLength: CGFloat = 36
    static let indicatorBouncingMinimumLength: CGFloat = 7

    func showScrollIndicators() {
        let (vertical, horizontal) = makeIndicatorsIfNeeded()
        for (indicator, shown) in [(vertical, showsVerticalScrollIndicator && scrollsVertically),
                                   (horizontal, showsHorizontalScrollIndicator && scrollsHorizontally)] {
            indicator.layer.removeAllAnimations()
            View.performWithoutAnimation { indicator.alpha = shown ? 1 : 0 }
        }
        updateScrollIndicators()
    }

    func hideScrollIndicators() {
        guard let indicators else { return }
        View.animate(withDuration: 0.25, delay: 0.5, options: [.beginFromCurrentState], animations: {
            indicators.vertical.alpha = 0
            indicators.horizontal.alpha = 0
        })
    }

    private func makeIndicatorsIfNeeded() -> (vertical: View, horizontal: View) {
        if let indicators { return indicators }
        let made = (vertical: View(frame: .zero), horizontal: View(frame: .zero))
        for indicator in [made.vertical, made.horizontal] {
            indicator.backgroundColor = indicatorStyle.indicatorColor
            indicator.layer.cornerRadius = Self.indicatorThickness / 2
            indicator.isUserInteractionEnabled = false
            indicator.alpha = 0
            addSubview(indicator)
        }
        made.vertical.accessibilityIdentifier = "verticalScrollIndicator"
        made.horizontal.accessibilityIdentifier = "horizontalScrollIndicator"
        indicators = made
        return made
    }

    /// Paints the indicators in `indicatorStyle`'s colour.
    func recolorScrollIndicators() {
        guard let indicators else { return }
        indicators.vertical.backgroundColor = indicatorStyle.indicatorColor
        indicators.horizontal.backgroundColor = indicatorStyle.indicatorColor
    }

    /// Places the indicators along the visible edges for the current offset.
    func updateScrollIndicators() {
        guard let indicators else { return }
        let inset = adjustedContentInset, visible = bounds, range = offsetRange
        let v = verticalScrollIndicatorInsets, h = horizontalScrollIndicatorInsets
        let vertical = Self.indicatorSpan(
            trackStart: visible.minY + inset.top + v.top + Self.indicatorInset,
            trackEnd: visible.maxY - inset.bottom - v.bottom - Self.indicatorInset,
            visible: visible.height, content: contentSize.height + inset.top + inset.bottom,
            offset: visible.minY, range: range.y)
        let verticalX = isRightToLeft ? visible.minX + inset.left + v.left + Self.indicatorInset
            : visible.maxX - inset.right - v.right - Self.indicatorInset - Self.indicatorThickness
        indicators.vertical.frame = CGRect(x: verticalX, y: vertical.start, width: Self.indicatorThickness,
                                           height: vertical.length)
        let horizontal = Self.indicatorSpan(
            trackStart: visible.minX + inset.left + h.left + Self.indicatorInset,
            trackEnd: visible.maxX - inset.right - h.right - Self.indicatorInset,
            visible: visible.width, content: contentSize.width + inset.left + inset.right,
            offset: visible.minX, range: range.x)
        indicators.horizontal.frame = CGRect(
            x: horizontal.start, y: visible.maxY - inset.bottom - h.bottom - Self.indicatorInset - Self.indicatorThickness,
            width: horizontal.length, height: Self.indicatorThickness)
        if subviews.last !== indicators.horizontal {
            bringSubviewToFront(indicators.vertical)
            bringSubviewToFront(indicators.horizontal)
        }
    }

    /// Where an indicator starts along its track and how long it is.
    private static func indicatorSpan(trackStart: CGFloat, trackEnd: CGFloat, visible: CGFloat, content: CGFloat,
                                      offset: CGFloat, range: ClosedRange<CGFloat>) -> (start: CGFloat, length: CGFloat) {
        let track = max(0, trackEnd - trackStart)
        var length = content > 0 ? track * min(1, visible / content) : track
        length = min(track, max(indicatorMinimumLength, length))
        let overshoot = max(0, range.lowerBound - offset, offset - range.upperBound)
        length = min(length, max(indicatorBouncingMinimumLength, length - overshoot))
        let span = range.upperBound - range.lowerBound
        let progress = span > 0 ? min(1, max(0, (offset - range.lowerBound) / span)) : 0
        return (trackStart + progress * (track - length), length)
    }
}
