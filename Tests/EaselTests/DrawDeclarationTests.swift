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
final class ColorWaitingDelegate: LayerDelegate {
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
@MainActor
@Suite struct DrawDeclarationTests: NamesPixels {
    private let frame = CGRect(x: 0, y: 0, width: 10, height: 10)

    /// Adds `view` to a shown window and returns the trace and the frame of the first
    /// commit, then of a commit after `change`.
    private func displays(_ view: View, then change: @escaping () -> Void) -> [(events: [String], pixel: Pixel, hasStore: Bool)] {
        view.accessibilityIdentifier = "v"
        let window = shownWindow(width: 20, height: 20)
        var results: [(events: [String], pixel: Pixel, hasStore: Bool)] = []
        for step in [{ window.addSubview(view) }, change] {
            let events = trace {
                step()
                window.eventLoop.runOnce()
            }
            results.append((events.filter { !$0.hasPrefix("layoutSubviews") }, window.lastFrame!.image[5, 5],
                            view.layer.backingStore != nil))
        }
        return results
    }

    @Test func anOverrideOfDrawContextRectThatDrewNothingDrawsLater() {
        let view = ColorWaitingView(frame: frame)
        let steps = displays(view) {
            view.color = .red
            view.setNeedsDisplay()
        }
        #expect(steps[0].events == ["draw v [0,0,10,10]"] && steps[0].pixel == clear && steps[0].hasStore)
        #expect(steps[1].events == ["draw v [0,0,10,10]"] && steps[1].pixel == red && steps[1].hasStore)
    }

    @Test func aSubclassThatOverridesNothingDrawsAsItsSuperclass() {
        let view = InheritedDrawingView(frame: frame)
        let steps = displays(view) {
            view.color = .blue
            view.setNeedsDisplay()
        }
        #expect(steps[0].events == ["draw v [0,0,10,10]"] && steps[0].pixel == clear && steps[0].hasStore)
        #expect(steps[1].events == ["draw v [0,0,10,10]"] && steps[1].pixel == blue && steps[1].hasStore)
    }

    @Test func anOverrideOfTheDelegatesDrawThatDrewNothingDrawsLater() {
        let view = DelegateDrawingView(frame: frame)
        let steps = displays(view) {
            view.color = .green
            view.setNeedsDisplay()
        }
        #expect(steps[0].events == ["draw v [0,0,10,10]"] && steps[0].pixel == clear && steps[0].hasStore)
        #expect(steps[1].events == ["draw v [0,0,10,10]"] && steps[1].pixel == green && steps[1].hasStore)
    }

    @Test func aViewWhoseLayerClassOverridesDrawInDrawsLater() {
        let view = LayerDrawnView(frame: frame)
        let layer = view.layer as! ColorWaitingLayer
        let steps = displays(view) {
            layer.color = .red
            view.setNeedsDisplay()
        }
        #expect(steps[0].events == ["draw v [0,0,10,10]"] && steps[0].pixel == clear && steps[0].hasStore)
        #expect(steps[1].events == ["draw v [0,0,10,10]"] && steps[1].pixel == red && steps[1].hasStore)
    }

    @Test func aClassThatOverridesNoDrawIsNeverDrawnAndHasNoStore() {
        let view = View(frame: frame)
        view.backgroundColor = .green
        let steps = displays(view) { view.setNeedsDisplay() }
        #expect(steps[0].events.isEmpty && steps[0].pixel == green && !steps[0].hasStore)
        #expect(steps[1].events.isEmpty && steps[1].pixel == green && !steps[1].hasStore)
        #expect(!view.layer.needsDisplay, "a view that does not draw has nothing to redisplay")
    }

    /// Adds `layer` to a shown window, marked, and returns the trace and the frame of
    /// the first commit, then of a commit after `change` and a new mark.
    private func displays(_ layer: Layer, then change: @escaping () -> Void) -> [(events: [String], pixel: Pixel, hasStore: Bool)] {
        layer.name = "l"
        layer.frame = frame
        let window = shownWindow(width: 20, height: 20)
        var results: [(events: [String], pixel: Pixel, hasStore: Bool)] = []
        for step in [{ window.layer.addSublayer(layer) }, change] {
            let events = trace {
                step()
                layer.setNeedsDisplay()
                window.eventLoop.runOnce()
            }
            results.append((events, window.lastFrame!.image[5, 5], layer.backingStore != nil))
        }
        return results
    }

    @Test func aStandaloneLayerOverridingDrawInThatDrewNothingDrawsLater() {
        let layer = ColorWaitingLayer()
        let steps = displays(layer) { layer.color = .blue }
        #expect(steps[0].events == ["draw l [0,0,10,10]"] && steps[0].pixel == clear && steps[0].hasStore)
        #expect(steps[1].events == ["draw l [0,0,10,10]"] && steps[1].pixel == blue && steps[1].hasStore)
    }

    @Test func aLayerDelegateThatDrewNothingDrawsLater() {
        let delegate = ColorWaitingDelegate()
        let layer = Layer()
        layer.delegate = delegate
        let steps = displays(layer) { delegate.color = .red }
        #expect(steps[0].events == ["draw l [0,0,10,10]"] && steps[0].pixel == clear && steps[0].hasStore)
        #expect(steps[1].events == ["draw l [0,0,10,10]"] && steps[1].pixel == red && steps[1].hasStore)
    }

    @Test func aStandaloneLayerWithNothingToDrawIsNeverDrawn() {
        let layer = Layer()
        layer.backgroundColor = .green
        let steps = displays(layer) {}
        #expect(steps[0].events.isEmpty && steps[0].pixel == green && !steps[0].hasStore)
        #expect(steps[1].events.isEmpty && steps[1].pixel == green && !steps[1].hasStore)
    }
}
