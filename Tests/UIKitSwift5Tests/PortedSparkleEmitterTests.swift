import Testing
import UIKit

/// SparkleEmitter.swift is LTMorphingLabel's emitter code: it compiles in Swift 5 as
/// the library is, and its sparkles show as the window's time passes, stop being born
/// when the library sets the layer's `birthRate` to 0, and go when it stops the emitter.
@MainActor @Suite struct PortedSparkleEmitterTests {
    @Test func aCharactersSparklesFallAndFadeOut() throws {
        let window = UIWindow(size: CGSize(width: 120, height: 80), scale: 1)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let emitterView = UIView(frame: window.bounds)
        window.addSubview(emitterView)
        window.eventLoop.runOnce()
        let particle = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
            UIColor.white.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).fill()
        }
        let emitter = SparkleEmitter(particle: particle, in: CGRect(x: 40, y: 20, width: 30, height: 30),
                                     font: .systemFont(ofSize: 30), textColor: .systemRed)
        emitterView.layer.addSublayer(emitter.layer)
        emitter.play()
        func paintedPixels() throws -> Int {
            let image = try #require(window.lastFrame).image
            var count = 0
            for y in 0..<image.pixelHeight {
                for x in 0..<image.pixelWidth where image[x, y] != Pixel(red: 255, green: 255, blue: 255) { count += 1 }
            }
            return count
        }
        window.eventLoop.runOnce()
        #expect(try paintedPixels() == 0)
        window.eventLoop.run(for: 0.3)
        #expect(try paintedPixels() > 50)
        emitter.layer.birthRate = 0
        window.eventLoop.run(for: 0.3)
        #expect(try paintedPixels() == 0)
        emitter.layer.birthRate = 1
        window.eventLoop.run(for: 0.1)
        #expect(try paintedPixels() > 0)
        emitter.stop()
        window.eventLoop.runOnce()
        #expect(try paintedPixels() == 0 && emitter.layer.emitterCells == nil)
    }
}
