@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// A view that draws only once it has a color, calling super first: it draws nothing on
/// its first display.
class ColorWaitingView: View {
    var color: Color?

    override func draw(context: GraphicsContext, rect: CGRect) {
        super.draw(context: context, rect: rect)
        guard let color else { return }
        context.setFillColor(color)
        context.fill(rect)
    }
}

/// A subclass of a drawing class that overrides nothing: it draws as its superclass does.
final class InheritedDrawingView: ColorWaitingView {}

/// The same wait in the layer delegate's `draw(_:in:)`, which a view may override too.
final class DelegateDrawingView: View {
    var color: Color?

    override func draw(_ layer: Layer, in context: GraphicsContext) {
        super.draw(layer, in: context)
        guard let color else { return }
        context.setFillColor(color)
        context.fill(layer.bounds)
    }
}

/// A layer that draws only once it has a color, calling super (which asks its delegate)
/// first.
final class ColorWaitingLayer: Layer {
    var color: Color?

    override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        guard let color else { return }
        context.setFillColor(color)
        context.fill(bounds)
    }
}

/// A view drawn by its layer's class, not its own.
final class LayerDrawnView: View {
    override class var layerClass: AnyClass { ColorWaitingLayer.self }
}

/// A layer delegate that draws only once it has a color.
final class ColorWaitingDelegate: NSObject, LayerDelegate {
    var color: Color?

    func draw(_ layer: Layer, in context: GraphicsContext) {
        guard let color else { return }
        context.setFillColor(color)
        context.fill(layer.bounds)
    }
}

/// Which views and layers draw is what their classes declare, as UIKit asks whether a
/// class overrides `draw(_:)`: a class that does is drawn at every display, even one
/// that draws nothing, and a class that does not is never drawn.
/// What one commit showed of a view or layer: the trace, the window's pixel at (5, 5)
/// and whether the layer has a backing store.
struct DisplayStep: Equatable {
    let events: [String]
    let pixel: Pixel
    let hasStore: Bool

    /// A step in which `name` was drawn in full, showing `pixel`.
    static func drawn(_ name: String, _ pixel: Pixel) -> DisplayStep {
        DisplayStep(events: ["draw \(name) [0,0,10,10]"], pixel: pixel, hasStore: true)
    }

    /// A step in which nothing was drawn, with `pixel` showing and no backing store.
    static func notDrawn(_ pixel: Pixel) -> DisplayStep {
        DisplayStep(events: [], pixel: pixel, hasStore: false)
    }
}

/// Which views and layers draw is what their classes declare, as UIKit asks whether a
/// class overrides `draw(_:)`: a class that does is drawn at every display, even one
/// that draws nothing, and a class that does not is never drawn.
@MainActor
@Suite struct DrawDeclarationTests: NamesPixels {
    private let frame = CGRect(x: 0, y: 0, width: 10, height: 10)

    /// What a shown window's commit showed of `layer` after `add` put it in the window,
    /// then after `change`.
    private func displays(_ layer: Layer, added add: @escaping (Window) -> Void,
                          then change: @escaping () -> Void) -> [DisplayStep] {
        let window = shownWindow(width: 20, height: 20)
        return [{ add(window) }, change].map { step in
            let events = trace {
                step()
                window.eventLoop.runOnce()
            }
            return DisplayStep(events: events.filter { !$0.hasPrefix("layoutSubviews") },
                               pixel: window.lastFrame!.image[5, 5], hasStore: layer.backingStore != nil)
        }
    }

    /// What the commits showed of `view`, named "v", when added, then after `change`.
    private func displays(_ view: View, then change: @escaping () -> Void) -> [DisplayStep] {
        view.accessibilityIdentifier = "v"
        return displays(view.layer, added: { $0.addSubview(view) }, then: change)
    }

    /// What the commits showed of the standalone `layer`, named "l", when added and
    /// marked, then after `change` and a new mark.
    private func displays(standalone layer: Layer, then change: @escaping () -> Void) -> [DisplayStep] {
        layer.name = "l"
        layer.frame = frame
        let mark = { layer.setNeedsDisplay() }
        return displays(layer, added: { $0.layer.addSublayer(layer); mark() }, then: { change(); mark() })
    }

    @Test func anOverrideOfDrawContextRectThatDrewNothingDrawsLater() {
        let view = ColorWaitingView(frame: frame)
        let steps = displays(view) {
            view.color = .red
            view.setNeedsDisplay()
        }
        #expect(steps == [.drawn("v", clear), .drawn("v", red)])
    }

    @Test func aSubclassThatOverridesNothingDrawsAsItsSuperclass() {
        let view = InheritedDrawingView(frame: frame)
        let steps = displays(view) {
            view.color = .blue
            view.setNeedsDisplay()
        }
        #expect(steps == [.drawn("v", clear), .drawn("v", blue)])
    }

    @Test func anOverrideOfTheDelegatesDrawThatDrewNothingDrawsLater() {
        let view = DelegateDrawingView(frame: frame)
        let steps = displays(view) {
            view.color = .green
            view.setNeedsDisplay()
        }
        #expect(steps == [.drawn("v", clear), .drawn("v", green)])
    }

    @Test func aViewWhoseLayerClassOverridesDrawInDrawsLater() throws {
        let view = LayerDrawnView(frame: frame)
        let layer = try #require(view.layer as? ColorWaitingLayer)
        let steps = displays(view) {
            layer.color = .red
            view.setNeedsDisplay()
        }
        #expect(steps == [.drawn("v", clear), .drawn("v", red)])
    }

    @Test func aClassThatOverridesNoDrawIsNeverDrawnAndHasNoStore() {
        let view = View(frame: frame)
        view.backgroundColor = .green
        let steps = displays(view) { view.setNeedsDisplay() }
        #expect(steps == [.notDrawn(green), .notDrawn(green)])
        #expect(!view.layer.needsDisplay(), "a view that does not draw has nothing to redisplay")
    }

    @Test func aStandaloneLayerOverridingDrawInThatDrewNothingDrawsLater() {
        let layer = ColorWaitingLayer()
        let steps = displays(standalone: layer) { layer.color = .blue }
        #expect(steps == [.drawn("l", clear), .drawn("l", blue)])
    }

    @Test func aLayerDelegateThatDrewNothingDrawsLater() {
        let delegate = ColorWaitingDelegate()
        let layer = Layer()
        layer.delegate = delegate
        let steps = displays(standalone: layer) { delegate.color = .red }
        #expect(steps == [.drawn("l", clear), .drawn("l", red)])
    }

    @Test func aStandaloneLayerThatLosesItsDelegateLosesWhatItDrew() {
        let delegate = ColorWaitingDelegate()
        delegate.color = .red
        let layer = Layer()
        layer.delegate = delegate
        let steps = displays(standalone: layer) { layer.delegate = nil }
        #expect(steps == [.drawn("l", red), .notDrawn(clear)])
    }

    @Test func aStandaloneLayerWithNothingToDrawIsNeverDrawn() {
        let layer = Layer()
        layer.backgroundColor = .green
        let steps = displays(standalone: layer) {}
        #expect(steps == [.notDrawn(green), .notDrawn(green)])
    }
}
