@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// What moving a shape layer's `strokeStart` or `strokeEnd` damages: the rows of pixels
/// the moved part of the stroke reaches, across the layer's width, when the stroke's
/// tails are curves; the whole layer otherwise. Either way a frame equals a full redraw.
@MainActor
@Suite struct ShapeLayerTrimDamageTests {
    /// A progress ring as `easel-bench layers` has it: a 50-point layer at (20, 20)
    /// stroking a circle of radius 20 from the top, clockwise, 6 points wide.
    private func ring(strokeEnd: CGFloat) -> ShapeLayer {
        let ring = ShapeLayer()
        ring.frame = CGRect(x: 20, y: 20, width: 50, height: 50)
        ring.path = BezierPath(arcCenter: CGPoint(x: 25, y: 25), radius: 20, startAngle: -.pi / 2,
                               endAngle: 3 * .pi / 2, clockwise: true)
        (ring.fillColor, ring.strokeColor, ring.lineWidth, ring.strokeEnd) = (nil, .systemBlue, 6, strokeEnd)
        return ring
    }

    /// The damage of the frame after `change`, in a 100-point window at `scale`
    /// showing `layer`.
    private func damage(of layer: ShapeLayer, scale: CGFloat, _ change: () -> Void) -> [CGRect] {
        let window = shownWindow(width: 100, height: 100, scale: scale)
        window.layer.addSublayer(layer)
        window.eventLoop.runOnce()
        withoutActions(change)
        window.eventLoop.runOnce()
        return window.lastFrame!.damage
    }

    @Test func steppingARingsEndDamagesTheRowsOfTheQuarterItEndsIn() {
        // The end moves from 0.30 to 0.31, in the second quarter (from the ring's right
        // point, y = 25, down to 21.6° past it, y ≈ 32.4): those rows with the stroke's
        // reach (4.5 points) and a pixel each way, across the layer's 50 points.
        let layer = ring(strokeEnd: 0.3)
        #expect(damage(of: layer, scale: 3) { layer.strokeEnd = 0.31 } == [CGRect(x: 60, y: 120, width: 150, height: 52)])
    }

    @Test func movingARingsStartDamagesTheWholeLayer() {
        // A trim that moves its start begins with another point: the two trims share
        // no element, so the whole layer (its bounds, the stroke inside them) is damaged.
        let layer = ring(strokeEnd: 1)
        #expect(damage(of: layer, scale: 2) { layer.strokeStart = 0.1 } == [CGRect(x: 40, y: 40, width: 100, height: 100)])
    }

