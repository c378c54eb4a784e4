@testable import Easel
import EaselGraphics
import Foundation

/// A window with a view holding a standalone shape layer, committed once (so the layer
/// has been shown and its changes animate).
@MainActor
func windowWithShapeLayer() -> (Window, View, ShapeLayer) {
    let window = shownWindow(width: 100, height: 100)
    let host = plainView("host", CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(host)
    let layer = ShapeLayer()
    layer.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
    host.layer.addSublayer(layer)
    window.eventLoop.runOnce()
    return (window, host, layer)
}

/// A window with a red 20-point square view at its origin, committed once (what
/// `View.animate`'s tests animate).
@MainActor
func windowWithRedBox() -> (Window, View) {
    let window = shownWindow(width: 200, height: 200)
    let view = plainView("box", CGRect(x: 0, y: 0, width: 20, height: 20))
    view.backgroundColor = Color(red: 1, green: 0, blue: 0)
    window.addSubview(view)
    window.eventLoop.runOnce()
    return (window, view)
}

/// Runs the loop to the VSync nearest `time` and returns the presentation time.
@MainActor
func advance(_ window: Window, to time: TimeInterval) -> TimeInterval {
    window.eventLoop.run(for: max(0, time - window.eventLoop.now))
    return window.animator.frameTime
}
