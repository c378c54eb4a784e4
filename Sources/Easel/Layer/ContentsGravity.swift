import Foundation

/// How a layer's `contents` image is placed in its bounds, like
/// `CALayerContentsGravity`.
///
/// The vertical names are Core Animation's, which assume a y axis pointing up: a
/// layer's `contentsAreFlipped()` is false on iOS, so `.top` aligns the image with the
/// bottom edge on screen and `.bottom` with the top edge, as Apple documents.
public enum ContentsGravity: Hashable, Sendable {
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
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
