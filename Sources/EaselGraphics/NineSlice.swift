import Foundation

/// How an image with a fixed border is fitted to a rectangle of another size, as
/// `UIImage.resizableImage(withCapInsets:)` and `CALayer.contentsCenter` do it: the
/// corners keep their size, the edges stretch (or repeat) along their length, and the
/// centre fills the rest.
///
/// When the rectangle is smaller than the two caps of a direction together, both caps
/// shrink in proportion and the centre gets nothing, as Core Animation draws it.
package struct NineSlice: Equatable {
    /// One piece: the part of the image (in pixels) and where it goes (in points).
    package struct Piece: Equatable {
        package let source: CGRect
        package let destination: CGRect
        /// Whether the piece repeats at the source's size instead of stretching (the
        /// edges and centre of a tiled image).
        package let tiles: Bool
    }

    /// The pieces with something to draw, row by row, left to right.
    package let pieces: [Piece]

    /// The pieces of `source` (the shown part of the image, in pixels, at `scale`
    /// pixels per point) drawn into `destination`, with the caps of `caps` (in points).
    /// The centre repeats when `tiles` is set.
    package init(source: CGRect, scale: CGFloat, caps: EdgeInsets, tiles: Bool, destination: CGRect) {
        let columns = Self.spans(source.minX, source.width, caps.left * scale, caps.right * scale,
                                 destination.minX, destination.width, scale: scale)
        let rows = Self.spans(source.minY, source.height, caps.top * scale, caps.bottom * scale,
                              destination.minY, destination.height, scale: scale)
        var pieces: [Piece] = []
        for (rowIndex, row) in rows.enumerated() {
            for (columnIndex, column) in columns.enumerated() {
                guard column.destination.count > 0, row.destination.count > 0,
                      column.source.count > 0, row.source.count > 0 else { continue }
                pieces.append(Piece(
                    source: CGRect(x: column.source.start, y: row.source.start,
                                   width: column.source.count, height: row.source.count),
                    destination: CGRect(x: column.destination.start, y: row.destination.start,
                                        width: column.destination.count, height: row.destination.count),
                    tiles: tiles && (rowIndex == 1 || columnIndex == 1)))
            }
        }
        self.pieces = pieces
    }

    /// A stretch of one direction: where it starts and how long it is.
    private struct Span {
        let start: CGFloat
        let count: CGFloat
    }

    /// The three spans (leading cap, centre, trailing cap) of one direction, in the
    /// source (pixels) and the destination (points). A centre of no pixels stretches the
    /// pixel where the caps meet.
    private static func spans(_ sourceStart: CGFloat, _ sourceLength: CGFloat, _ leadingCap: CGFloat,
                              _ trailingCap: CGFloat, _ destinationStart: CGFloat, _ destinationLength: CGFloat,
                              scale: CGFloat) -> [(source: Span, destination: Span)] {
        let leading = min(max(0, leadingCap), sourceLength)
        let trailing = min(max(0, trailingCap), sourceLength - leading)
        let centre = sourceLength - leading - trailing
        // The caps in points, shrunk together when the destination cannot hold them.
        var leadingPoints = leading / scale, trailingPoints = trailing / scale
        let capsPoints = leadingPoints + trailingPoints
        if capsPoints > destinationLength, capsPoints > 0 {
            leadingPoints *= destinationLength / capsPoints
            trailingPoints *= destinationLength / capsPoints
        }
        let centrePoints = max(0, destinationLength - leadingPoints - trailingPoints)
        let centreSource = centre > 0
            ? Span(start: sourceStart + leading, count: centre)
            : Span(start: max(sourceStart, min(sourceStart + leading, sourceStart + sourceLength - 1)), count: 1)
        return [
            (Span(start: sourceStart, count: leading), Span(start: destinationStart, count: leadingPoints)),
            (centreSource, Span(start: destinationStart + leadingPoints, count: centrePoints)),
            (Span(start: sourceStart + leading + centre, count: trailing),
             Span(start: destinationStart + leadingPoints + centrePoints, count: trailingPoints)),
        ]
    }
}
