import Foundation

/// Where a popover rests beside its source, as UIKit places it: the first permitted
/// arrow direction, in the order up, down, left, right, that leaves room for the whole
/// content; when none does, the one that shows the most of it, with the content cut to
/// the room. The popover is centred on the source along the arrow's edge and slid to
/// stay inside `area` (the container inside the safe area and `popoverLayoutMargins`);
/// the arrow's tip touches the source rectangle's edge at its centre, moved toward
/// the middle of that edge when the rounded corners would cut the arrow.
///
/// Apple documents no figures for the standard chrome; Easel uses those of UIKit's
/// standard popover since iOS 13: a 13-point arrow with a 36-point base and 13-point
/// corners. Without a `preferredContentSize` (a zero width or height) the content is
/// 320 points wide and 1100 tall, cut to the room, as UIKit documents for a view in a
/// popover (`contentSizeForViewInPopover`).
struct PopoverGeometry: Equatable {
    /// The arrow's height, base to tip.
    static let arrowHeight: CGFloat = 13
    /// The arrow's width at its base.
    static let arrowBase: CGFloat = 36
    /// The corner radius of the popover's bubble.
    static let cornerRadius: CGFloat = 13
    /// The content size without a `preferredContentSize`.
    static let defaultContentSize = CGSize(width: 320, height: 1100)

    /// The side of the popover the arrow is on, pointing away from it.
    let arrowDirection: PopoverArrowDirection
    /// The popover's content (the presented view), in the container.
    let contentFrame: CGRect
    /// The bubble and the arrow together, in the container.
    let frame: CGRect
    /// The arrow's tip, in the container.
    let arrowTip: CGPoint

    /// The placement of content of `preferredSize` beside `source` inside `area`, with
    /// an arrow in one of `permitted` (all directions when it names none).
    init(source: CGRect, area: CGRect, preferredSize: CGSize, permitted: PopoverArrowDirection) {
        let wanted = CGSize(width: preferredSize.width > 0 ? preferredSize.width : Self.defaultContentSize.width,
                            height: preferredSize.height > 0 ? preferredSize.height : Self.defaultContentSize.height)
        let allowed = permitted.intersection(.any).isEmpty ? PopoverArrowDirection.any : permitted.intersection(.any)
        let candidates = [PopoverArrowDirection.up, .down, .left, .right].filter { allowed.contains($0) }
        let rooms = candidates.map { (direction: $0, room: Self.room(toward: $0, of: source, in: area)) }
        let chosen = rooms.first { $0.room.width >= wanted.width && $0.room.height >= wanted.height }
            ?? rooms.max { Self.shownArea(of: wanted, in: $0.room) < Self.shownArea(of: wanted, in: $1.room) }!
        let size = CGSize(width: max(0, min(wanted.width, chosen.room.width)),
                          height: max(0, min(wanted.height, chosen.room.height)))
        arrowDirection = chosen.direction
        let arrow = Self.arrowHeight
        let inset = Self.cornerRadius + Self.arrowBase / 2
        switch chosen.direction {
        case .up, .down:
            let x = Self.clamp(source.midX - size.width / 2, area.minX, area.maxX - size.width)
            let y = chosen.direction == .up ? source.maxY : source.minY - size.height - arrow
            frame = CGRect(x: x, y: y, width: size.width, height: size.height + arrow)
            contentFrame = CGRect(x: x, y: chosen.direction == .up ? y + arrow : y, width: size.width, height: size.height)
            arrowTip = CGPoint(x: Self.clamp(source.midX, x + inset, x + size.width - inset),
                               y: chosen.direction == .up ? source.maxY : source.minY)
        default:
            let y = Self.clamp(source.midY - size.height / 2, area.minY, area.maxY - size.height)
            let x = chosen.direction == .left ? source.maxX : source.minX - size.width - arrow
            frame = CGRect(x: x, y: y, width: size.width + arrow, height: size.height)
            contentFrame = CGRect(x: chosen.direction == .left ? x + arrow : x, y: y, width: size.width, height: size.height)
            arrowTip = CGPoint(x: chosen.direction == .left ? source.maxX : source.minX,
                               y: Self.clamp(source.midY, y + inset, y + size.height - inset))
        }
    }

    /// The room for the content beside `source` with the arrow pointing `direction`.
    private static func room(toward direction: PopoverArrowDirection, of source: CGRect, in area: CGRect) -> CGSize {
        switch direction {
        case .up: CGSize(width: area.width, height: area.maxY - max(source.maxY, area.minY) - arrowHeight)
        case .down: CGSize(width: area.width, height: min(source.minY, area.maxY) - area.minY - arrowHeight)
        case .left: CGSize(width: area.maxX - max(source.maxX, area.minX) - arrowHeight, height: area.height)
        default: CGSize(width: min(source.minX, area.maxX) - area.minX - arrowHeight, height: area.height)
        }
    }

    /// How much of content of `size` a room shows.
    private static func shownArea(of size: CGSize, in room: CGSize) -> CGFloat {
        max(0, min(size.width, room.width)) * max(0, min(size.height, room.height))
    }

    /// `value` kept between `lower` and `upper` (`lower` when they cross).
    private static func clamp(_ value: CGFloat, _ lower: CGFloat, _ upper: CGFloat) -> CGFloat {
        max(lower, min(value, max(lower, upper)))
    }
}
