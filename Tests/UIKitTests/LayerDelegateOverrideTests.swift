import Testing
import UIKit

/// A view is its layer's delegate, and iOS code overrides the delegate methods:
/// `layoutSublayers(of:)` to size its own sublayers after the view's layout, and
/// `draw(_:in:)` to draw the layer itself.
@MainActor
@Suite struct LayerDelegateOverrideTests {
    final class GradientView: UIView {
        let gradient = CAGradientLayer()
        var calls: [String] = []
        override init(frame: CGRect) {
            super.init(frame: frame)
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            layer.addSublayer(gradient)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func layoutSubviews() {
            super.layoutSubviews()
            calls.append("layoutSubviews \(bounds.width)×\(bounds.height)")
        }
        override func layoutSublayers(of layer: CALayer) {
            super.layoutSublayers(of: layer)
            calls.append("layoutSublayers")
            gradient.frame = bounds
        }
    }

    final class Controller: UIViewController {
        var calls: [String] = []
        let gradientView = GradientView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        override func loadView() { view = gradientView }
        override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
    }

    @Test func layoutSublayersWrapsTheViewsLayoutAndItsControllersCallbacks() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        let controller = Controller()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.eventLoop.runOnce()
        let view = controller.gradientView
        #expect(view.calls == ["layoutSubviews 100.0×80.0", "layoutSublayers"])
        #expect(controller.calls == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        #expect(view.gradient.frame == CGRect(x: 0, y: 0, width: 100, height: 80), "sized after the view's layout")
    }

    @Test func aStandaloneLayerAsksItsDelegateToLayOutItsSublayers() {
        final class Sizer: NSObject, CALayerDelegate {
            var laidOut: [CALayer] = []
            func draw(_ layer: CALayer, in ctx: CGContext) {}
            func layoutSublayers(of layer: CALayer) { laidOut.append(layer) }
        }
        let sizer = Sizer()
        let layer = CALayer()
        layer.delegate = sizer
        layer.layoutSublayers()
        #expect(sizer.laidOut.count == 1 && sizer.laidOut[0] === layer)
    }

    @Test func aDelegateMayImplementOnlyActions() {
        /// A layer that is its own delegate and turns off every implicit animation,
        /// without a draw method (every `CALayerDelegate` method is optional).
        final class QuietLayer: CALayer, CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
        }
        let layer = QuietLayer()
        layer.delegate = layer
        #expect(layer.action(forKey: "opacity") == nil, "NSNull ends the search with no action")
        #expect(CALayer().action(forKey: "opacity") is CABasicAnimation)
    }

    @Test func overridingDrawInContextReplacesTheViewsDrawing() throws {
        final class Swatch: UIView {
            override func draw(_ layer: CALayer, in ctx: CGContext) {
                ctx.setFillColor(UIColor.green.cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIRectFill(rect)
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(swatch)
        window.makeKeyAndVisible()
        window.eventLoop.runOnce()
        #expect(pixel(try frameImage(of: window), 5, 5) == Pixel(red: 0, green: 255, blue: 0))
    }
}
