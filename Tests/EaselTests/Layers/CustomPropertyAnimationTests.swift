@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// A bar filled from the left to `progress`, a custom property kept by key as `easel
/// port` stores an `@NSManaged` one, redisplayed for as Core Animation's
/// `needsDisplay(forKey:)` says.
private class ProgressBarLayer: Layer {
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func draw(in context: GraphicsContext) {
        context.setFillColor(.blue)
        context.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

/// A bar whose action for `progress` animates a change from what is on screen, as
/// progress-ring libraries write `action(forKey:)`.
private final class AnimatedProgressBarLayer: ProgressBarLayer {
    override func action(forKey event: String) -> Action? {
        guard event == "progress" else { return super.action(forKey: event) }
        let animation = BasicAnimation(keyPath: event)
        animation.fromValue = presentation()?.progress ?? progress
        animation.duration = 1
        animation.timingFunction = .linear
        return animation
    }
}

/// Custom properties animate as Core Animation animates a `CALayer` subclass's dynamic
/// properties: each frame's presentation has the value between the ends, typed like
/// the model's, and redisplays itself when the class says the key needs display; every
/// frame made by partial recompositing equals a full redraw.
@MainActor
@Suite struct CustomPropertyAnimationTests: NamesPixels {
    /// The bar on a white 100 × 20-point window at `scale`, at progress 0, shown.
    private func shownBar<L: Layer>(_ bar: L, scale: CGFloat) -> Window {
        let window = shownWindow(width: 100, height: 20, scale: scale)
        window.backgroundColor = .white
        withoutActions {
            bar.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
            // As iOS code sets a standalone layer's scale (its default is 1).
            bar.contentsScale = scale
            bar.setValue(CGFloat(0), forKey: "progress")
            window.layer.addSublayer(bar)
        }
        window.eventLoop.runOnce()
        return window
    }

    /// The bar's filled width in the frame, in points: the first column that is not blue.
    private func filledWidth(_ image: Image, scale: CGFloat) -> CGFloat {
        let y = Int(10 * scale)
        let pixels = (0..<image.bitmap.width).first { image[$0, y] != blue } ?? image.bitmap.width
        return CGFloat(pixels) / scale
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func anAnimatedCustomPropertyRedrawsThePresentationEachFrame(scale: CGFloat) throws {
        let bar = ProgressBarLayer()
        let window = shownBar(bar, scale: scale)
        let fill = BasicAnimation(keyPath: "progress")
        fill.fromValue = CGFloat(0)
        fill.toValue = CGFloat(1)
        fill.duration = 1
        fill.timingFunction = .linear
        let messages = trace { bar.add(fill, forKey: "fill") }.filter { $0.contains("cannot animate") }
        #expect(messages.isEmpty, "a custom property is animatable: \(messages)")
        withoutActions { bar.progress = 1 }
        var widths: [CGFloat] = []
        for step in 0..<70 {
            guard let (frame, isFullRedraw) = nextFrame(after: 1.0 / 60, in: window) else { continue }
            #expect(isFullRedraw, "step \(step), damage \(frame.damage)")
            let shown = try #require(bar.presentation()?.progress)
            let width = filledWidth(frame.image, scale: scale)
            // The bar is drawn at the store's pixels: its edge is the shown value's,
            // rounded by the fill's antialiasing to a pixel either way.
            #expect(abs(width - 100 * shown) <= 1 / scale, "step \(step): \(width) points for progress \(shown)")
            widths.append(width)
        }
        #expect(widths.count >= 55)
        #expect(widths == widths.sorted(), "the bar only grows")
        #expect(widths.contains { $0 > 20 && $0 < 80 }, "the frames show it part-filled: \(widths)")
        #expect(bar.animationKeys() == nil)
        #expect(filledWidth(try #require(window.lastFrame).image, scale: scale) == 100)
    }

    @Test func eachPresentationIsDrawnOnceAndTheModelKeepsItsStore() throws {
        let bar = ProgressBarLayer()
        bar.name = "bar"
        let window = shownBar(bar, scale: 2)
        let fill = BasicAnimation(keyPath: "progress")
        fill.fromValue = CGFloat(0)
        fill.toValue = CGFloat(1)
        fill.duration = 0.1
        bar.add(fill, forKey: nil)
        // The model redisplays nothing (its value did not change); each frame drew its
        // presentation once, whole.
        let events = trace(including: ["frame"]) { window.eventLoop.run(for: 0.05) }
        let frames = events.filter { $0.hasPrefix("frame") }.count
        let draws = events.filter { $0.hasPrefix("draw bar") }
        #expect(frames >= 2)
        #expect(draws.count == frames, "\(events)")
        #expect(draws.allSatisfy { $0 == "draw bar [0,0,100,20]" }, "\(draws)")
        window.eventLoop.runUntilIdle()
        // Over: the model's content, progress 0, shows again.
        #expect(filledWidth(try #require(window.lastFrame).image, scale: 2) == 0)
    }

    @Test func theLayersActionForTheKeyAnimatesAChangeFromWhatIsOnScreen() throws {
        let bar = AnimatedProgressBarLayer()
        let window = shownBar(bar, scale: 1)
        bar.progress = 0.8
        #expect(bar.animationKeys() == ["progress"])
        window.eventLoop.run(for: 0.5)
        let halfway = try #require(bar.presentation()?.progress)
        #expect(abs(halfway - 0.4) < 0.02, "\(halfway)")
        // Turned back halfway: the new animation starts from the value on screen.
        bar.progress = 0
        let back = try #require(bar.animation(forKey: "progress") as? BasicAnimation)
        #expect(abs((back.fromValue as? CGFloat ?? -1) - halfway) < 1e-9)
        window.eventLoop.runUntilIdle()
        #expect(filledWidth(try #require(window.lastFrame).image, scale: 1) == 0)
    }

    @Test func theAnimatedValueHasTheTypeOfTheValueItReplaces() {
        let layer = Layer()
        layer.setValue(0.0 as Double, forKey: "double")
        layer.setValue(Float(0), forKey: "float")
        layer.setValue(NSNumber(value: 0), forKey: "number")
        layer.setValue(CGPoint.zero, forKey: "point")
        for (key, end) in [("double", 1.0 as Any), ("float", Float(1)), ("number", NSNumber(value: 1)),
                           ("point", CGPoint(x: 10, y: 20))] {
            let animation = BasicAnimation(keyPath: key)
            animation.toValue = end
            animation.duration = 1
            animation.timingFunction = .linear
            animation.beginTime = 0
            let copy = layer.modelCopy()
            animation.apply(progress: 0.5, time: 0.5, to: copy)
            switch key {
            case "double": #expect(copy.value(forKey: key) as? Double == 0.5)
            case "float": #expect(copy.value(forKey: key) as? Float == 0.5)
            case "number": #expect((copy.value(forKey: key) as? NSNumber)?.doubleValue == 0.5)
            default: #expect(copy.value(forKey: key) as? CGPoint == CGPoint(x: 5, y: 10))
            }
        }
    }

    @Test func aKeyTheLayerDoesNotKeepIsStillReported() {
        let window = shownWindow()
        let layer = coloredLayer(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
        layer.name = "dot"
        withoutActions { window.layer.addSublayer(layer) }
        window.eventLoop.runOnce()
        let animation = BasicAnimation(keyPath: "progres")
        animation.toValue = CGFloat(1)
        let messages = trace { layer.add(animation, forKey: nil) }
        #expect(messages.contains { $0.contains("cannot animate \"progres\"") }, "\(messages)")
    }
}
