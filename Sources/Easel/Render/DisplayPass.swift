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
struct BackingStore {
    let bitmap: Bitmap
    let scale: CGFloat
    let pointSize: CGSize
}
