import EaselGraphics
import Foundation

/// Pinned headers and footers: kept inside the visible bounds while their section shows.
extension CollectionView {
    /// Where a pinned header (or, `trailing`, footer) of `frame` goes along the scroll
    /// axis (`horizontal` or vertical): a header at the start of the bounds less the
    /// adjusted content inset once scrolled past, pushed out by the end of its
    /// `section`; a footer the other way round.
    func pinned(_ frame: CGRect, trailing: Bool, section: ClosedRange<CGFloat>, horizontal: Bool) -> CGRect {
        let inset = adjustedContentInset
        let (start, length, origin) = horizontal
            ? (bounds.minX + inset.left, bounds.width - inset.left - inset.right, frame.minX)
            : (bounds.minY + inset.top, bounds.height - inset.top - inset.bottom, frame.minY)
        let size = horizontal ? frame.width : frame.height
        let main = trailing
            ? max(section.lowerBound, min(origin, start + length - size))
            : min(max(origin, start), section.upperBound - size)
        var pinned = frame
        if horizontal { pinned.origin.x = main } else { pinned.origin.y = main }
        return pinned
    }
}
