@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// `ReplicatorLayer`: copies of the sublayers, each moved by one more instance
/// transform about the anchor point and faded by the alpha offset, pixel-exact at
/// scales 1, 2 and 3.
@MainActor
@Suite struct ReplicatorLayerTests: NamesPixels {
    private func dots(count: Int, transform: Transform3D, alphaOffset: Float = 0) -> ReplicatorLayer {
        let replicator = ReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        replicator.instanceCount = count
        replicator.instanceTransform = transform
        replicator.instanceAlphaOffset = alphaOffset
        let dot = Layer()
        dot.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        dot.backgroundColor = .red
        replicator.addSublayer(dot)
        return replicator
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func copiesAreMovedByOneMoreTransformEach(scale: CGFloat) {
        let image = renderedImage(scale: scale) { window in
            window.layer.addSublayer(dots(count: 3, transform: Transform3D(translationX: 10, y: 5, z: 0)))
        }
        let s = Int(scale)
        for i in 0..<3 {
            #expect(image[(10 * i + 2) * s, (5 * i + 2) * s] == red, "copy \(i)")
        }
        #expect(image[(30 + 2) * s, (15 + 2) * s] == clear, "only three copies")
        #expect(image[7 * s, 2 * s] == clear)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aRotationTurnsCopiesAboutTheAnchorPointAndTheyFade(scale: CGFloat) {
        // Four copies a quarter turn apart about the center (20, 20): the top-left,
        // top-right, bottom-right and bottom-left corners, each 0.25 fainter.
        let image = renderedImage(scale: scale) { window in
            window.layer.addSublayer(dots(count: 4, transform: Transform3D(rotationAngle: .pi / 2), alphaOffset: -0.25))
        }
        let s = Int(scale)
        let corners = [(2, 2), (37, 2), (37, 37), (2, 37)]
        let alphas: [UInt8] = [255, 191, 128, 64]
        for (index, corner) in corners.enumerated() {
            let pixel = image[corner.0 * s, corner.1 * s]
            #expect(pixel.red == 255 && pixel.alpha == alphas[index], "copy \(index): \(pixel)")
        }
        #expect(image[20 * s, 2 * s] == clear)
    }

    @Test func anInstanceCountBeyondTheLimitIsHeldToItAndReported() {
        let replicator = ReplicatorLayer()
        replicator.name = "dots"
        let (_, messages) = Diagnostics.collect { replicator.instanceCount = 1 << 40 }
        #expect(messages == ["dots: holding an instanceCount of 1099511627776 to 10000 copies"])
        #expect(replicator.instanceCount == ReplicatorLayer.maximumInstanceCount)
        #expect(replicator.sublayerInstances.count == 10_000)
    }

    @Test func aChangeToAReplicatedSublayerDamagesEveryCopy() {
        let window = shownWindow(width: 40, height: 40, scale: 1)
        let replicator = dots(count: 3, transform: Transform3D(translationX: 10, y: 0, z: 0))
        window.layer.addSublayer(replicator)
        window.eventLoop.runOnce()
        withoutActions { replicator.sublayers?.first?.backgroundColor = .blue }
        window.eventLoop.runOnce()
        let image = window.lastFrame!.image
        #expect(image[2, 2] == blue && image[12, 2] == blue && image[22, 2] == blue)
    }
}
