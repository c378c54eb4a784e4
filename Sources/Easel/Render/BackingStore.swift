import EaselGraphics
import Foundation

/// Pixels drawn by a layer (`ceil(pointSize × scale)` of them), and the size in points
/// they were drawn for.
///
/// A store drawn afresh keeps only the pixels around its ink (what is not transparent
/// black), when that is less than half of it: a label's few glyphs, not the whole of
/// its bounds. It is drawn in a shared scratch bitmap, which is cleared again where the
/// ink was, so that a screen of labels neither clears nor maps a new store's memory for
/// each. A store drawn again in part holds all its pixels from then on.
///
/// A class, so that the presentation copies of a layer, which hold the same store,
/// see its pixels and ink change.
@MainActor
final class BackingStore {
    /// The store's pixels, or the part of them that holds the ink (see `offset`).
    private(set) var bitmap: Bitmap
    /// Where `bitmap`'s top-left pixel is among the store's pixels: zero unless the
    /// store keeps only its ink.
    private(set) var offset = CGPoint.zero
    /// The store's size in pixels.
    let width: Int
    let height: Int
    let scale: CGFloat
    let pointSize: CGSize
    /// The pixels that may hold ink (see `Bitmap.inkBounds(in:)`), in the store's
    /// pixels: the compositor paints the store only there. Null while nothing is drawn.
    private(set) var ink = CGRect.null

    /// A store drawn by `draw`, which gets a bitmap of the store's size, all transparent.
    init(width: Int, height: Int, scale: CGFloat, pointSize: CGSize, drawnBy draw: (Bitmap) -> Void) {
        self.width = width
        self.height = height
        self.scale = scale
        self.pointSize = pointSize
        let canvas = Self.scratch(width: width, height: height)
        draw(canvas)
        let whole = CGRect(x: 0, y: 0, width: width, height: height)
        ink = canvas.inkBounds(in: whole)
        // Two pixels around the ink, which linear filtering and the compositor's clip
        // reach (see `Compositor.storeInk`), are kept transparent.
        let kept = ink.insetBy(dx: -2, dy: -2).intersection(whole)
        if !kept.isNull, kept.width * kept.height * 2 >= whole.width * whole.height {
            bitmap = canvas
            return
        }
        bitmap = kept.isNull ? Bitmap(width: 0, height: 0) : Bitmap(copying: kept, of: canvas)
        offset = kept.isNull ? .zero : kept.origin
        if !kept.isNull { canvas.clear(kept) }
        Self.spare = canvas
    }

    /// The transparent bitmap the next store is drawn in, kept from the last store
    /// that gave it back.
    private static var spare: Bitmap?

    /// A transparent bitmap of a size: the spare one if it has that size.
    private static func scratch(width: Int, height: Int) -> Bitmap {
        if let spare, spare.width == width, spare.height == height {
            Self.spare = nil
            return spare
        }
        return Bitmap(width: width, height: height)
    }

    /// Makes `bitmap` hold all the store's pixels, for a draw in part or a placement
    /// other than one pixel per `1 / scale` points from the origin.
    func holdAllPixels() {
        guard offset != .zero || bitmap.width != width || bitmap.height != height else { return }
        let all = Bitmap(width: width, height: height)
        if bitmap.width > 0 { all.copyPixels(of: bitmap, to: offset) }
        bitmap = all
        offset = .zero
    }

    /// Updates `ink` after a draw that could change only `pixels` (a rectangle of
    /// pixels, grown to whole ones): the ink found there, with what was outside it
    /// before. The store holds all its pixels.
    func noteDrawing(in pixels: CGRect) {
        let pixels = pixels.integral
        let found = bitmap.inkBounds(in: pixels)
        ink = pixels.contains(ink) ? found : ink.union(found)
    }
}
