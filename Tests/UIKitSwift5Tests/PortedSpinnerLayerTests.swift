import Testing
import UIKit

/// SpinnerLayer.swift is what `easel port` made of a shape layer written as
/// TransitionButton's spinner is (its own `init(frame:)`, `init(layer:)`, no `init()`):
/// with the `override init()` the port added it inherits the initializer Easel makes
/// layers of a class with, so it draws, its presentation copy is a spinner made
/// through its `init(layer:)`, and a view whose `layerClass` it is makes it.
@MainActor @Suite struct PortedSpinnerLayerTests {
    /// The pixels of the window's last frame that are mostly red.
    private func redPixels(_ window: UIWindow) throws -> Set<[Int]> {
        let image = try #require(window.lastFrame).image
        var found: Set<[Int]> = []
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth where image[x, y].red > 200 && image[x, y].green < 60 { found.insert([x, y]) }
        }
        return found
    }

    @Test func theSpinnerDrawsItsArcAndTurnsWithAPresentationCopyOfItsOwnClass() throws {
        let window = UIWindow(size: CGSize(width: 40, height: 40), scale: 1)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let spinner = SpinnerLayer(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        spinner.spinnerColor = .red
        window.layer.addSublayer(spinner)
        window.eventLoop.runOnce()
        let still = try redPixels(window)
        #expect(still.count > 20)

        spinner.startAnimation()
        window.eventLoop.run(for: 0.1)
        let presentation = try #require(spinner.presentation())
        #expect(type(of: presentation) == SpinnerLayer.self)
        #expect(presentation.spinnerColor == .red)
        let turned = try redPixels(window)
        #expect(turned.count > 20)
        #expect(turned != still)
    }

    @Test func aViewWhoseLayerClassIsTheSpinnerMakesItWithInit() {
        final class SpinnerView: UIView {
            override class var layerClass: AnyClass { SpinnerLayer.self }
        }
        let view = SpinnerView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(type(of: view.layer) == SpinnerLayer.self)
        #expect((view.layer as? SpinnerLayer)?.spinnerColor == .white)
    }
}
