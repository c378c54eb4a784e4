import EaselGraphics
import Foundation
import Testing

@Suite struct ClipTests {
    func filled(_ clip: (GraphicsContext) -> Void) -> Image {
        render(20, 20) { context in
            clip(context)
            context.setFillColor(.red)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
    }

    @Test func drawingReachesOnlyTheClip() {
        let image = filled { $0.clip(to: CGRect(x: 5, y: 5, width: 10, height: 10)) }
        expectPixel(image, 5, 5, red)
        expectPixel(image, 14, 14, red)
        expectPixel(image, 4, 10, transparent)
        expectPixel(image, 15, 10, transparent)
    }

    @Test func rectsClipToTheirUnion() {
        let image = filled { $0.clip(to: [CGRect(x: 0, y: 0, width: 5, height: 5), CGRect(x: 10, y: 10, width: 5, height: 5)]) }
        expectPixel(image, 2, 2, red)
        expectPixel(image, 12, 12, red)
        expectPixel(image, 7, 7, transparent)
    }

    @Test func clipsIntersect() {
        let image = filled { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
            context.clip(to: CGRect(x: 5, y: 0, width: 15, height: 20))
        }
        expectPixel(image, 7, 7, red)
        expectPixel(image, 2, 7, transparent)
        expectPixel(image, 12, 7, transparent)
    }

    @Test func pathClipsFollowTheFillRule() {
        func ring(_ rule: PathFillRule) -> Image {
            filled { context in
                context.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
                context.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
                context.clip(using: rule)
            }
        }
        expectPixel(ring(.evenOdd), 10, 10, transparent)
        expectPixel(ring(.evenOdd), 2, 2, red)
        expectPixel(ring(.winding), 10, 10, red)
    }

    @Test func clipEdgesAreAntialiased() {
        let image = filled { $0.clip(to: CGRect(x: 5.5, y: 0, width: 10, height: 20)) }
        expectPixel(image, 5, 3, Pixel(red: 255, green: 0, blue: 0, alpha: 128), tolerance: 1)
        expectPixel(image, 6, 3, red)
    }

    @Test func restoringTheStateRemovesTheClip() {
        let image = render(20, 20) { context in
            context.saveGState()
            context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
            context.restoreGState()
            context.setFillColor(.red)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        expectPixel(image, 10, 10, red)
    }

    @Test func theClipBoundingBoxIsInUserSpace() {
        _ = render(20, 20, scale: 2) { context in
            #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 20, height: 20))
            context.clip(to: CGRect(x: 2, y: 3, width: 4, height: 5))
            context.translateBy(x: 1, y: 1)
            #expect(context.boundingBoxOfClipPath == CGRect(x: 1, y: 2, width: 4, height: 5))
        }
    }
}
