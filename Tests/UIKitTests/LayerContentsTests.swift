import Foundation
import Testing
import UIKit

/// A layer's `contents` as iOS code fills it: with a `CGImage` (`image.cgImage`).
@MainActor
@Suite struct LayerContentsTests {
    private func redSquare() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    @Test func aCGImageInContentsIsShown() throws {
        let window = makeWindow()
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        layer.contents = redSquare().cgImage
        window.layer.addSublayer(layer)
        commit(window)
        #expect(pixel(try frameImage(of: window), 20, 20) == rgb(255, 0, 0))
        #expect(pixel(try frameImage(of: window), 5, 5) == .white)
        #expect(layer.contents is CGImage)
    }

    @Test func contentsThatAreNotAnImageShowNothingAndAreReported() throws {
        let window = makeWindow()
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        let (_, messages) = Diagnostics.collect { layer.contents = "Smiley" }
        window.layer.addSublayer(layer)
        commit(window)
        #expect(pixel(try frameImage(of: window), 20, 20) == .white)
        #expect(messages == ["CALayer.contents: a String is not an image (a CGImage); the layer shows no content"])
    }
}
