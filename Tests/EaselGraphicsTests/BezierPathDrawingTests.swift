import EaselGraphics
import Foundation
import Testing

/// Drawing `BezierPath`s into the current context.
@Suite struct BezierPathDrawingTests {
    @Test func fillUsesTheContextsFillColorAndThePathsRule() {
        let image = render(30, 30) { context in
            context.setFillColor(.red)
            let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
            path.append(BezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
            path.usesEvenOddFillRule = true
            path.fill()
        }
        expectPixel(image, 5, 5, red)
        expectPixel(image, 15, 15, transparent)
    }

    @Test func strokeUsesThePathsLineSettingsForThatCallOnly() {
        let image = render(30, 30) { context in
            context.setStrokeColor(.red)
            let path = BezierPath()
            path.move(to: CGPoint(x: 0, y: 5))
            path.addLine(to: CGPoint(x: 30, y: 5))
            path.lineWidth = 4
            path.setLineDash([6, 4], count: 2, phase: 0)
            path.stroke()
            context.move(to: CGPoint(x: 0, y: 20.5))
            context.addLine(to: CGPoint(x: 30, y: 20.5))
            context.strokePath()
        }
        expectPixel(image, 2, 3, red)
        expectPixel(image, 2, 6, red)
        expectPixel(image, 7, 5, transparent)
        expectPixel(image, 11, 5, red)
        // The context's own line is 1 point and solid again.
        expectPixel(image, 7, 20, red)
        expectPixel(image, 7, 19, transparent)
        expectPixel(image, 7, 21, transparent)
    }

    @Test func fillWithABlendModeAndAlphaLastsForTheCall() {
        let image = render(20, 10, background: .white) { context in
            context.setFillColor(.black)
            BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill(with: .normal, alpha: 0.5)
            BezierPath(rect: CGRect(x: 10, y: 0, width: 10, height: 10)).fill()
        }
        expectPixel(image, 5, 5, rgb(128, 128, 128), tolerance: 1)
        expectPixel(image, 15, 5, black)
    }

    @Test func addClipRestrictsLaterDrawing() {
        let image = render(30, 30) { context in
            BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 30, height: 30)).addClip()
            context.setFillColor(.red)
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
        }
        expectPixel(image, 15, 15, red)
        expectPixel(image, 1, 1, transparent)
    }

    @Test func roundedRectCornersAreSymmetric() {
        let image = render(40, 40) { context in
            context.setFillColor(.red)
            BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 10).fill()
        }
        expectPixel(image, 0, 0, transparent)
        expectPixel(image, 20, 20, red)
        // Mirrored corners match to the step; corners mirrored across the diagonal within
        // 8 steps, because cairo samples coverage more finely across than down.
        for (x, y) in [(1, 3), (2, 2), (3, 1), (0, 12)] {
            let alpha = Int(image[x, y].alpha)
            for (u, v) in [(39 - x, y), (x, 39 - y), (39 - x, 39 - y)] {
                #expect(abs(Int(image[u, v].alpha) - alpha) <= 1, "(\(u), \(v)) against (\(x), \(y))")
            }
            #expect(abs(Int(image[y, x].alpha) - alpha) <= 8, "(\(y), \(x)) against (\(x), \(y))")
        }
    }

    @Test func withoutACurrentContextNothingIsDrawn() {
        let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        let (_, messages) = Diagnostics.collect {
            path.fill()
            path.stroke()
            path.addClip()
        }
        #expect(messages == ["BezierPath.fill(): no current context; nothing is drawn",
                             "BezierPath.stroke(): no current context; nothing is drawn",
                             "BezierPath.addClip(): no current context; the clip is not changed"])
    }
}
