import Testing
import UIKit

/// `CGContext.clip(to:mask:)`: an image's alpha (or, for an opaque grey image, its
/// grey) masks what is drawn, placed as Core Graphics places images.
@Suite struct MaskClipTests {
    private let format: UIGraphicsImageRendererFormat = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return format
    }()

    private func image(_ draw: (CGContext) -> Void) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { draw($0.cgContext) }
    }

    /// Opaque black over the top half, transparent below.
    private var topHalf: CGImage {
        image { $0.fill(CGRect(x: 0, y: 0, width: 20, height: 10)) }.cgImage!
    }

    @Test func anImagesAlphaMasksUpsideDownInAUIKitContext() {
        let masked = image { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: topHalf)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        // Core Graphics puts the image's first row at the bottom of a y-down context.
        #expect(pixel(masked, 10, 5).alpha == 0)
        #expect(pixel(masked, 10, 15) == rgb(255, 0, 0))
    }

    @Test func flippingTheContextFirstMasksUpright() {
        let masked = image { context in
            context.translateBy(x: 0, y: 20)
            context.scaleBy(x: 1, y: -1)
            context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: topHalf)
            context.scaleBy(x: 1, y: -1)
            context.translateBy(x: 0, y: -20)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(pixel(masked, 10, 5) == rgb(255, 0, 0))
        #expect(pixel(masked, 10, 15).alpha == 0)
    }

    @Test func anOpaqueGreyImageMasksByItsGrey() {
        let grey = image { context in
            context.setFillColor(UIColor.white.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
            context.setFillColor(UIColor(white: 0.5, alpha: 1).cgColor)
            context.fill(CGRect(x: 10, y: 0, width: 10, height: 20))
        }.cgImage!
        let masked = image { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: grey)
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(pixel(masked, 5, 5) == rgb(0, 0, 255))
        #expect(pixel(masked, 15, 5) == Pixel(red: 0, green: 0, blue: 255, alpha: 128))
    }

    @Test func nothingOutsideTheMasksRectangleIsDrawnAndRestoringEndsTheClip() {
        let masked = image { context in
            context.saveGState()
            context.clip(to: CGRect(x: 0, y: 10, width: 10, height: 10), mask: topHalf)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            context.restoreGState()
            context.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 15, y: 0, width: 5, height: 20))
        }
        // The mask is squeezed into the bottom-left quarter, its opaque half lowest.
        #expect(pixel(masked, 5, 17) == rgb(255, 0, 0))
        #expect(pixel(masked, 5, 12).alpha == 0)
        #expect(pixel(masked, 12, 17).alpha == 0)
        #expect(pixel(masked, 5, 5).alpha == 0)
        #expect(pixel(masked, 17, 5) == rgb(0, 255, 0))
    }

    @Test func textAndImagesDrawnUnderTheMaskAreMaskedToo() {
        let red = image { context in
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let masked = image { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: topHalf)
            red.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(pixel(masked, 10, 5).alpha == 0)
        #expect(pixel(masked, 10, 15) == rgb(255, 0, 0))
    }
}
