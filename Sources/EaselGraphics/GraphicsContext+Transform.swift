import CCairo
import Foundation

/// The current transformation matrix, with CoreGraphics' names.
extension GraphicsContext {
    /// Moves the origin of user space, like `CGContext.translateBy(x:y:)`.
    public func translateBy(x: CGFloat, y: CGFloat) { withCairo { cairo_translate($0, x, y) } }

    /// Scales user space, like `CGContext.scaleBy(x:y:)`.
    public func scaleBy(x: CGFloat, y: CGFloat) { withCairo { cairo_scale($0, x, y) } }

    /// Rotates user space by `angle` radians; positive angles turn clockwise on screen,
    /// because the y axis points down, as in a `drawRect:` context.
    public func rotate(by angle: CGFloat) { withCairo { cairo_rotate($0, angle) } }
}
