import Testing
import UIKit

/// `NSAttributedString`'s drawing and measuring methods.
@Suite struct AttributedStringDrawingTests {
    private let font = UIFont.boldSystemFont(ofSize: 30)

    private func twoColors() -> NSAttributedString {
        let string = NSMutableAttributedString(string: "II ", attributes: [.font: font, .foregroundColor: UIColor.red])
        string.append(NSAttributedString(string: "II", attributes: [.font: font, .foregroundColor: UIColor.blue]))
        return string
    }

    @Test func aUniformStringMeasuresAndDrawsAsTheStringWithItsAttributes() {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.systemGreen]
        let string = NSAttributedString(string: "Same\nlines", attributes: attributes)
        #expect(string.size() == "Same\nlines".size(withAttributes: attributes))
        let bounds = CGSize(width: 60, height: 200)
        let context = NSStringDrawingContext()
        let rect = string.boundingRect(with: bounds, options: .usesLineFragmentOrigin, context: context)
        #expect(rect == "Same\nlines".boundingRect(with: bounds, options: .usesLineFragmentOrigin,
                                                   attributes: attributes, context: nil))
        #expect(context.totalBounds == rect)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 90))
        #expect(renderer.image { _ in string.draw(in: CGRect(x: 4, y: 4, width: 110, height: 80)) }
                == renderer.image { _ in "Same\nlines".draw(in: CGRect(x: 4, y: 4, width: 110, height: 80), withAttributes: attributes) })
    }

    @Test func globalAlphaAndShadowsKeepEachRunsColor() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 50)).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 120, height: 50))
            context.cgContext.setShadow(offset: CGSize(width: 0, height: 20), blur: 0, color: UIColor.black.cgColor)
            context.cgContext.setAlpha(0.5)
            twoColors().draw(at: CGPoint(x: 4, y: 0))
        }
        let split = 4 + Int(NSAttributedString(string: "II ", attributes: [.font: font]).size().width)
        func has(_ test: (Pixel) -> Bool, in columns: Range<Int>) -> Bool {
            (0..<30).contains { y in columns.contains { x in test(image[x, y]) } }
        }
        // Inside the stems: each run's color at half alpha over white.
        let halfRed = { (p: Pixel) in p.red == 255 && (127...128).contains(p.green) && (127...128).contains(p.blue) }
        let halfBlue = { (p: Pixel) in p.blue == 255 && (127...128).contains(p.red) && (127...128).contains(p.green) }
        #expect(has(halfRed, in: 0..<split))
        #expect(!has(halfBlue, in: 0..<split))
        #expect(has(halfBlue, in: split..<120))
        #expect(!has(halfRed, in: split..<120))
        // The shadow, 20 points down, is gray (black at half alpha), the same for both runs.
        let halfBlack = { (p: Pixel) in (127...128).contains(p.red) && p.red == p.green && p.green == p.blue }
        #expect((30..<50).contains { y in (0..<split).contains { halfBlack(image[$0, y]) } })
        #expect((30..<50).contains { y in (split..<120).contains { halfBlack(image[$0, y]) } })
    }

    @Test func drawingWithOptionsInARectDrawsAsDrawingInItAndReportsTheBounds() {
        let string = twoColors()
        let rect = CGRect(x: 4, y: 4, width: 110, height: 40)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 50))
        let context = NSStringDrawingContext()
        let drawn = renderer.image { _ in string.draw(with: rect, options: .usesLineFragmentOrigin, context: context) }
        #expect(drawn.pngData() == renderer.image { _ in string.draw(in: rect) }.pngData())
        #expect(context.totalBounds == string.boundingRect(with: rect.size, options: .usesLineFragmentOrigin, context: nil))
        #expect(context.totalBounds.width > 0)
    }

    @Test func drawingOutsideAContextIsReportedAndDrawsNothing() {
        let (_, messages) = Diagnostics.collect { twoColors().draw(at: .zero) }
        #expect(messages == ["invalid context: NSAttributedString.draw(at:) called outside a draw call, with no current context"])
    }
}