    @Test func aTrimOfLinesDamagesTheWholeLayer() {
        // A path of lines alone: cairo strokes it another way once a trim makes it one
        // line, so the whole layer (the path's box and the stroke's reach) is damaged.
        let layer = ShapeLayer()
        layer.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        layer.path = BezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40))
        layer.fillColor = nil
        layer.strokeColor = .black
        layer.lineWidth = 2
        layer.strokeEnd = 0.5
        #expect(damage(of: layer, scale: 1) { layer.strokeEnd = 0.6 } == [CGRect(x: 18, y: 18, width: 44, height: 44)])
    }

    /// Partial frames equal full redraws while a stroke's trim moves by small steps and
    /// jumps, over shapes of curves and lines, caps and joins, at 1×, 2× and 3×, above
    /// gradients and shapes, inside a turned or clipping parent.
    @Test(arguments: 1...24)
    func everyFrameOfAMovingTrimEqualsAFullRedraw(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let scale = CGFloat(1 + seed % 3)
        let window = shownWindow(width: 64, height: 48, scale: scale)
        for index in 0..<6 {
            let under: Layer = index.isMultiple(of: 2) ? GradientLayer() : ShapeLayer()
            under.frame = CGRect(x: CGFloat(index * 10), y: CGFloat(index % 3 * 14), width: 14, height: 20)
            (under as? GradientLayer)?.colors = [.red, .blue]
            (under as? ShapeLayer)?.path = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 14, height: 20), cornerRadius: 4)
            under.cornerRadius = 4
            under.masksToBounds = true
            window.layer.addSublayer(under)
        }
        let parent = Layer()
        parent.frame = CGRect(x: 4, y: 2, width: 56, height: 44)
        switch random.next(below: 3) {
        case 0: parent.setAffineTransform(Transform(rotationAngle: 0.3))
        case 1: (parent.cornerRadius, parent.masksToBounds) = (9, true)
        default: parent.opacity = 0.6
        }
        window.layer.addSublayer(parent)
        let shape = ShapeLayer()
        shape.frame = CGRect(x: 6, y: 4, width: 40, height: 36)
        shape.path = Self.randomPath(&random)
        shape.fillColor = random.next(below: 3) == 0 ? Color(red: 0.9, green: 0.8, blue: 0.2, alpha: 0.5) : nil
        shape.strokeColor = [Color.systemBlue, Color(white: 0, alpha: 0.6)][random.next(below: 2)]
        shape.lineWidth = CGFloat(1 + random.next(below: 8))
        shape.lineCap = [.butt, .round, .square][random.next(below: 3)]
        shape.lineJoin = [.miter, .round, .bevel][random.next(below: 3)]
        shape.strokeEnd = 0.2
        parent.addSublayer(shape)
        window.eventLoop.runOnce()
        for step in 0..<30 {
            let steps: [CGFloat] = [0.01, 0.013, 0.05, 0.2]
            let amount = steps[random.next(below: steps.count)] * (random.next(below: 4) == 0 ? -1 : 1)
            withoutActions {
                if random.next(below: 4) == 0 {
                    shape.strokeStart = min(max(0, shape.strokeStart + amount), shape.strokeEnd)
                } else {
                    shape.strokeEnd = shape.strokeEnd + amount > 1 ? 0.01 : max(0, shape.strokeEnd + amount)
                }
            }
            window.eventLoop.runOnce()
            let full = Bitmap(width: window.framebuffer.width, height: window.framebuffer.height)
            Compositor(window: window).render([CGRect(x: 0, y: 0, width: full.width, height: full.height)], into: full)
            #expect(window.framebuffer == full, "seed \(seed), step \(step), trim \(shape.strokeStart)…\(shape.strokeEnd)")
            if window.framebuffer != full { return }
        }
    }

    /// A ring from a random angle either way, an oval, a rounded rectangle, a
    /// rectangle, or an open wave of curves with a second subpath.
    private static func randomPath(_ random: inout SplitMix64) -> BezierPath {
        switch random.next(below: 5) {
        case 0:
            let start = CGFloat(random.next(below: 628)) / 100
            return BezierPath(arcCenter: CGPoint(x: 20, y: 18), radius: 14, startAngle: start,
                              endAngle: start + 2 * .pi, clockwise: random.next(below: 2) == 0)
        case 1: return BezierPath(ovalIn: CGRect(x: 2, y: 4, width: 36, height: 26))
        case 2: return BezierPath(roundedRect: CGRect(x: 3, y: 3, width: 34, height: 30), cornerRadius: 8)
        case 3: return BezierPath(rect: CGRect(x: 4, y: 4, width: 30, height: 26))
        default:
            let wave = BezierPath()
            wave.move(to: CGPoint(x: 2, y: 30))
            wave.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 2, y: 2), controlPoint2: CGPoint(x: 14, y: 30))
            wave.addCurve(to: CGPoint(x: 38, y: 30), controlPoint1: CGPoint(x: 30, y: -4), controlPoint2: CGPoint(x: 38, y: 20))
            wave.move(to: CGPoint(x: 4, y: 34))
            wave.addCurve(to: CGPoint(x: 36, y: 34), controlPoint1: CGPoint(x: 14, y: 24), controlPoint2: CGPoint(x: 26, y: 44))
            return wave
        }
    }
}
