import Testing
import UIKit

/// What iOS code reads back from a bitmap context and the gradient and color names
/// older code uses: `makeImage()`, `CGGradient(colorSpace:colorComponents:…)`,
/// `UIColor.groupTableViewBackground`.
@Suite struct BitmapContextImageTests {
    private let red = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    private let blue = Pixel(red: 0, green: 0, blue: 255, alpha: 255)

    @Test func makeImageCopiesWhatWasDrawnSoFar() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = try #require(context.makeImage())
        context.setFillColor(UIColor.blue.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        UIGraphicsEndImageContext()
        #expect(image.width == 8 && image.height == 4)
        let pixels = UIImage(cgImage: image)
        #expect([pixel(pixels, 0, 0), pixel(pixels, 3, 3)] == [red, red])
        #expect(pixel(pixels, 5, 1) == Pixel(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(context.makeImage() == nil, "a context that has ended makes no image")
    }

    @Test func onlyABitmapContextMakesAnImage() {
        var fromPDF: CGImage?
        _ = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10)).pdfData { context in
            context.beginPage()
            fromPDF = context.cgContext.makeImage()
        }
        #expect(fromPDF == nil)
        let rendered = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
            #expect(context.cgContext.makeImage().map { pixel(UIImage(cgImage: $0), 1, 1) } == blue)
        }
        #expect(pixel(rendered, 2, 2) == blue)
    }

    @Test func aGradientFromComponentsDrawsItsColors() throws {
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
        let locations: [CGFloat] = [0, 1]
        let gradient = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components,
                                               locations: locations, count: 2))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 1)).image { context in
            context.cgContext.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        }
        #expect(pixel(image, 0, 0) == Pixel(red: 254, green: 0, blue: 1, alpha: 255) || pixel(image, 0, 0) == red)
        #expect(pixel(image, 99, 0).blue > 250 && pixel(image, 99, 0).red < 5)
        let gray = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: [0, 1, 1, 1],
                                           locations: nil, count: 2))
        #expect(gray.colors.count == 2)
        #expect(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: nil, count: 0) == nil)
    }

    @Test func theGroupedTableBackgroundIsTheSystemGroupedBackground() {
        #expect(UIColor.groupTableViewBackground == .systemGroupedBackground)
    }
}
