import Easel
import EaselGraphics
import Foundation

/// The view of a scene's `class: Canvas`: its `draw(context:rect:)` runs the scene's
/// drawing commands, so a scene exercises the real display pass, its dirty rectangles
/// and its content modes, as a custom `UIView` subclass does.
final class Canvas: View {
    /// The commands each draw runs, in order. Like a stored property of a `UIView`
    /// subclass, changing them does not redraw: the next `setNeedsDisplay` (of the
    /// whole view or a rectangle) draws with them.
    var commands: [DrawCommand] = []

    override func draw(context: GraphicsContext, rect: CGRect) {
        for command in commands { command.perform(in: context) }
    }
}
