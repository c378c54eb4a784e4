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

    @Test func aGradientFromComponentsIsTheGradientOfThoseColors() throws {
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 0.5]
        let locations: [CGFloat] = [0.2, 1]
        let fromComponents = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components,
                                                     locations: locations, count: 2))
        let fromColors = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                                 colors: [UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor,
                                                          UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).cgColor] as CFArray,
                                                 locations: locations))
        #expect(fromComponents.colors == fromColors.colors && fromComponents.locations == fromColors.locations)
        let draw = { (gradient: CGGradient) in
            UIGraphicsImageRenderer(size: CGSize(width: 100, height: 1)).image { context in
                context.cgContext.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
            }.pngData()
        }
        #expect(draw(fromComponents) == draw(fromColors))
        let gray = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: [0, 1, 1, 0.5],
                                           locations: nil, count: 2))
        #expect(gray.colors == [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 0.5)])
        #expect(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: nil, count: 0) == nil)
    }

    @Test func theGroupedTableBackgroundIsTheSystemGroupedBackground() {
        #expect(UIColor.groupTableViewBackground == .systemGroupedBackground)
    }
}
