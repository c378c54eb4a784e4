@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// Content whose borders keep their size: a layer's `contentsCenter`, and a resizable
/// image in an image view, at scales 1, 2 and 3.
@MainActor
@Suite struct ContentsCenterTests: NamesPixels {
    /// A 6×6-pixel image at scale 1: red 2-pixel corners, green edges, a blue centre.
    private var framed: Image {
        let bitmap = Bitmap(width: 6, height: 6)
        for y in 0..<6 {
            for x in 0..<6 {
                let inX = (2..<4).contains(x), inY = (2..<4).contains(y)
                bitmap[x, y] = inX && inY ? blue : !inX && !inY ? red : green
            }
        }
        return Image(bitmap: bitmap, scale: 1)
    }

    /// Expects the 14×10-point frame at (2, 2) of `image` at scale `s` to show 2-point
    /// red corners, green edges and a blue centre (sampled away from the seams, where
    /// scaled pieces are filtered linearly).
    private func expectFramed(_ image: Image, scale s: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        func at(_ x: CGFloat, _ y: CGFloat) -> Pixel { image[Int((2 + x) * CGFloat(s)), Int((2 + y) * CGFloat(s))] }
        for (x, y) in [(0.5, 0.5), (13.5, 0.5), (0.5, 9.5), (13.5, 9.5), (1.5, 1.5), (12.5, 8.5)] as [(CGFloat, CGFloat)] {
            #expect(at(x, y) == red, "corner at (\(x), \(y))", sourceLocation: sourceLocation)
        }
        for (x, y) in [(7, 0.5), (7, 9.5), (0.5, 5), (13.5, 5), (3, 1.5)] as [(CGFloat, CGFloat)] {
            #expect(at(x, y) == green, "edge at (\(x), \(y))", sourceLocation: sourceLocation)
        }
        for (x, y) in [(7, 5), (3, 3), (11, 7)] as [(CGFloat, CGFloat)] {
            #expect(at(x, y) == blue, "centre at (\(x), \(y))", sourceLocation: sourceLocation)
        }
        #expect(image[1 * s, 5 * s] == clear && image[16 * s, 5 * s] == clear, sourceLocation: sourceLocation)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func contentsCenterKeepsTheBordersOfTheContents(scale: CGFloat) {
        let content = framed
        let image = renderedImage(scale: scale) { window in
            let layer = coloredLayer(CGRect(x: 2, y: 2, width: 14, height: 10), nil)
            layer.contents = content
            layer.contentsCenter = CGRect(x: 2.0 / 6, y: 2.0 / 6, width: 2.0 / 6, height: 2.0 / 6)
            window.layer.addSublayer(layer)
        }
        expectFramed(image, scale: Int(scale))
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func anImageViewShowsAResizableImageWithItsCaps(scale: CGFloat) {
        let content = framed.resizableImage(withCapInsets: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        let image = renderedImage(scale: scale) { window in
            let view = ImageView(image: content)
            view.frame = CGRect(x: 2, y: 2, width: 14, height: 10)
            window.addSubview(view)
        }
        expectFramed(image, scale: Int(scale))
    }

    @Test func aContentsCenterOutsideTheUnitRectangleIsIgnored() {
        let (_, messages) = Diagnostics.collect {
            let layer = Layer()
            layer.name = "bubble"
            layer.contentsCenter = CGRect(x: 0.5, y: 0, width: 0.75, height: 1)
            layer.contentsCenter = CGRect(x: 0.5, y: CGFloat.infinity, width: 0, height: 0)
            #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(messages == [
            "bubble: ignoring a contentsCenter outside the unit rectangle (0.5, 0.0, 0.75, 1.0)",
            "bubble: ignoring a contentsCenter that is not finite (0.5, inf, 0.0, 0.0); UIKit raises CALayerInvalidGeometry",
        ])
    }
}
