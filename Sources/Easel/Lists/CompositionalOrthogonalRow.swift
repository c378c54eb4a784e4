import Foundation

/// The row of a section whose groups scroll across the layout's direction
/// (`orthogonalScrollingBehavior`), in the layout's content coordinates, laid out left
/// to right: the room its scroll view takes, how long its content is, and where its
/// groups start, from which the behaviour's resting offsets follow.
///
/// Offsets here are logical: 0 shows the row's leading edge and they grow toward its
/// trailing end, in either layout direction.
struct CompositionalOrthogonalRow {
    var behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
    /// The axis the row scrolls along: across the layout's scroll direction.
    var axis: CompositionalLayoutAxis
    /// The room of the row's scroll view: the section's content (its groups and its
    /// insets along the layout's direction), across the whole layout.
    var frame: CGRect
    /// The length of the row's content along `axis`, insets included.
    var length: CGFloat
    /// Each group's extent along `axis`, in the row's content coordinates.
    var groups: [ClosedRange<CGFloat>]
    /// The section's content inset before the first group along `axis`.
    var leadingInset: CGFloat

    /// The size of the scroll view's content.
    var contentSize: CGSize { axis.size(main: length, cross: axis.cross(frame.size)) }

    /// The offsets the largest one can reach in a row `visible` points long.
    func maximumOffset(visible: CGFloat) -> CGFloat { max(0, length - visible) }

    /// Where a row `visible` points long comes to rest after a drag that started at
    /// `start` and was let go at `offset` with `velocity` (points per second), given the
    /// `natural` rest of its deceleration: anywhere when continuous; at the nearest
    /// group's leading edge (behind the leading inset); a page, a group, or a centred
    /// group away from the one the drag started on at most, the flick projected as
    /// UIKit's paging projects it (velocity / 1000 · r / (1 − r) at the fast rate).
    func restingOffset(natural: CGFloat, start: CGFloat, offset: CGFloat, velocity: CGFloat, visible: CGFloat) -> CGFloat {
        let stops: [CGFloat]
        switch behavior {
        case .none, .continuous:
            return natural
        case .continuousGroupLeadingBoundary:
            return clamped(nearest(to: natural, in: groups.map { $0.lowerBound - leadingInset }), visible: visible)
        case .paging:
            let pages = visible > 0 ? Int((maximumOffset(visible: visible) / visible).rounded(.up)) : 0
            stops = (0...pages).map { CGFloat($0) * visible }
        case .groupPaging:
            stops = groups.map { $0.lowerBound - leadingInset }
        case .groupPagingCentered:
            stops = groups.map { ($0.lowerBound + $0.upperBound) / 2 - visible / 2 }
        }
        guard !stops.isEmpty else { return natural }
        let fast = ScrollView.DecelerationRate.fast.rawValue
        let projected = offset + velocity / 1000 * fast / (1 - fast)
        let first = index(nearest: start, in: stops)
        let chosen = min(first + 1, max(first - 1, index(nearest: projected, in: stops)))
        return clamped(stops[chosen], visible: visible)
    }

    private func clamped(_ offset: CGFloat, visible: CGFloat) -> CGFloat {
        min(max(offset, 0), maximumOffset(visible: visible))
    }

    private func nearest(to value: CGFloat, in stops: [CGFloat]) -> CGFloat {
        stops.isEmpty ? value : stops[index(nearest: value, in: stops)]
    }

    /// The index of the stop nearest `value` (the first of two as near).
    private func index(nearest value: CGFloat, in stops: [CGFloat]) -> Int {
        stops.indices.min { abs(stops[$0] - value) < abs(stops[$1] - value) } ?? 0
    }
}
