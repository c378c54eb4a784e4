import EaselGraphics
import Foundation
import QuartzCore
import Testing
import UIKit

/// Particle emitters written as iOS code writes them (`CAEmitterLayer`,
/// `CAEmitterCell`): Core Animation's documented defaults, particles that appear as
/// the window's time advances, and the same pixels from the same seed.
@MainActor
@Suite struct EmitterLayerTests {
    /// A `size` × `size` square of `color`, as a `CGImage`, what iOS code gives a cell.
    private func square(_ color: UIColor, size: CGFloat = 4) -> CGImage? {
        UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: size, height: size))
        }.cgImage
    }

    /// A confetti view: an emitter at the centre of a 100-point window throwing red
    /// squares all round, as confetti libraries configure one.
    private func confetti(seed: UInt32 = 7, birthRate: Float = 1,
                          configure: (CAEmitterLayer, CAEmitterCell) -> Void = { _, _ in }) -> (UIWindow, CAEmitterLayer) {
        let window = makeWindow()
        let view = UIView(frame: window.bounds)
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 50, y: 50)
        emitter.seed = seed
        emitter.birthRate = birthRate
        let cell = CAEmitterCell()
        cell.name = "confetti"
        cell.birthRate = 40
        cell.lifetime = 3
        cell.velocity = 30
        cell.velocityRange = 10
        cell.emissionRange = 2 * .pi
        cell.spin = 2
        cell.spinRange = 1
        cell.contents = square(.red)
        configure(emitter, cell)
        emitter.emitterCells = [cell]
        view.layer.addSublayer(emitter)
        window.addSubview(view)
        commit(window)
        return (window, emitter)
    }

    /// The pixels of the last frame that are not the white background.
    private func paintedPixels(of window: UIWindow) throws -> [Int] {
        let image = try frameImage(of: window)
        var painted: [Int] = []
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth where image[x, y] != .white { painted.append(y * image.pixelWidth + x) }
        }
        return painted
    }

    @Test func anEmitterLayerHasCoreAnimationsDefaults() {
        let emitter = CAEmitterLayer()
        #expect(emitter.emitterCells == nil && emitter.birthRate == 1 && emitter.lifetime == 1)
        #expect(emitter.emitterPosition == .zero && emitter.emitterZPosition == 0 && emitter.emitterSize == .zero)
        #expect(emitter.emitterDepth == 0 && emitter.emitterShape == .point && emitter.emitterMode == .volume)
        #expect(emitter.renderMode == .unordered && !emitter.preservesDepth)
        #expect(emitter.velocity == 1 && emitter.scale == 1 && emitter.spin == 1 && emitter.seed == 0)
        #expect(CAEmitterLayerEmitterShape.circle.rawValue == "circle"
                && CAEmitterLayerEmitterShape(rawValue: "cuboid") == .cuboid)
        #expect([CAEmitterLayerEmitterMode.points, .outline, .surface, .volume].map(\.rawValue)
                == ["points", "outline", "surface", "volume"])
        #expect([CAEmitterLayerRenderMode.unordered, .oldestFirst, .oldestLast, .backToFront, .additive].map(\.rawValue)
                == ["unordered", "oldestFirst", "oldestLast", "backToFront", "additive"])
    }

    @Test func anEmitterCellHasCoreAnimationsDefaults() {
        let cell = CAEmitterCell()
        #expect(cell.name == nil && cell.isEnabled && cell.birthRate == 0 && cell.lifetime == 0 && cell.lifetimeRange == 0)
        #expect(cell.emissionLatitude == 0 && cell.emissionLongitude == 0 && cell.emissionRange == 0)
        #expect(cell.velocity == 0 && cell.velocityRange == 0)
        #expect(cell.xAcceleration == 0 && cell.yAcceleration == 0 && cell.zAcceleration == 0)
        #expect(cell.scale == 1 && cell.scaleRange == 0 && cell.scaleSpeed == 0 && cell.spin == 0 && cell.spinRange == 0)
        #expect(cell.color == UIColor.white.cgColor)
        #expect([cell.redRange, cell.greenRange, cell.blueRange, cell.alphaRange] == [0, 0, 0, 0])
        #expect([cell.redSpeed, cell.greenSpeed, cell.blueSpeed, cell.alphaSpeed] == [0, 0, 0, 0])
        #expect(cell.contents == nil && cell.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1) && cell.contentsScale == 1)
        #expect(cell.magnificationFilter == CALayerContentsFilter.linear.rawValue && cell.minificationFilter == "linear")
        #expect(cell.minificationFilterBias == 0 && cell.emitterCells == nil && cell.style == nil)
        #expect(cell.beginTime == 0 && cell.duration == 0 && cell.speed == 1 && cell.timeOffset == 0)
        #expect(cell.repeatCount == 0 && cell.repeatDuration == 0 && !cell.autoreverses && cell.fillMode == .removed)
    }

    @Test func confettiAppearsAsTimePassesAndNotBefore() throws {
        let (window, _) = confetti()
        #expect(try paintedPixels(of: window).isEmpty)
        window.eventLoop.run(for: 0.5)
        let painted = try paintedPixels(of: window)
        #expect(painted.count > 100)
        let image = try frameImage(of: window)
        #expect(painted.contains { image[$0 % 100, $0 / 100] == rgb(255, 0, 0) })
    }

    @Test func anEmitterWithNoBirthRateShowsNothing() throws {
        let (window, _) = confetti(birthRate: 0)
        window.eventLoop.run(for: 1)
        #expect(try paintedPixels(of: window).isEmpty)
        let (cellless, _) = confetti { _, cell in cell.birthRate = 0 }
        cellless.eventLoop.run(for: 1)
        #expect(try paintedPixels(of: cellless).isEmpty)
        let (disabled, _) = confetti { _, cell in cell.isEnabled = false }
        disabled.eventLoop.run(for: 1)
        #expect(try paintedPixels(of: disabled).isEmpty)
    }

    @Test func theSameSeedGivesTheSamePixelsAndAnotherSeedOthers() throws {
        let (first, _) = confetti(seed: 42)
        let (second, _) = confetti(seed: 42)
        let (other, _) = confetti(seed: 43)
        for window in [first, second, other] { window.eventLoop.run(for: 0.75) }
        let image = try frameImage(of: first)
        #expect(try frameImage(of: second).pngData() == image.pngData())
        #expect(try frameImage(of: other).pngData() != image.pngData())
        #expect(try !paintedPixels(of: first).isEmpty)
    }

    /// An emitter at (10, 50) with one particle a second (the first born at 1 s) of a
    /// 4-point square, flying right at 40 points a second, moved by `configure`.
    private func oneParticleASecond(configure: @escaping (CAEmitterCell) -> Void) -> UIWindow {
        confetti { emitter, cell in
            emitter.emitterPosition = CGPoint(x: 10, y: 50)
            cell.birthRate = 1
            cell.lifetime = 10
            cell.velocity = 40
            cell.velocityRange = 0
            cell.emissionRange = 0
            cell.spin = 0
            cell.spinRange = 0
            configure(cell)
        }.0
    }

    @Test func aParticleMovesByItsVelocityAndAccelerationFromItsBirth() throws {
        // Falling at 16 points/s² too: half a second after its birth the square's
        // centre is 20 points right and 2 down.
        let window = oneParticleASecond { $0.yAcceleration = 16 }
        window.eventLoop.run(for: 1.5)
        #expect(window.eventLoop.now == 1.5)
        let image = try frameImage(of: window)
        #expect(pixel(image, 28, 50) == rgb(255, 0, 0) && pixel(image, 31, 53) == rgb(255, 0, 0))
        #expect(pixel(image, 27, 52) == .white && pixel(image, 32, 52) == .white && pixel(image, 30, 49) == .white)
        #expect(try paintedPixels(of: window).count == 16)
    }

    @Test func aParticleIsTintedByItsColourAndFadesByItsAlphaSpeed() throws {
        let window = oneParticleASecond { cell in
            cell.contents = self.square(.white)
            cell.color = UIColor.blue.cgColor
            cell.alphaSpeed = -0.5
        }
        // Half a second old: three quarters opaque blue over white.
        func isBlue(at x: Int, alpha: Double) throws -> Bool {
            let shown = try pixel(frameImage(of: window), x, 50), white = 255 * (1 - alpha)
            return shown.blue == 255 && Swift.abs(Double(shown.red) - white) <= 1 && shown.red == shown.green
        }
        window.eventLoop.run(for: 1.5)
        #expect(try isBlue(at: 30, alpha: 0.75))
        // A second later the first, 40 points on, is a quarter opaque; the second takes its place.
        window.eventLoop.run(for: 1)
        #expect(try isBlue(at: 70, alpha: 0.25) && isBlue(at: 30, alpha: 0.75))
    }

    @Test func stoppingBirthsLetsTheParticlesLiveOutTheirLivesAndTheLoopGoIdle() throws {
        let (window, emitter) = confetti { _, cell in cell.lifetime = 0.5 }
        window.eventLoop.run(for: 1)
        #expect(try !paintedPixels(of: window).isEmpty)
        emitter.birthRate = 0
        window.eventLoop.run(for: 0.25)
        #expect(try !paintedPixels(of: window).isEmpty)
        let stopped = window.eventLoop.now
        window.eventLoop.runUntilIdle()
        #expect(window.eventLoop.now < stopped + 0.5)
        #expect(try paintedPixels(of: window).isEmpty)
    }

    @Test func anEmitterAddedLaterShowsItsEarlierParticlesUnlessItBeginsNow() throws {
        let window = makeWindow()
        window.eventLoop.run(for: 2)
        let cell = CAEmitterCell()
        cell.birthRate = 20
        cell.lifetime = 5
        cell.velocity = 10
        cell.emissionRange = 2 * .pi
        cell.contents = square(.red)
        let late = CAEmitterLayer()
        late.emitterPosition = CGPoint(x: 50, y: 50)
        late.emitterCells = [cell]
        window.layer.addSublayer(late)
        commit(window)
        #expect(try !paintedPixels(of: window).isEmpty)

        late.removeFromSuperlayer()
        let fresh = CAEmitterLayer()
        fresh.emitterPosition = CGPoint(x: 50, y: 50)
        fresh.beginTime = CACurrentMediaTime()
        fresh.emitterCells = [cell]
        window.layer.addSublayer(fresh)
        commit(window)
        #expect(try paintedPixels(of: window).isEmpty)
    }

    @Test func badValuesAreIgnoredAndReported() throws {
        let emitter = CAEmitterLayer()
        let cell = CAEmitterCell()
        let (_, messages) = Diagnostics.collect {
            emitter.emitterPosition = CGPoint(x: CGFloat.nan, y: 0)
            cell.contents = "confetti.png"
            cell.contentsScale = 0
        }
        #expect(emitter.emitterPosition == .zero && cell.contentsScale == 1)
        #expect(messages.count == 3 && messages[1].contains("not an image"))

        var window: UIWindow?
        let (_, births) = Diagnostics.collect {
            (window, _) = confetti { _, cell in cell.velocity = .infinity }
            window?.eventLoop.run(for: 0.5)
        }
        #expect(try paintedPixels(of: try #require(window)).isEmpty)
        #expect(births == ["CAEmitterCell confetti: a value is not finite; its particles are not born"])
    }
}
