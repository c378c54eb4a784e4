import Testing
import UIKit

/// UIKit's color conveniences.
@Suite struct UIColorTests {
    @Test func hueSaturationBrightnessMakeTheRGBColors() {
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 0.5) == UIColor(red: 0, green: 1, blue: 1, alpha: 0.5))
        #expect(UIColor(hue: 0.25, saturation: 0, brightness: 0.5, alpha: 1) == UIColor(white: 0.5, alpha: 1))
    }

    @Test func getHueReadsBackWhatInitHueMade() {
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        let color = UIColor(hue: 0.6, saturation: 0.8, brightness: 0.9, alpha: 0.7)
        #expect(color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(abs(hue - 0.6) < 1e-12 && abs(saturation - 0.8) < 1e-12)
        #expect(abs(brightness - 0.9) < 1e-12 && alpha == 0.7)
    }

    @Test func getRedAndGetWhiteReadTheComponents() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor.systemBlue.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(red == 0 && green == 122.0 / 255 && blue == 1 && alpha == 1)
        var white: CGFloat = 0
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha))
        #expect(white == 0.25 && alpha == 0.5)
        #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
    }

    @Test func cgColorIsTheSameColor() {
        let color = UIColor(red: 1, green: 0.2, blue: 0.4, alpha: 0.5)
        #expect(UIColor(cgColor: color.cgColor) == color)
        // A dynamic color's CGColor is its value in the current traits, as on iOS.
        let pink = UIColor.systemPink.withAlphaComponent(0.5)
        #expect(pink.cgColor == pink.resolvedColor(with: UITraitCollection.current))
        #expect(UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { pink.cgColor }
                == pink.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(color.cgColor.alpha == 0.5)
        #expect(color.cgColor.components?.count == 4)
        #expect(CGColor(gray: 0.5, alpha: 1) == UIColor(white: 0.5, alpha: 1).cgColor)
    }

    @Test func setMakesTheColorBothTheFillAndTheStrokeColor() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
            UIColor.red.setFill()
            UIColor.blue.setStroke()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.green.set()
            context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
            context.cgContext.setLineWidth(2)
            context.cgContext.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)])
        }
        #expect(pixel(image, 2, 2) == rgb(255, 0, 0))
        #expect(pixel(image, 2, 5) == rgb(0, 255, 0))
        #expect(pixel(image, 15, 5) == rgb(0, 255, 0))
    }
}
