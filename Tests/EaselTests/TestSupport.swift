@testable import Easel
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

/// The pixels compositing tests compare with, by name.
protocol NamesPixels {}

extension NamesPixels {
    var red: Pixel { Pixel(red: 255, green: 0, blue: 0) }
    var green: Pixel { Pixel(red: 0, green: 255, blue: 0) }
    var blue: Pixel { Pixel(red: 0, green: 0, blue: 255) }
    var clear: Pixel { Pixel(red: 0, green: 0, blue: 0, alpha: 0) }
}

/// The frame a shown window composites once `build` has changed it.
@MainActor
func renderedImage(width: CGFloat = 40, height: CGFloat = 40, scale: CGFloat, _ build: (Window) -> Void) -> Image {
    let window = shownWindow(width: width, height: height, scale: scale)
    build(window)
    window.eventLoop.runOnce()
    return window.lastFrame!.image
}

/// A standalone layer with a frame and a background color.
@MainActor
func coloredLayer(_ frame: CGRect, _ color: Color?) -> Layer {
    let layer = Layer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}

/// Makes layer changes in a transaction without actions, so that they show at once
/// instead of animating implicitly (as `CATransaction.setDisableActions(true)` does).
@MainActor
func withoutActions(_ changes: () -> Void) {
    Transaction.begin()
    Transaction.setDisableActions(true)
    changes()
    Transaction.commit()
}

/// The window's whole framebuffer composited afresh: what a frame made by partial
/// recompositing must equal.
@MainActor
func fullRedraw(of window: Window) -> Bitmap {
    let full = Bitmap(width: window.framebuffer.width, height: window.framebuffer.height)
    Compositor(window: window).render([CGRect(x: 0, y: 0, width: full.width, height: full.height)], into: full)
    return full
}

/// Runs the window's loop for `duration`: the frame that made, if any, and whether it
/// equals a full redraw.
@MainActor
func nextFrame(after duration: TimeInterval, in window: Window) -> (frame: Frame, isFullRedraw: Bool)? {
    let before = window.lastFrame?.index
    window.eventLoop.run(for: duration)
    guard let frame = window.lastFrame, frame.index != before else { return nil }
    return (frame, frame.image.bitmap == fullRedraw(of: window))
}
