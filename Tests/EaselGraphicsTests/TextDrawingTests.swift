import CCairo
import EaselGraphics
import Foundation
import Testing

@Suite struct TextDrawingTests {
    let font20: TextAttributes = [.font: Font.systemFont(ofSize: 20)]

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func glyphsLandWhereTheMetricsSayAtEveryScale(scale: CGFloat) {
        // Inter Display (the system font from 20 pt) "H": 2048 units per em, ink from
        // x 112 to 1252 units after the origin, cap height 1472, on the baseline SF's
        // ascender (1950 units) below the top. Glyph origins snap to whole device
        // pixels (up to half a pixel) and ink bounds are whole pixels, hence the
        // tolerance of a pixel and a half.
        let image = GraphicsImageRenderer(size: CGSize(width: 40, height: 40), scale: scale).image { context in
            context.draw("H", at: CGPoint(x: 10, y: 10), withAttributes: font20)
        }
        let ink = inkBounds(of: image)!
        let unit: CGFloat = 20.0 / 2048
        let baseline = 10 + 1950 * unit
        #expect(abs(ink.minX - (10 + 112 * unit) * scale) <= 1)
        #expect(abs(ink.maxX - (10 + 1252 * unit) * scale) <= 1)
        #expect(abs(ink.minY - (baseline - 1472 * unit) * scale) <= 1.5)
        #expect(abs(ink.maxY - baseline * scale) <= 1)
    }

    @Test func textIsDrawnInTheForegroundColor() {
        let image = GraphicsImageRenderer(size: CGSize(width: 60, height: 60)).image { context in
            context.draw("█", at: .zero, withAttributes: [.font: Font.systemFont(ofSize: 40),
                                                          .foregroundColor: Color(red: 1, green: 0.5, blue: 0)])
        }
        let ink = inkBounds(of: image)!
        #expect(image[Int(ink.midX), Int(ink.midY)] == Pixel(red: 255, green: 128, blue: 0))
    }

    @Test func transformsApplyToText() {
        let translated = GraphicsImageRenderer(size: CGSize(width: 80, height: 40)).image { context in
            context.translateBy(x: 20, y: 7)
            context.draw("Ag", at: .zero, withAttributes: font20)
        }
        let placed = GraphicsImageRenderer(size: CGSize(width: 80, height: 40)).image { context in
            context.draw("Ag", at: CGPoint(x: 20, y: 7), withAttributes: font20)
        }
        #expect(translated == placed)

        let scaled = GraphicsImageRenderer(size: CGSize(width: 80, height: 80)).image { context in
            context.scaleBy(x: 2, y: 2)
            context.draw("Ag", at: CGPoint(x: 5, y: 5), withAttributes: font20)
        }
        let atScale2 = GraphicsImageRenderer(size: CGSize(width: 40, height: 40), scale: 2).image { context in
            context.draw("Ag", at: CGPoint(x: 5, y: 5), withAttributes: font20)
        }
        #expect(scaled.rgbaBytes == atScale2.rgbaBytes)

        // A quarter turn clockwise about the origin puts text that ran right running down.
        let rotated = GraphicsImageRenderer(size: CGSize(width: 40, height: 120)).image { context in
            context.translateBy(x: 30, y: 0)
            context.rotate(by: .pi / 2)
            context.draw("Hello", at: CGPoint(x: 10, y: 0), withAttributes: font20)
        }
        let ink = inkBounds(of: rotated)!
        #expect(ink.height > 2 * ink.width)
        #expect(ink.minY >= 10 && ink.maxY <= 10 + "Hello".size(withAttributes: font20).width + 1)
    }

    @Test func theClipApplies() {
        let image = GraphicsImageRenderer(size: CGSize(width: 100, height: 30)).image { context in
            context.withCairo { cairo in
                cairo_rectangle(cairo, 0, 0, 30, 30)
                cairo_clip(cairo)
            }
            // Full blocks: ink without gaps, across the clip's edge.
            context.draw("████████", at: .zero, withAttributes: font20)
        }
        #expect(inkBounds(of: image)!.maxX == 30)
    }

    @Test func clippingModeCutsLinesAtTheContainersEdge() {
        var attributes = font20
        attributes.paragraphStyle.lineBreakMode = .byClipping
        let image = GraphicsImageRenderer(size: CGSize(width: 200, height: 30)).image { context in
            context.draw("HelloWorldAgain", in: CGRect(x: 10, y: 0, width: 60, height: 30), withAttributes: attributes)
        }
        #expect(inkBounds(of: image)!.maxX == 70)
        #expect(inkBounds(of: image)!.minX < 13)
    }

    @Test func drawingLeavesTheCurrentPathAlone() {
        let image = GraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
            context.withCairo { cairo_rectangle($0, 0, 30, 10, 10) }
            context.draw("Hi", at: .zero, withAttributes: font20)
            context.withCairo { cairo in
                cairo_set_source_rgb(cairo, 0, 0, 1)
                cairo_fill(cairo)
            }
        }
        #expect(image[5, 35] == Pixel(red: 0, green: 0, blue: 255))
    }

    @Test func aLayoutDrawsTheSameWhereverItIsPlaced() {
        let layout = TextLayout("Layout", attributes: font20)
        let image = GraphicsImageRenderer(size: CGSize(width: 160, height: 30)).image { context in
            context.draw(layout, at: .zero)
            context.draw(layout, at: CGPoint(x: 80, y: 0))
        }
        let first = inkBounds(of: image, in: CGRect(x: 0, y: 0, width: 80, height: 30))!
        let second = inkBounds(of: image, in: CGRect(x: 80, y: 0, width: 80, height: 30))!
        #expect(second == first.offsetBy(dx: 80, dy: 0))
        for y in Int(first.minY)..<Int(first.maxY) {
            for x in Int(first.minX)..<Int(first.maxX) { #expect(image[x, y] == image[x + 80, y]) }
        }
    }

    @Test func stringDrawingUsesTheCurrentContext() {
        let viaString = GraphicsImageRenderer(size: CGSize(width: 60, height: 30)).image { _ in
            "Hi".draw(at: CGPoint(x: 3, y: 2), withAttributes: font20)
            "there".draw(in: CGRect(x: 20, y: 2, width: 40, height: 28), withAttributes: font20)
        }
        let viaContext = GraphicsImageRenderer(size: CGSize(width: 60, height: 30)).image { context in
            context.draw("Hi", at: CGPoint(x: 3, y: 2), withAttributes: font20)
            context.draw("there", in: CGRect(x: 20, y: 2, width: 40, height: 28), withAttributes: font20)
        }
        #expect(viaString == viaContext)
        #expect(inkBounds(of: viaString) != nil)
    }

    @Test func drawingWithoutAValidContextReportsAndDrawsNothing() {
        var kept: GraphicsContext?
        _ = GraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { kept = $0 }
        let (_, messages) = Diagnostics.collect {
            kept?.draw("Hi", at: .zero, withAttributes: font20)
            "Hi".draw(at: .zero, withAttributes: font20)
        }
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.hasPrefix("invalid context") })
    }
}
