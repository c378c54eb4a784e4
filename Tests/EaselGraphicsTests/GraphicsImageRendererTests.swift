import EaselGraphics
import Foundation
import Testing

@Suite struct GraphicsImageRendererTests {
    @Test func imageSizeIsPointsTimesScaleRoundedUp() {
        let image = GraphicsImageRenderer(size: CGSize(width: 10.5, height: 3), scale: 3).image { _ in }
        #expect(image.pixelWidth == 32)
        #expect(image.pixelHeight == 9)
        #expect(image.size == CGSize(width: 32.0 / 3, height: 3))
    }

    @Test func drawingIsInPointsAtEveryScale() {
        for scale in [1, 2, 3] as [CGFloat] {
            let image = GraphicsImageRenderer(size: CGSize(width: 10, height: 10), scale: scale).image { context in
                context.setFillColor(Color(red: 1, green: 0, blue: 0))
                context.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
            }
            let edge = Int(5 * scale)
            #expect(image[edge - 1, 0].alpha == 0, "scale \(scale)")
            #expect(image[edge, 0] == Pixel(red: 255, green: 0, blue: 0), "scale \(scale)")
        }
    }

    @Test func currentContextIsSetOnlyDuringTheDrawing() {
        #expect(GraphicsContext.current == nil)
        var inside: GraphicsContext?
        _ = GraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
            inside = GraphicsContext.current
            #expect(inside === context)
        }
        #expect(inside != nil)
        #expect(GraphicsContext.current == nil)
    }

    @Test func keptContextDrawsNothingAndReportsInvalidUse() {
        var kept: GraphicsContext?
        let image = GraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { kept = $0 }
        let (_, messages) = Diagnostics.collect {
            kept?.setFillColor(.black)
            kept?.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(kept?.isValid == false)
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.hasPrefix("invalid context") })
        #expect(image[0, 0].alpha == 0)
    }

    @Test func restoreGStateRestoresFillColorAndIgnoresUnmatchedRestore() {
        let image = GraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { context in
            context.restoreGState()
            context.setFillColor(Color(red: 0, green: 0, blue: 1))
            context.saveGState()
            context.setFillColor(Color(red: 0, green: 1, blue: 0))
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            context.restoreGState()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        #expect(image[0, 0] == Pixel(red: 0, green: 255, blue: 0))
        #expect(image[1, 0] == Pixel(red: 0, green: 0, blue: 255))
    }
}
