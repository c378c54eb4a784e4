import EaselGraphics
import Foundation

/// Converting points and rectangles between views' coordinate spaces: through their
/// layers, as UIKit converts through Core Animation's layer tree.
extension View {
    /// Maps this view's bounds coordinates to its superview's: the layer's anchor point
    /// (the bounds' center by default) goes to `center`, with `transform` applied about
    /// it, then the superview's layer's `sublayerTransform`.
    var transformToSuperview: Transform {
        let local = Layer.transformToSuperlayer(bounds: storedBounds, position: storedCenter,
                                                anchorPoint: layer.storedAnchorPoint, transform: storedTransform)
        return superview?.layer.placingSublayer(local) ?? local
    }
}
