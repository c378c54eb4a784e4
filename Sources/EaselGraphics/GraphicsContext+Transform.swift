@_implementationOnly import CCairo
import Foundation

/// The current transformation matrix, with CoreGraphics' names.
///
/// The transform maps user space (points, y down, as in a `drawRect:` context) to the
/// bitmap's pixels. It starts as a scale by the context's `scale`; each call changes
/// user space before the existing transform, as `CGContext`'s do.
extension GraphicsContext {
    /// Moves the origin of user space, like `CGContext.translateBy(x:y:)`.
    public func translateBy(x: CGFloat, y: CGFloat) {
        withCairo { cairo in setCTM(Transform(translationX: x, y: y).concatenating(state.ctm), on: cairo) }
    }

    /// Scales user space, like `CGContext.scaleBy(x:y:)`.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        withCairo { cairo in setCTM(Transform(scaleX: x, y: y).concatenating(state.ctm), on: cairo) }
    }

    /// Rotates user space by `angle` radians, like `CGContext.rotate(by:)`; positive
    /// angles turn clockwise on screen, because the y axis points down, as in a
    /// `drawRect:` context.
    public func rotate(by angle: CGFloat) {
        withCairo { cairo in setCTM(Transform(rotationAngle: angle).concatenating(state.ctm), on: cairo) }
    }

    /// Applies `transform` to user space before the current transform, like
    /// `CGContext.concatenate(_:)`.
    public func concatenate(_ transform: Transform) {
        withCairo { cairo in setCTM(transform.concatenating(state.ctm), on: cairo) }
    }

    /// The current transformation matrix from user space to the bitmap's pixels, like
    /// `CGContext.ctm`. It includes the context's scale; unlike a UIKit context's it
    /// has no vertical flip, because the bitmap's own y axis already points down.
    public var ctm: Transform {
        withCairo(fallback: .identity) { _ in state.ctm }
    }

    /// Records the new transform and hands it to cairo when cairo can use it: a
    /// transform that cannot be inverted would put cairo in a permanent error state,
    /// so it is kept only here, and drawing does nothing until a restore undoes it.
    private func setCTM(_ ctm: Transform, on cairo: OpaquePointer) {
        state.ctm = ctm
        guard ctm.isInvertible else { return }
        var matrix = ctm.cairoMatrix
        cairo_set_matrix(cairo, &matrix)
    }
}
