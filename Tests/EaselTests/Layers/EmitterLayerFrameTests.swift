@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// An emitter layer's particles in the compositor: every frame made by partial
/// recompositing equals a full redraw while particles are born, move, spin and die,
/// beside other layers, and the damage of a frame is where particles were and are.
@MainActor
@Suite struct EmitterLayerFrameTests {
    /// A 3 × 3-pixel image: a white centre in a red ring, so that spin shows.
    private let particleImage: Image = {
        let r: [UInt8] = [255, 0, 0, 255], w: [UInt8] = [255, 255, 255, 255]
        return Image(width: 3, height: 3, rgbaBytes: r + r + r + r + w + r + r + r + r)
    }()

    private func emitter(shape: EmitterLayer.EmitterShape, mode: EmitterLayer.EmitterMode,
                         renderMode: EmitterLayer.RenderMode) -> EmitterLayer {
        let emitter = EmitterLayer()
        emitter.frame = CGRect(x: 10, y: 8, width: 40, height: 30)
        emitter.emitterPosition = CGPoint(x: 20, y: 15)
        emitter.emitterSize = CGSize(width: 12, height: 8)
        emitter.emitterShape = shape
        emitter.emitterMode = mode
        emitter.renderMode = renderMode
        emitter.seed = 99
        let cell = EmitterCell()
        cell.birthRate = 30
        cell.lifetime = 0.6
        cell.lifetimeRange = 0.3
        cell.velocity = 25
        cell.velocityRange = 15
        cell.emissionRange = 2 * .pi
        cell.yAcceleration = 30
        cell.spin = 3
        cell.scale = 2
        cell.scaleSpeed = -1
        cell.color = Color(red: 0.9, green: 0.6, blue: 1, alpha: 1)
        cell.greenRange = 0.3
        cell.alphaSpeed = -1
        cell.contents = particleImage
        emitter.emitterCells = [cell]
        return emitter
    }

    @Test(arguments: [(EmitterLayer.EmitterShape.point, EmitterLayer.EmitterMode.volume, EmitterLayer.RenderMode.unordered),
                      (.line, .points, .oldestLast), (.rectangle, .outline, .additive), (.circle, .surface, .oldestFirst),
                      (.cuboid, .points, .backToFront), (.sphere, .outline, .unordered)])
    func partialFramesEqualFullRedrawsWhileParticlesMove(_ shape: EmitterLayer.EmitterShape,
                                                         _ mode: EmitterLayer.EmitterMode,
                                                         _ renderMode: EmitterLayer.RenderMode) {
        let window = shownWindow(width: 64, height: 48, scale: 2)
        let still = View(frame: CGRect(x: 4, y: 30, width: 20, height: 10))
        still.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.8)
        window.addSubview(still)
        window.layer.addSublayer(emitter(shape: shape, mode: mode, renderMode: renderMode))
        window.eventLoop.runOnce()
        var partialFrames = 0
        for step in 0..<48 {
            guard let (frame, isFullRedraw) = nextFrame(after: 1.0 / 60, in: window) else { continue }
            #expect(isFullRedraw, "\(shape.rawValue) \(mode.rawValue), step \(step), damage \(frame.damage)")
            if !isFullRedraw { return }
            if frame.damage.allSatisfy({ $0.width < 128 || $0.height < 96 }) { partialFrames += 1 }
        }
        #expect(partialFrames > 20)
    }
}
