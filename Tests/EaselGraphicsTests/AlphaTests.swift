import EaselGraphics
import Foundation
import Testing

/// The global alpha of `setAlpha(_:)`, which every drawing operation is multiplied by.
@Suite struct AlphaTests {
    let halfGray = rgb(128, 128, 128)

    @Test func alphaFadesFills() {
        let image = render(4, 4, background: .white) { context in
            context.setAlpha(0.5)
            context.setFillColor(.black)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        expectPixel(image, 1, 1, halfGray, tolerance: 1)
    }

    @Test func alphaMultipliesTheColorsOwnAlpha() {
        let image = render(4, 4) { context in
            context.setAlpha(0.5)
            context.setFillColor(Color(white: 0, alpha: 0.5))
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        expectPixel(image, 1, 1, Pixel(red: 0, green: 0, blue: 0, alpha: 64), tolerance: 1)
    }

    @Test func alphaFadesStrokesGradientsAndImages() {
        let photo = Image(width: 1, height: 1, rgbaBytes: [0, 0, 0, 255])
        let gradient = Gradient(colors: [.black, .black])!
        let image = render(30, 10, background: .white) { context in
            context.setAlpha(0.5)
            context.setLineWidth(10)
            context.move(to: CGPoint(x: 0, y: 5))
            context.addLine(to: CGPoint(x: 10, y: 5))
            context.strokePath()
            context.draw(photo, in: CGRect(x: 10, y: 0, width: 10, height: 10))
            context.clip(to: CGRect(x: 20, y: 0, width: 10, height: 10))
            context.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 30, y: 0),
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        expectPixel(image, 5, 5, halfGray, tolerance: 1)
        expectPixel(image, 15, 5, halfGray, tolerance: 1)
        expectPixel(image, 25, 5, halfGray, tolerance: 1)
    }

    @Test func alphaFadesTheSourceBeforeTheBlendMode() {
        // With .copy the faded source replaces the pixels: CoreGraphics' R = S.
        let photo = Image(width: 1, height: 1, rgbaBytes: [0, 0, 0, 255])
        let image = render(20, 10, background: .white) { context in
            context.setBlendMode(.copy)
            context.setAlpha(0.5)
            context.setFillColor(.black)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.draw(photo, in: CGRect(x: 10, y: 0, width: 10, height: 10))
        }
        expectPixel(image, 5, 5, Pixel(red: 0, green: 0, blue: 0, alpha: 128), tolerance: 1)
        expectPixel(image, 15, 5, Pixel(red: 0, green: 0, blue: 0, alpha: 128), tolerance: 1)
    }

    @Test func alphaIsClampedAndPartOfTheGraphicsState() {
        let image = render(3, 1) { context in
            context.setFillColor(.black)
            context.saveGState()
            context.setAlpha(-1)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            context.restoreGState()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            context.setAlpha(2)
            context.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        }
        expectPixel(image, 0, 0, transparent)
        expectPixel(image, 1, 0, black)
        expectPixel(image, 2, 0, black)
    }
}
