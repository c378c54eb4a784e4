import EaselGraphics
import Foundation

/// The canvases one composite paints into, as a grid of fixed tiles, and a rectangle
/// of that grid: what a layer's walk hands down to its sublayers.
///
/// The framebuffer is repainted in fixed tiles of `width` × `height` pixels (narrower
/// at the window's right edge, shorter at its bottom), never through a clip: cairo and
/// pixman are not exact under translation (where an antialiased edge or a sampled image
/// meets the pixels depends on the extents of the operation), so painting the same
/// tiles with the same extents is what makes a frame made by repainting only the
/// damaged tiles pixel-identical to a full redraw, which paints them all. Only the
/// damaged tiles have a canvas.
///
/// A layer finds the tiles it meets from its device bounds in constant time
/// (`meeting(_:)`), so a tile is not walked by the layers away from it.
struct CompositorTiles {
    /// The tile's width, in pixels (see docs/BENCHMARKS.md, "layers", for the choice).
    static let width = 128
    /// The tile's height, in pixels.
    static let height = 32

    /// The canvases of a composite, by tile (row-major), and the grid's geometry.
    private final class Grid {
        let canvases: [CompositingCanvas?]
        let columnCount: Int
        let tileSize: CGSize
        /// The pixels the grid covers, in device coordinates.
        let area: CGRect

        init(canvases: [CompositingCanvas?], columnCount: Int, tileSize: CGSize, area: CGRect) {
            (self.canvases, self.columnCount, self.tileSize, self.area) = (canvases, columnCount, tileSize, area)
        }
    }

    private let grid: Grid
    /// The tiles of the grid this value covers.
    private let columns: Range<Int>
    private let rows: Range<Int>

    private init(grid: Grid, columns: Range<Int>, rows: Range<Int>) {
        (self.grid, self.columns, self.rows) = (grid, columns, rows)
    }

    /// One canvas (an offscreen bitmap, or one tile painted apart) as a grid of one tile.
    init(_ canvas: CompositingCanvas) {
        self.init(grid: Grid(canvases: [canvas], columnCount: 1, tileSize: canvas.area.size, area: canvas.area),
                  columns: 0..<1, rows: 0..<1)
    }

    /// The tiles of `framebuffer` that `rects` (window pixels) touch, each a canvas over
    /// the framebuffer's pixels, cleared, handed to `paint`; when `paint` returns the
    /// framebuffer holds the new pixels.
    static func repaint(_ rects: [CGRect], of framebuffer: Bitmap, paint: (CompositorTiles) -> Void) {
        let columnCount = (framebuffer.width + width - 1) / width
        let rowCount = (framebuffer.height + height - 1) / height
        var touched = Set<Int>()
        for rect in rects where !rect.isNull && !rect.isEmpty {
            let columns = span(rect.minX, rect.maxX, CGFloat(width), columnCount)
            for row in span(rect.minY, rect.maxY, CGFloat(height), rowCount) { for column in columns { touched.insert(row * columnCount + column) } }
        }
        guard !touched.isEmpty else { return }
        let indices = touched.sorted()
        let area = { (index: Int) in
            CGRect(x: index % columnCount * width, y: index / columnCount * height,
                   width: min(width, framebuffer.width - index % columnCount * width),
                   height: min(height, framebuffer.height - index / columnCount * height))
        }
        CompositingCanvas.repaint(indices.map(area), of: framebuffer) { canvases in
            var byTile = [CompositingCanvas?](repeating: nil, count: columnCount * rowCount)
            for (index, canvas) in zip(indices, canvases) { byTile[index] = canvas }
            let grid = Grid(canvases: byTile, columnCount: columnCount, tileSize: CGSize(width: width, height: height),
                            area: CGRect(x: 0, y: 0, width: framebuffer.width, height: framebuffer.height))
            // Only the rectangle of tiles the damage spans is walked.
            let columns = indices.map { $0 % columnCount }, rows = indices.map { $0 / columnCount }
            paint(CompositorTiles(grid: grid, columns: columns.min()!..<columns.max()! + 1,
                                  rows: rows.min()!..<rows.max()! + 1))
        }
    }

    /// The tiles of `size` along one axis that `lower..<upper` touches, within `0..<count`.
    private static func span(_ lower: CGFloat, _ upper: CGFloat, _ size: CGFloat, _ count: Int) -> Range<Int> {
        let first = max(0, Int((lower / size).rounded(.down)))
        let end = min(count, Int((upper / size).rounded(.up)))
        return first < end ? first..<end : 0..<0
    }

    /// The tiles of these that `box` (device pixels) meets.
    func meeting(_ box: CGRect) -> CompositorTiles {
        let inside = box.intersection(grid.area)
        guard !inside.isNull, !inside.isEmpty else { return CompositorTiles(grid: grid, columns: 0..<0, rows: 0..<0) }
        let local = inside.offsetBy(dx: -grid.area.minX, dy: -grid.area.minY)
        let columnCount = grid.columnCount, rowCount = grid.canvases.count / columnCount
        let columns = Self.span(local.minX, local.maxX, grid.tileSize.width, columnCount).clamped(to: self.columns)
        let rows = Self.span(local.minY, local.maxY, grid.tileSize.height, rowCount).clamped(to: self.rows)
        return CompositorTiles(grid: grid, columns: columns, rows: rows)
    }

    /// Whether `box` (device pixels) may meet a tile here; when not, `meeting(box)` is
    /// empty. One rectangle test against the span of these tiles, for the layers a
    /// composite skips: compared edge by edge, as a box may be null, not a number or
    /// reach infinity (Foundation's `intersects` traps on some of those), and only a
    /// box that surely misses the span gives `false`.
    func mayMeet(_ box: CGRect) -> Bool {
        let size = grid.tileSize
        let left = grid.area.minX + CGFloat(columns.lowerBound) * size.width
        let top = grid.area.minY + CGFloat(rows.lowerBound) * size.height
        let right = left + CGFloat(columns.count) * size.width, bottom = top + CGFloat(rows.count) * size.height
        let origin = box.origin, end = CGPoint(x: box.origin.x + box.size.width, y: box.origin.y + box.size.height)
        let missesAcross = (origin.x >= right && end.x >= right) || (origin.x <= left && end.x <= left)
        let missesDown = (origin.y >= bottom && end.y >= bottom) || (origin.y <= top && end.y <= top)
        return !(missesAcross || missesDown)
    }

    /// Whether no tile here is being painted.
    var isEmpty: Bool {
        for row in rows { for column in columns where grid.canvases[row * grid.columnCount + column] != nil { return false } }
        return true
    }

    /// Runs `body` on the canvas of each tile here that is being painted, in order.
    func forEach(_ body: (CompositingCanvas) -> Void) {
        for row in rows {
            for column in columns {
                if let canvas = grid.canvases[row * grid.columnCount + column] { body(canvas) }
            }
        }
    }
}
