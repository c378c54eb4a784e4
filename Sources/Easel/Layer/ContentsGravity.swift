import Foundation

/// How a layer's `contents` image is placed in its bounds, like
/// `CALayerContentsGravity`.
///
/// The vertical names are Core Animation's, which assume a y axis pointing up: a
/// layer's `contentsAreFlipped()` is false on iOS, so `.top` aligns the image with the
/// bottom edge on screen and `.bottom` with the top edge, as Apple documents.
public enum ContentsGravity: Hashable, Sendable {
    /// Unscaled, centered, like `.center`.
    case center
    /// Unscaled, centered horizontally, at the bottom edge on screen, like `.top`.
    case top
    /// Unscaled, centered horizontally, at the top edge on screen, like `.bottom`.
    case bottom
    /// Unscaled, centered vertically, at the left edge, like `.left`.
    case left
    /// Unscaled, centered vertically, at the right edge, like `.right`.
    case right
    /// Unscaled, in the bottom-left corner on screen, like `.topLeft`.
    case topLeft
    /// Unscaled, in the bottom-right corner on screen, like `.topRight`.
    case topRight
    /// Unscaled, in the top-left corner on screen, like `.bottomLeft`.
    case bottomLeft
    /// Unscaled, in the top-right corner on screen, like `.bottomRight`.
    case bottomRight
    /// Stretched to the bounds (the default).
    case resize
    /// Scaled to fit, keeping the aspect ratio, centered.
    case resizeAspect
    /// Scaled to fill, keeping the aspect ratio, centered.
    case resizeAspectFill

    /// The view content mode that places content the same way on screen.
    var contentMode: ContentMode {
        switch self {
        case .center: .center
        case .top: .bottom
        case .bottom: .top
        case .left: .left
        case .right: .right
        case .topLeft: .bottomLeft
        case .topRight: .bottomRight
        case .bottomLeft: .topLeft
        case .bottomRight: .topRight
        case .resize: .scaleToFill
        case .resizeAspect: .scaleAspectFit
        case .resizeAspectFill: .scaleAspectFill
        }
    }
}
