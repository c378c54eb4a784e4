import Testing
import UIKit

/// `UIColor(patternImage:)`: a color that tiles an image, in fills and backgrounds.
@MainActor
@Suite struct PatternColorTests {
    /// A 2 × 2 checkerboard: red at the top-left and bottom-right, blue elsewhere.
    private let checker: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
    }()

    private func image(_ draw: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format).image { draw($0.cgContext) }
    }

    @Test func aPatternFillRepeatsTheImageFromTheContextsOrigin() {
        let filled = image { context in
            UIColor(patternImage: checker).setFill()
            context.fill(CGRect(x: 1, y: 1, width: 6, height: 6))
        }
        #expect(pixel(filled, 0, 0).alpha == 0)
        #expect(pixel(filled, 1, 1) == rgb(255, 0, 0))
        #expect(pixel(filled, 2, 1) == rgb(0, 0, 255))
        #expect(pixel(filled, 2, 2) == rgb(255, 0, 0))
        #expect(pixel(filled, 5, 6) == rgb(0, 0, 255))
    }

    @Test func theCGColorFillsWithThePatternAndATranslationDoesNotMoveIt() {
        let filled = image { context in
            context.translateBy(x: 1, y: 0)
            context.setFillColor(UIColor(patternImage: checker).cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        // The tile stays where the untranslated context puts it.
        #expect(pixel(filled, 1, 0) == rgb(0, 0, 255))
        #expect(pixel(filled, 2, 0) == rgb(255, 0, 0))
        #expect(pixel(filled, 0, 0).alpha == 0)
    }

    @Test func aViewsPatternBackgroundTilesFromItsTopLeftCorner() throws {
        let window = makeWindow(width: 20, height: 20)
        let view = UIView(frame: CGRect(x: 3, y: 4, width: 6, height: 6))
        view.backgroundColor = UIColor(patternImage: checker)
        window.addSubview(view)
        commit(window)
        let frame = try frameImage(of: window)
        #expect(pixel(frame, 3, 4) == rgb(255, 0, 0))
        #expect(pixel(frame, 4, 4) == rgb(0, 0, 255))
        #expect(pixel(frame, 4, 5) == rgb(255, 0, 0))
        #expect(pixel(frame, 2, 4) == .white)
    }

    @Test func aPatternColorHasNoRGBComponents() {
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        #expect(!UIColor(patternImage: checker).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha] == [-1, -1, -1, -1])
    }
}
