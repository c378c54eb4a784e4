import Testing
import UIKit

/// The area a stroke paints, as a path: `CGPath.copy(strokingWithWidth:…)` and
/// `CGContext.replacePathWithStrokedPath()`, as iOS code uses them for hit areas and
/// gradient strokes.
@Suite struct StrokedPathTests {
    private func line(_ points: [CGPoint]) -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: points)
        return path
    }

    private func image(_ draw: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { draw($0.cgContext) }
    }

    @Test func aStrokedLineIsTheRectangleItsStrokeCovers() {
        let stroked = line([CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 20)])
            .copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(stroked.boundingBox == CGRect(x: 10, y: 15, width: 20, height: 10))
        #expect(stroked.contains(CGPoint(x: 20, y: 16)))
        #expect(!stroked.contains(CGPoint(x: 20, y: 26)))
        #expect(!stroked.contains(CGPoint(x: 8, y: 20)))
    }

    @Test func capsExtendTheEndsAsTheStrokeDoes() {
        let points = [CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 20)]
        let square = line(points).copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        let round = line(points).copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(square.boundingBox == CGRect(x: 5, y: 15, width: 30, height: 10))
        #expect(square.contains(CGPoint(x: 6, y: 16)))
        // The round cap is a half disc: its corner stays outside.
        #expect(round.contains(CGPoint(x: 6, y: 20)))
        #expect(!round.contains(CGPoint(x: 6, y: 16)))
    }

    @Test func joinsFollowTheJoinStyleAndTheMiterLimit() {
        let corner = [CGPoint(x: 10, y: 30), CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10)]
        let mitered = line(corner).copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        let beveled = line(corner).copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        // A right angle's miter is √2 line widths long: a limit of 1 bevels it.
        let limited = line(corner).copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1)
        #expect(mitered.contains(CGPoint(x: 6, y: 6)))
        #expect(!beveled.contains(CGPoint(x: 6, y: 6)))
        #expect(beveled.contains(CGPoint(x: 8, y: 8)))
        #expect(!limited.contains(CGPoint(x: 6, y: 6)))
        #expect(mitered.boundingBox == CGRect(x: 5, y: 5, width: 25, height: 25))
    }

    @Test func theTransformMovesTheOutlineAfterStroking() {
        let stroked = line([CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 20)])
            .copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                  transform: CGAffineTransform(scaleX: 2, y: 1))
        #expect(stroked.boundingBox == CGRect(x: 20, y: 15, width: 40, height: 10))
    }

    @Test func fillingTheStrokedPathPaintsWhatTheStrokePaints() {
        let rect = CGRect(x: 10, y: 10, width: 20, height: 20)
        let stroked = image { context in
            context.setStrokeColor(UIColor.blue.cgColor)
            context.setLineWidth(4)
            context.addRect(rect)
            context.strokePath()
        }
        let filled = image { context in
            context.setFillColor(UIColor.blue.cgColor)
            context.setLineWidth(4)
            context.addRect(rect)
            context.replacePathWithStrokedPath()
            context.fillPath()
        }
        #expect(filled.pngData() == stroked.pngData())
        #expect(pixel(filled, 8, 20) == rgb(0, 0, 255))
        #expect(pixel(filled, 20, 20).alpha == 0)
    }

    @Test func clippingToTheStrokedPathPaintsAGradientAlongTheLine() {
        let ring = image { context in
            context.setLineWidth(6)
            context.addEllipse(in: CGRect(x: 5, y: 5, width: 30, height: 30))
            context.replacePathWithStrokedPath()
            context.clip()
            let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])!
            context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 40, y: 0), options: [])
        }
        // On the ring at its left and right, nothing inside or outside it.
        #expect(pixel(ring, 5, 20) == rgb(220, 0, 35))
        #expect(pixel(ring, 34, 20) == rgb(35, 0, 220))
        #expect(pixel(ring, 20, 20).alpha == 0)
        #expect(pixel(ring, 1, 1).alpha == 0)
    }
}
