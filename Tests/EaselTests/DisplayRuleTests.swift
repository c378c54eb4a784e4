import Easel
import EaselGraphics
import Foundation
import Testing

/// When UIKit calls drawRect, with what rectangle, and what the backing store keeps.
@MainActor
@Suite struct DisplayRuleTests {
    private let red = Pixel(red: 255, green: 0, blue: 0)
    private let blue = Pixel(red: 0, green: 0, blue: 255)

    /// A shown window holding one settled drawing view.
    private func settled(_ view: View) -> Window {
        let window = shownWindow()
        window.addSubview(view)
        window.eventLoop.runOnce()
        return window
    }

    @Test func marksOnlyMarkAndCoalesceIntoOneDraw() {
        let view = SolidView(id: "v", frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let window = settled(view)
        let events = trace {
            for _ in 0..<50 { view.setNeedsDisplay() }
            #expect(view.layer.needsDisplay())
            window.eventLoop.runOnce()
        }
        #expect(events == ["draw v [0,0,20,20]"])
    }

    @Test func markedRectIsPassedClippedToBounds() {
        let view = SolidView(id: "v", frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let window = settled(view)
        let events = trace {
            view.setNeedsDisplay(CGRect(x: 5, y: 6, width: 100, height: 100))
            window.eventLoop.runOnce()
        }
        #expect(events == ["draw v [5,6,15,14]"])
    }

    @Test func twoMarkedRectsDrawTheirUnion() {
        let view = SolidView(id: "v", frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let window = settled(view)
        let events = trace {
            view.setNeedsDisplay(CGRect(x: 1, y: 2, width: 2, height: 2))
            view.setNeedsDisplay(CGRect(x: 10, y: 12, width: 3, height: 3))
            window.eventLoop.runOnce()
        }
        #expect(events == ["draw v [1,2,12,13]"])
    }

    @Test func aZeroRectMarksNothing() {
        let view = SolidView(id: "v", frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let window = settled(view)
        let events = trace {
            view.setNeedsDisplay(.zero)
            view.setNeedsDisplay(CGRect(x: 5, y: 5, width: 0, height: 10))
            window.eventLoop.runOnce()
        }
        #expect(events.isEmpty)
        #expect(!view.layer.needsDisplay())
    }

    @Test func aZeroSizeViewNeverDrawsUntilItHasASize() {
        let view = SolidView(id: "v", frame: .zero)
        let window = shownWindow()
        let events = trace {
            window.addSubview(view)
            view.setNeedsDisplay()
            window.eventLoop.runOnce()
        }
        #expect(events == ["layoutSubviews Window"])
        let later = trace {
            view.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
            window.eventLoop.runOnce()
        }
        #expect(later == ["layoutSubviews Window", "layoutSubviews v", "draw v [0,0,4,4]"])
    }

    @Test func viewsOutsideAWindowNeverDraw() {
        let view = SolidView(id: "v", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let events = trace {
            view.setNeedsDisplay()
            view.layoutIfNeeded()
            EventLoop().runOnce()
        }
        #expect(events.isEmpty)
    }

    @Test func aHiddenViewDrawsWhenShown() {
        let view = SolidView(id: "v", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.isHidden = true
        let window = shownWindow()
        let hidden = trace {
            window.addSubview(view)
            window.eventLoop.runOnce()
        }
        #expect(!hidden.contains { $0.hasPrefix("draw") })
        #expect(window.lastFrame?.image[5, 5].alpha == 0)
        let shown = trace {
            view.isHidden = false
            window.eventLoop.runOnce()
        }
        #expect(shown == ["draw v [0,0,10,10]"])
        #expect(window.lastFrame?.image[5, 5] == red)
    }

    @Test func pixelsOutsideTheRedrawnRectAreKept() {
        let view = SolidView(id: "v", frame: CGRect(x: 0, y: 0, width: 20, height: 20), color: Color(red: 1, green: 0, blue: 0))
        let window = settled(view)
        view.color = Color(red: 0, green: 0, blue: 1)
        view.setNeedsDisplay(CGRect(x: 10, y: 0, width: 10, height: 20))
        window.eventLoop.runOnce()
        let image = window.lastFrame!.image
        #expect(image[9, 10] == red)
        #expect(image[10, 10] == blue)
        #expect(window.lastFrame?.damage == [CGRect(x: 10, y: 0, width: 10, height: 20)])
    }

    @Test func redrawModeRedrawsOnResize() {
        let view = HalvesView(id: "v", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.contentMode = .redraw
        let window = settled(view)
        let events = trace {
            view.frame.size = CGSize(width: 20, height: 10)
            window.eventLoop.runOnce()
        }
        #expect(events == ["layoutSubviews Window", "layoutSubviews v", "draw v [0,0,20,10]"])
        let image = window.lastFrame!.image
        #expect(image[9, 5] == red)
        #expect(image[10, 5] == blue)
    }

    @Test func scaleToFillStretchesTheOldContentWithoutDrawing() {
        let view = HalvesView(id: "v", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = settled(view)
        let events = trace {
            view.frame.size = CGSize(width: 20, height: 10)
            window.eventLoop.runOnce()
        }
        #expect(!events.contains { $0.hasPrefix("draw") })
        let image = window.lastFrame!.image
        // The 5-pixel halves became 10-pixel halves; the seam is filtered linearly.
        #expect(image[0, 5] == red)
        #expect(image[8, 5] == red)
        #expect(image[11, 5] == blue)
        #expect(image[19, 5] == blue)
        #expect(image[9, 5].red > image[9, 5].blue && image[10, 5].blue > image[10, 5].red)
    }

    @Test func contentDrawnForAFractionalSizeIsShownPixelForPixel() {
        // 10.5 points at scale 2 is 21 pixels, a store of exactly that: no stretching.
        let view = HalvesView(id: "v", frame: CGRect(x: 0, y: 0, width: 10.5, height: 4))
        let window = shownWindow(width: 20, height: 10, scale: 2)
        window.addSubview(view)
        window.eventLoop.runOnce()
        let image = window.lastFrame!.image
        #expect(image[9, 2] == red)
        #expect(image[11, 2] == blue)
        #expect(image[20, 2] == blue)
        #expect(image[21, 2].alpha == 0)
    }

    @Test func contentScaleFactorSetsTheBackingStoresPixelsPerPoint() {
        // The window is at 2×; the view draws at 1× and is shown magnified.
        let view = HalvesView(id: "v", frame: CGRect(x: 0, y: 0, width: 10, height: 4))
        #expect(view.contentScaleFactor == 1)
        let window = shownWindow(width: 20, height: 10, scale: 2)
        window.addSubview(view)
        #expect(view.contentScaleFactor == 2, "a view takes its window's scale")
        view.contentScaleFactor = 1
        window.eventLoop.runOnce()
        let image = window.lastFrame!.image
        #expect(image[0, 2] == red)
        #expect(image[19, 2] == blue)
        // Ten backing-store pixels are spread over twenty window pixels, filtered linearly.
        #expect(image[9, 2].red > 0 && image[9, 2].blue > 0)
        let sharp = HalvesView(id: "w", frame: CGRect(x: 0, y: 5, width: 10, height: 4))
        window.addSubview(sharp)
        window.eventLoop.runOnce()
        #expect(window.lastFrame!.image[9, 12] == red && window.lastFrame!.image[10, 12] == blue)
    }

    @Test func placementModesReuseTheContentUnscaled() {
        let view = HalvesView(id: "v", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.contentMode = .topLeft
        let window = settled(view)
        view.frame.size = CGSize(width: 30, height: 30)
        window.eventLoop.runOnce()
        let image = window.lastFrame!.image
        #expect(image[4, 4] == red)
        #expect(image[5, 4] == blue)
        #expect(image[12, 4].alpha == 0)
        #expect(image[4, 12].alpha == 0)
    }

    @Test func currentContextIsSetOnlyDuringDraw() {
        final class Probe: View {
            var sawCurrent = false
            override func draw(context: GraphicsContext, rect: CGRect) {
                sawCurrent = GraphicsContext.current === context
                context.fill(rect)
            }
        }
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(GraphicsContext.current == nil)
        _ = settled(probe)
        #expect(probe.sawCurrent)
        #expect(GraphicsContext.current == nil)
    }

    @Test func aKeptContextDrawsNothingAndIsDiagnosedWithTheViewName() {
        final class Keeper: View {
            var kept: GraphicsContext?
            override func draw(context: GraphicsContext, rect: CGRect) {
                kept = context
                context.setFillColor(Color(red: 1, green: 0, blue: 0))
                context.fill(rect)
            }
        }
        let keeper = Keeper(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        keeper.accessibilityIdentifier = "keeper"
        let window = settled(keeper)
        let before = window.lastFrame!.image
        var events: [TraceEvent] = []
        let (_, messages) = Diagnostics.collect {
            events = Trace.capture {
                keeper.kept?.setFillColor(Color(red: 0, green: 0, blue: 1))
                keeper.kept?.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                // Calling draw directly has no valid context to draw with either.
                keeper.draw(context: keeper.kept!, rect: keeper.bounds)
                window.eventLoop.runOnce()
            }
        }
        #expect(messages.count == 4)
        #expect(messages.allSatisfy { $0.hasPrefix("invalid context") && $0.hasSuffix("outside the draw of keeper") })
        #expect(events.filter { $0.event == "diagnostic" }.allSatisfy { $0.view == "keeper" })
        #expect(window.lastFrame!.image == before)
    }

    @Test func sizeToFitThenDrawAtTheNewSize() {
        final class Fitting: SolidViewBase {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 30, height: 8) }
        }
        let view = Fitting(frame: CGRect(x: 5, y: 5, width: 1, height: 1))
        view.accessibilityIdentifier = "fitting"
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 5, width: 30, height: 8))
        let window = shownWindow()
        let events = trace {
            window.addSubview(view)
            window.eventLoop.runOnce()
        }
        #expect(events.contains("draw fitting [0,0,30,8]"))
    }

    @Test func aLayerSubclassDrawsTheSameWay() {
        final class StripeLayer: Layer {
            override func draw(in context: GraphicsContext) {
                context.setFillColor(Color(red: 0, green: 0, blue: 1))
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 10))
            }
        }
        final class StripeView: View {
            override class var layerClass: AnyClass { StripeLayer.self }
        }
        let view = StripeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.accessibilityIdentifier = "stripe"
        #expect(view.layer is StripeLayer)
        #expect(view.layer.delegate === view)
        let window = shownWindow()
        let events = trace {
            window.addSubview(view)
            window.eventLoop.runOnce()
        }
        #expect(events.contains("draw stripe [0,0,10,10]"))
        #expect(window.lastFrame!.image[3, 3] == blue)
        #expect(window.lastFrame!.image[4, 3].alpha == 0)
    }

    @Test func aLayerClassThatIsNoLayerGivesAPlainLayerAndADiagnostic() {
        final class NotALayer {}
        final class OddView: View {
            override class var layerClass: AnyClass { NotALayer.self }
        }
        let (view, messages) = Diagnostics.collect { OddView(frame: .zero) }
        #expect(type(of: view.layer) == Layer.self)
        #expect(messages == ["OddView.layerClass is NotALayer, not a Layer subclass; using Layer"])
    }

    @Test func plainViewsAndImageViewsNeverDraw() {
        let window = shownWindow()
        let image = GraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            context.setFillColor(Color(red: 0, green: 0, blue: 1))
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let imageView = ImageView(image: image)
        imageView.accessibilityIdentifier = "image"
        imageView.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let events = trace {
            window.addSubview(plainView("plain", CGRect(x: 0, y: 0, width: 10, height: 10)))
            window.addSubview(imageView)
            imageView.setNeedsDisplay()
            window.eventLoop.runOnce()
        }
        #expect(!events.contains { $0.hasPrefix("draw") })
        #expect(window.lastFrame!.image[5, 5] == blue)
    }
}

/// A view that draws its left half red and its right half blue.
final class HalvesView: View {
    convenience init(id: String, frame: CGRect) {
        self.init(frame: frame)
        accessibilityIdentifier = id
    }

    override func draw(context: GraphicsContext, rect: CGRect) {
        context.setFillColor(Color(red: 1, green: 0, blue: 0))
        context.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
        context.setFillColor(Color(red: 0, green: 0, blue: 1))
        context.fill(CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height))
    }
}

/// A drawing view meant to be subclassed in tests.
class SolidViewBase: View {
    override func draw(context: GraphicsContext, rect: CGRect) {
        context.setFillColor(Color(red: 0, green: 1, blue: 0))
        context.fill(rect)
    }
}
