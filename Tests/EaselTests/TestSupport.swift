import Easel
import EaselGraphics
import Foundation

/// A view that draws a solid color over the rectangle it is asked to draw.
final class SolidView: View {
    var color = Color(red: 1, green: 0, blue: 0)

    convenience init(id: String, frame: CGRect, color: Color = Color(red: 1, green: 0, blue: 0)) {
        self.init(frame: frame)
        accessibilityIdentifier = id
        self.color = color
    }

    override func draw(context: GraphicsContext, rect: CGRect) {
        context.setFillColor(color)
        context.fill(rect)
    }
}

/// A plain view with a trace name.
@MainActor
func plainView(_ id: String, _ frame: CGRect = .zero) -> View {
    let view = View(frame: frame)
    view.accessibilityIdentifier = id
    return view
}

/// A shown window whose first commit has run.
@MainActor
func shownWindow(width: CGFloat = 100, height: CGFloat = 100, scale: CGFloat = 1) -> Window {
    let window = Window(size: CGSize(width: width, height: height), scale: scale)
    window.makeKeyAndVisible()
    window.eventLoop.runOnce()
    return window
}

/// The trace of `body` in its compact form, without commit and frame events unless
/// asked for.
@MainActor
func trace(including extra: Set<String> = [], _ body: () -> Void) -> [String] {
    Trace.capture(during: body)
        .filter { !["commit", "frame"].contains($0.event) || extra.contains($0.event) }
        .map(\.description)
}
