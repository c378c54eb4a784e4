import EaselGraphics
import Foundation

/// The view-level spellings of the layer's anchor point and 3D transform (iOS 16 and
/// iOS 13 API).
extension View {
    /// The point of the bounds, in unit coordinates, that `center` places and that
    /// `transform` turns about, like `UIView.anchorPoint` (iOS 16): the layer's
    /// `anchorPoint`, (0.5, 0.5) by default. Changing it keeps `center` and moves the
    /// frame, as changing the layer's does.
    public var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set { layer.anchorPoint = newValue }
    }

    /// The view's transform as a 3D transform, like `UIView.transform3D`: the layer's
    /// `transform`. A view's layer keeps the affine part of it (what `transform` holds):
    /// a perspective or depth component is dropped, with a diagnostic; set a 3D
    /// transform on a standalone layer to draw one.
    public var transform3D: Transform3D {
        get { layer.transform }
        set {
            if !newValue.isAffine {
                Diagnostics.report("\(traceName).transform3D: a view keeps the affine part of a 3D transform; its depth and perspective are dropped")
            }
            layer.transform = newValue
        }
    }
}
