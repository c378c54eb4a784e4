import Testing
import UIKit

/// Core Graphics drawing calls, checked by the pixels of a renderer's image.
@Suite struct CGContextTests {
    private let transparent = Pixel(red: 0, green: 0, blue: 0, alpha: 0)

    private func render(width: CGFloat = 40, height: CGFloat = 40, _ draw: (CGContext) -> Void) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { draw($0.cgContext) }
    }

    @Test func drawPathFillsThenStrokesTheSamePath() {
        let image = render { context in
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
            context.setLineWidth(4)
            context.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
            context.drawPath(using: .fillStroke)
            #expect(context.isPathEmpty)
        }
        #expect(pixel(image, 20, 20) == rgb(255, 0, 0))
        #expect(pixel(image, 9, 20) == rgb(0, 0, 255))
        #expect(pixel(image, 11, 20) == rgb(0, 0, 255))
        #expect(pixel(image, 5, 5) == transparent)
    }

    /// `setAllowsAntialiasing(false)` overrides `setShouldAntialias(true)`, and is not
    /// undone by restoring the graphics state; the edge of a disc shows it.
    @Test func antialiasingNeedsToBeBothAllowedAndWanted() {
        func edge(_ configure: (CGContext) -> Void) -> UInt8 {
            let image = render { context in
                configure(context)
                context.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
                context.fillEllipse(in: CGRect(x: 0.5, y: 0.5, width: 30, height: 30))
            }
            return pixel(image, 15, 0).alpha
        }
        let smooth = edge { _ in }
        #expect(smooth > 0 && smooth < 255)
        #expect([0, 255].contains(edge { $0.setAllowsAntialiasing(false) }))
        #expect([0, 255].contains(edge { $0.setShouldAntialias(false) }))
        #expect([0, 255].contains(edge { context in
            context.setAllowsAntialiasing(false)
            context.saveGState()
            context.setShouldAntialias(true)
            context.restoreGState()
        }))
        #expect(edge { context in
            context.setAllowsAntialiasing(false)
            context.setAllowsAntialiasing(true)
        } == smooth)
    }

    @Test func evenOddDrawingLeavesTheInnerShapeOpen() {
        let image = render { context in
            context.setFillColor(gray: 0, alpha: 1)
            context.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
            context.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
            context.drawPath(using: .eoFill)
        }
        #expect(pixel(image, 5, 5) == .black)
        #expect(pixel(image, 20, 20) == transparent)
    }

    @Test func strokeLineSegmentsPairsThePointsAndIgnoresALastOddOne() {
        let image = render { context in
            context.setStrokeColor(UIColor.green.cgColor)
            context.setLineWidth(2)
            context.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 40, y: 5),
                                                 CGPoint(x: 0, y: 20), CGPoint(x: 40, y: 20),
                                                 CGPoint(x: 35, y: 0)])
        }
        #expect(pixel(image, 20, 4) == rgb(0, 255, 0))
        #expect(pixel(image, 20, 5) == rgb(0, 255, 0))
        #expect(pixel(image, 20, 19) == rgb(0, 255, 0))
        #expect(pixel(image, 20, 12) == transparent)
        #expect(pixel(image, 35, 30) == transparent)
    }

    @Test func clearMakesPixelsTransparentAndClipUsesTheCurrentPath() {
        let image = render { context in
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            context.clear(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.addEllipse(in: CGRect(x: 20, y: 20, width: 20, height: 20))
            context.clip()
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        #expect(pixel(image, 5, 5) == transparent)
        #expect(pixel(image, 15, 15) == rgb(0, 0, 255))
        #expect(pixel(image, 30, 30) == rgb(255, 0, 0))
        #expect(pixel(image, 21, 21) == rgb(0, 0, 255))
    }

    @Test func concatenateAndCTMFollowTheTransformsApplied() {
        let image = render { context in
            let base = context.ctm
            context.concatenate(CGAffineTransform(translationX: 10, y: 20))
            #expect(context.ctm == CGAffineTransform(translationX: 10, y: 20).concatenating(base))
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(pixel(image, 12, 22) == rgb(255, 0, 0))
        #expect(pixel(image, 2, 2) == transparent)
    }

    @Test func gradientsNeedAColorForEachLocation() {
        let space = CGColorSpace(name: CGColorSpace.sRGB)
        #expect(space?.model == .rgb)
        #expect(CGColorSpace(name: "not a space") == nil)
        #expect(CGGradient(colorsSpace: space, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                           locations: [0, 1]) != nil)
        #expect(CGGradient(colorsSpace: space, colors: [UIColor.red.cgColor] as CFArray, locations: [0, 1]) == nil)
        #expect(CGGradient(colorsSpace: space, colors: ["red"] as CFArray, locations: nil) == nil)
    }

    @Test func radialGradientsPaintBetweenTheirCircles() {
        let colors = [UIColor.white.cgColor, UIColor.black.cgColor] as CFArray
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil)!
        let image = render { context in
            context.drawRadialGradient(gradient, startCenter: CGPoint(x: 20, y: 20), startRadius: 0,
                                       endCenter: CGPoint(x: 20, y: 20), endRadius: 10, options: [])
        }
        #expect(pixel(image, 2, 2) == transparent)
        #expect(pixel(image, 20, 20).alpha == 255)
        #expect(pixel(image, 20, 20).red > 200)
        #expect(pixel(image, 28, 20).red < 60)
    }
}
