import Easel
import EaselGraphics
import Foundation
import Testing

/// Label: UILabel's defaults, sizing, drawing and redraw on change.
@MainActor
@Suite struct LabelTests {
    @Test func defaultsAreUILabels() {
        let label = Label(frame: .zero)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.contentMode == .redraw)
        #expect(label.font.pointSize == 17)
    }

    @Test func sizeToFitMeasuresTheTextOnThePixelGrid() {
        let label = Label(frame: .zero)
        label.text = "Hello, Easel"
        label.sizeToFit()
        let size = label.bounds.size
        #expect(size.width > 60 && size.width < 140)
        #expect(size.height > 17 && size.height < 24)
        #expect(size.width == size.width.rounded(.up) && size.height == size.height.rounded(.up))
        let window = shownWindow(width: 200, height: 100, scale: 3)
        window.addSubview(label)
        label.sizeToFit()
        let scaled = label.bounds.size
        #expect((scaled.width * 3).rounded() == scaled.width * 3)
        #expect(scaled.width <= size.width)
    }

    @Test func drawsItsTextVerticallyCenteredAndRedrawsWhenTheTextChanges() {
        let window = shownWindow(width: 120, height: 60)
        let label = Label(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        label.accessibilityIdentifier = "label"
        label.text = "Easel"
        window.addSubview(label)
        window.eventLoop.runOnce()
        let image = window.lastFrame!.image
        var ink: (minY: Int, maxY: Int) = (Int.max, Int.min)
        for y in 0..<60 {
            for x in 0..<120 where image[x, y].alpha > 128 { ink = (min(ink.minY, y), max(ink.maxY, y)) }
        }
        #expect(ink.minY > 15 && ink.maxY < 45, "ink rows \(ink)")
        let events = trace {
            label.text = "Changed"
            label.text = "Changed"
            window.eventLoop.runOnce()
        }
        #expect(events == ["draw label [0,0,120,60]"])
    }

    @Test func aLongTextIsTruncatedAtTheTail() {
        let label = Label(frame: .zero)
        label.text = String(repeating: "wide ", count: 40)
        let unbounded = label.sizeThatFits(CGSize(width: 0, height: 0))
        label.numberOfLines = 2
        let twoLines = label.sizeThatFits(CGSize(width: 100, height: 0))
        #expect(twoLines.width <= 100)
        #expect(twoLines.height > unbounded.height * 1.8 && twoLines.height < unbounded.height * 2.2)
    }
}
