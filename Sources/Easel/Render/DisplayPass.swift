import EaselGraphics
import Foundation

/// The draw call in progress.
@MainActor
enum DisplayPass {
    /// The rectangle the draw call running now redraws, in the layer's coordinates;
    /// `nil` outside draw calls.
    static var rect: CGRect?
}
