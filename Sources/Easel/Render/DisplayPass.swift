import EaselGraphics
import Foundation

/// The draw call in progress.
@MainActor
enum DisplayPass {
    /// The rectangle the draw call running now redraws, in the layer's coordinates;
    /// `nil` outside draw calls.
    static var rect: CGRect?
}

/// Pixels drawn by a layer, and the size in points they were drawn for.
///
/// A class, so that the presentation copies of a layer, which hold the same store,
/// see its ink change with its pixels.
final class BackingStore {
    let bitmap: Bitmap
    let scale: CGFloat
    let pointSize: CGSize
    /// The pixels that may hold ink (see `Bitmap.inkBounds(in:)`): the compositor
    /// paints the store only there. Null while nothing is drawn.
    private(set) var ink = CGRect.null

    init(bitmap: Bitmap, scale: CGFloat, pointSize: CGSize) {
        self.bitmap = bitmap
        self.scale = scale
        self.pointSize = pointSize
    }

    /// Updates `ink` after a draw that could change only `pixels` (a rectangle of
    /// whole pixels): the ink found there, with what was outside it before.
    func noteDrawing(in pixels: CGRect) {
        let pixels = pixels.integral
        let found = bitmap.inkBounds(in: pixels)
        ink = pixels.contains(ink) ? found : ink.union(found)
    }
}
