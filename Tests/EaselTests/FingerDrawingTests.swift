import Easel
import EaselGraphics
import Foundation
import Testing

/// The drawing example of the seed article: a view that follows the finger in
/// `touchesMoved` and marks only the new segment's bounding rectangle with
/// `setNeedsDisplay(_:)` (the article's advice for drawing in real time: touches, not
/// gesture recognizers).
final class FingerDrawingView: View {
    static let lineWidth: CGFloat = 4
    private(set) var strokes: [[CGPoint]] = []

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        strokes.append([point])
        setNeedsDisplay(Self.dirtyRect(point, point))
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, !strokes.isEmpty else { return }
        let from = touch.previousLocation(in: self), to = touch.location(in: self)
        strokes[strokes.count - 1].append(to)
        setNeedsDisplay(Self.dirtyRect(from, to))
    }

    /// The bounding rectangle of a segment, grown by half the line width (the round
    /// caps reach that far).
    static func dirtyRect(_ a: CGPoint, _ b: CGPoint) -> CGRect {
        CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
            .insetBy(dx: -lineWidth / 2, dy: -lineWidth / 2)
    }

    override func draw(context: GraphicsContext, rect: CGRect) {
        context.setStrokeColor(Color(red: 0, green: 0, blue: 1))
        context.setLineWidth(Self.lineWidth)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        for stroke in strokes {
            guard let first = stroke.first else { continue }
            context.move(to: first)
            for point in stroke.dropFirst() { context.addLine(to: point) }
            if stroke.count == 1 { context.addLine(to: first) }
            context.strokePath()
        }
    }
}

@MainActor
@Suite struct FingerDrawingTests {
    @Test func eachFrameDamagesOnlyTheNewSegment() {
        let window = shownWindow(width: 120, height: 100, scale: 2)
        let canvas = FingerDrawingView(frame: CGRect(x: 10, y: 10, width: 100, height: 80))
        canvas.backgroundColor = .white
        window.addSubview(canvas)
        window.eventLoop.runOnce()
        let sink = InMemoryFrameSink()
        window.frameSink = sink
        let path = [CGPoint(x: 20, y: 20), CGPoint(x: 60, y: 20), CGPoint(x: 60, y: 60), CGPoint(x: 100, y: 80)]
        window.scheduleDrag(along: path, duration: 6.0 / 60)
        window.eventLoop.runUntilIdle()

        // The points the finger reported, in the canvas's coordinates.
        var points: [CGPoint] = [CGPoint(x: 10, y: 10)]
        let lengths = [40.0, 40, (40.0 * 40 + 20 * 20).squareRoot()]
        let total = lengths.reduce(0, +)
        for step in 1...6 {
            var distance = total * Double(step) / 6
            var segment = 0
            while segment < 2 && distance > lengths[segment] { distance -= lengths[segment]; segment += 1 }
            let a = path[segment], b = path[segment + 1], t = distance / lengths[segment]
            points.append(CGPoint(x: a.x + (b.x - a.x) * t - 10, y: a.y + (b.y - a.y) * t - 10))
        }
        #expect(canvas.strokes == [points])
        // Frame 1: the dot where the finger landed; then one segment per frame (the
        // last move and the lift come in the same turn).
        #expect(sink.frames.count == 7)
        for (index, frame) in sink.frames.enumerated() {
            let from = points[max(0, index - 1)], to = points[index]
            let dirty = FingerDrawingView.dirtyRect(from, to)
            // The backing store redraws whole pixels (scale 2); the window damage is
            // that rectangle moved by the canvas's origin.
            let minX = (dirty.minX * 2).rounded(.down), minY = (dirty.minY * 2).rounded(.down)
            let maxX = (dirty.maxX * 2).rounded(.up), maxY = (dirty.maxY * 2).rounded(.up)
            let expected = CGRect(x: minX + 20, y: minY + 20, width: maxX - minX, height: maxY - minY)
            #expect(frame.damage == [expected], "frame \(index): \(frame.damage) vs \(expected)")
            // The new segment's middle is inked.
            let middle = CGPoint(x: (from.x + to.x) / 2 + 10, y: (from.y + to.y) / 2 + 10)
            #expect(frame.image[Int(middle.x * 2), Int(middle.y * 2)] == Pixel(red: 0, green: 0, blue: 255))
        }
    }
}
