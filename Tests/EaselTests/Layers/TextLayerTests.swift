import Easel
import EaselGraphics
import Foundation
import Testing

/// `TextLayer` at scales 1, 2 and 3: its pixels are those of the same text laid out
/// with the matching line break mode and drawn by a view at the top-left of the same
/// bounds; it redraws when its text changes.
@MainActor
@Suite struct TextLayerTests {
    /// A view drawing a text layout from its top-left corner: the reference.
    private final class ReferenceView: View {
        var layout: TextLayout?

        override func draw(context: GraphicsContext, rect: CGRect) {
            if let layout { context.draw(layout, at: .zero) }
        }
    }

    private static let size = CGSize(width: 120, height: 40)

    /// The pixels of a text layer (top) and of the reference (bottom) in one frame.
    private func compare(scale: CGFloat, _ configure: (TextLayer) -> Void,
                         reference: LineBreakMode, lines: Int) -> (Bitmap, Bitmap) {
        let window = shownWindow(width: 130, height: 100, scale: scale)
        let text = TextLayer()
        text.frame = CGRect(origin: CGPoint(x: 4, y: 4), size: Self.size)
        text.contentsScale = scale
        text.foregroundColor = .black
        text.fontSize = 17
        configure(text)
        let view = ReferenceView(frame: CGRect(origin: CGPoint(x: 4, y: 54), size: Self.size))
        let style = ParagraphStyle(alignment: .center, lineBreakMode: reference)
        view.layout = TextLayout(text.string ?? "", attributes: TextAttributes(font: .systemFont(ofSize: 17), foregroundColor: .black,
                                                                           paragraphStyle: style),
                                 containerSize: Self.size, numberOfLines: lines)
        window.layer.addSublayer(text)
        window.addSubview(view)
        window.eventLoop.runOnce()
        let frame = window.lastFrame!.image
        func crop(top: Int) -> Bitmap {
            let (width, height) = (Int(Self.size.width * scale), Int(Self.size.height * scale))
            let bitmap = Bitmap(width: width, height: height)
            for y in 0..<height { for x in 0..<width { bitmap[x, y] = frame[Int(4 * scale) + x, top + y] } }
            return bitmap
        }
        return (crop(top: Int(4 * scale)), crop(top: Int(54 * scale)))
    }

    @Test func theDefaultsAreCoreAnimations() {
        let text = TextLayer()
        #expect(text.fontSize == 36 && text.foregroundColor == .white && !text.isWrapped)
        #expect(text.truncationMode == .none && text.alignmentMode == .natural)
        #expect(text.needsDisplayOnBoundsChange)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aTextLayerDrawsItsStringAsTheTextIsLaidOut(scale: CGFloat) {
        let (layer, reference) = compare(scale: scale, { text in
            text.string = "Hello, layers"
            text.alignmentMode = .center
        }, reference: .byClipping, lines: 1)
        #expect(layer == reference)
        #expect((0..<layer.width).contains { layer[$0, Int(10 * scale)].alpha > 0 }, "text crosses y = 10")
        #expect(!(0..<layer.width).contains { layer[$0, Int(30 * scale)].alpha > 0 }, "one line, from the top")
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func wrappingAndTruncationFollowTheLineBreakModes(scale: CGFloat) {
        let long = "A string far too long to fit on one line of this layer"
        let cases: [(Bool, TextLayer.TruncationMode, LineBreakMode, Int)] = [
            (false, .end, .byTruncatingTail, 1), (false, .start, .byTruncatingHead, 1),
            (false, .middle, .byTruncatingMiddle, 1), (true, .none, .byWordWrapping, 0),
        ]
        for (wrapped, truncation, mode, lines) in cases {
            let (layer, reference) = compare(scale: scale, { text in
                text.string = long
                text.isWrapped = wrapped
                text.truncationMode = truncation
                text.alignmentMode = .center
            }, reference: mode, lines: lines)
            #expect(layer == reference, "\(truncation), wrapped \(wrapped)")
        }
    }

    @Test func changingTheStringRedrawsIt() {
        let window = shownWindow(width: 130, height: 50)
        let text = TextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        text.string = "one"
        window.layer.addSublayer(text)
        window.eventLoop.runOnce()
        let before = window.lastFrame!.image
        text.string = "two"
        window.eventLoop.runOnce()
        #expect(window.lastFrame!.image != before)
        #expect(window.lastFrame!.damage == [CGRect(x: 0, y: 0, width: 120, height: 40)])
    }
}
