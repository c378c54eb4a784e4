@testable import Easel
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
