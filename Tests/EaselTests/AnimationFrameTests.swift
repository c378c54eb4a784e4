@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// The frames of animations: pixels at sampled times, the damage of each frame, and
/// partial frames identical to full redraws while things animate.
@MainActor
@Suite struct AnimationFrameTests {
    private let red = Pixel(red: 255, green: 0, blue: 0)
    private let clear = Pixel(red: 0, green: 0, blue: 0, alpha: 0)

    @Test func aMovingViewIsDrawnWhereTheCurveIsAtEachFrame() {
        let window = shownWindow(width: 80, height: 20)
        let sink = InMemoryFrameSink()
        window.frameSink = sink
        let box = plainView("box", CGRect(x: 0, y: 5, width: 10, height: 10))
        box.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.addSubview(box)
        window.eventLoop.runOnce()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.center.x += 60 })
        window.eventLoop.runUntilIdle()

        // One frame per VSync after the start: the box moves one point per sixtieth
        // of a second.
        let frames = sink.frames.filter { $0.time > 0 }
        #expect(frames.count == 60)
        for frame in frames {
            let x = Int((frame.time * 60).rounded())
            #expect(frame.image[x, 10] == red, "t \(frame.time)")
            #expect(frame.image[x + 9, 10] == red)
            if x > 0 { #expect(frame.image[x - 1, 10] == clear) }
            #expect(frame.image[x + 10, 10] == clear)
            // The old and the new place are damaged, nothing else.
            #expect(frame.damage == [CGRect(x: x - 1, y: 5, width: 11, height: 10)], "t \(frame.time)")
        }
    }

    @Test func aFadingViewHasTheCurvesOpacityAtSampledFrames() {
        let window = shownWindow(width: 20, height: 20)
        let sink = InMemoryFrameSink()
        window.frameSink = sink
        let box = plainView("box", CGRect(x: 0, y: 0, width: 20, height: 20))
        box.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.addSubview(box)
        window.eventLoop.runOnce()
        View.animate(withDuration: 0.5, delay: 0, options: .curveEaseIn, animations: { box.alpha = 0 })
        window.eventLoop.runUntilIdle()
        for frame in sink.frames.filter({ $0.time > 0 }) {
            let expected = 255 * (1 - TimingFunction.easeIn.value(at: frame.time / 0.5))
            let pixel = frame.image[10, 10]
            #expect(abs(Double(pixel.alpha) - expected) <= 1, "t \(frame.time): \(pixel.alpha) vs \(expected)")
            #expect(frame.damage == [CGRect(x: 0, y: 0, width: 20, height: 20)])
        }
        #expect(sink.frames.last!.image[10, 10] == clear)
    }

    @Test(arguments: 1...16)
    func partialFramesEqualFullRedrawsWhileAnimating(seed: UInt64) {
        var random = SplitMix64(seed: seed &* 7919)
        let window = shownWindow(width: 64, height: 48, scale: 2)
        var views: [View] = []
        for _ in 0..<10 {
            let view: View = random.next(below: 2) == 0 ? PatternView(frame: .zero) : View(frame: .zero)
            view.frame = CGRect(x: CGFloat(random.next(below: 50)), y: CGFloat(random.next(below: 36)),
                                width: CGFloat(4 + random.next(below: 20)), height: CGFloat(4 + random.next(below: 16)))
            view.backgroundColor = Color(red: CGFloat(random.next(below: 256)) / 255, green: 0.5, blue: 0.3)
            ([window] + views)[random.next(below: views.count + 1)].addSubview(view)
            views.append(view)
        }
        window.eventLoop.runOnce()
        for _ in 0..<12 {
            let view = views[random.next(below: views.count)]
            let options: View.AnimationOptions = [[], .repeat, [.repeat, .autoreverse], .autoreverse,
                                                  .beginFromCurrentState][random.next(below: 5)]
            let change = random.next(below: 8)
            let animations = {
                switch change {
                case 0: view.center = CGPoint(x: CGFloat(random.next(below: 64)), y: CGFloat(random.next(below: 48)))
                case 1: view.bounds.size = CGSize(width: CGFloat(2 + random.next(below: 30)), height: CGFloat(2 + random.next(below: 30)))
                case 2: view.transform = Transform(rotationAngle: CGFloat(random.next(below: 314)) / 100)
                case 3: view.alpha = CGFloat(random.next(below: 10)) / 10
                case 4: view.backgroundColor = Color(red: 0.1, green: CGFloat(random.next(below: 256)) / 255, blue: 0.9)
                case 5:
                    view.layer.cornerRadius = CGFloat(random.next(below: 8))
                    view.layer.borderWidth = CGFloat(random.next(below: 4))
                case 6:
                    view.layer.shadowOpacity = Float(random.next(below: 10)) / 10
                    view.layer.shadowOffset = CGSize(width: CGFloat(random.next(below: 7)) - 3, height: 2)
                    view.layer.shadowRadius = CGFloat(random.next(below: 4))
                default: view.bounds.origin = CGPoint(x: CGFloat(random.next(below: 9)) - 4, y: 0)
                }
            }
            let duration = Double(1 + random.next(below: 20)) / 30
            let delay = Double(random.next(below: 3)) / 20
            if random.next(below: 3) == 0 {
                View.animate(withDuration: duration, delay: delay, usingSpringWithDamping: 0.3, initialSpringVelocity: 1,
                             options: options, animations: animations)
            } else {
                View.animate(withDuration: duration, delay: delay, options: options, animations: animations)
            }
            for _ in 0...random.next(below: 4) {
                guard let (frame, isFullRedraw) = nextFrame(after: 1.0 / 60, in: window) else { continue }
                #expect(isFullRedraw, "seed \(seed), frame \(frame.index) at \(frame.time), damage \(frame.damage)")
                if !isFullRedraw { return }
            }
        }
    }
}
