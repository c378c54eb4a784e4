@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// `ReplicatorLayer`'s instance colour and colour offsets: copy `i`'s pixels are
/// multiplied by `instanceColor + i × offsets`, each channel held to 0…1, pixel-exact.
@MainActor
@Suite struct ReplicatorInstanceColorTests {
    /// Three white dots 10 points apart, tinted orange, then each copy half less red,
    /// a quarter more green and three quarters more blue.
    private func tintedDots() -> ReplicatorLayer {
        let replicator = ReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        replicator.instanceCount = 3
        replicator.instanceTransform = Transform3D(translationX: 10, y: 0, z: 0)
        replicator.instanceColor = Color(red: 1, green: 0.5, blue: 0)
        replicator.instanceRedOffset = -0.5
        replicator.instanceGreenOffset = 0.25
        replicator.instanceBlueOffset = 0.75
        let dot = Layer()
        dot.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        dot.backgroundColor = .white
        replicator.addSublayer(dot)
        return replicator
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func eachCopyIsMultipliedByTheColorPlusItsOffsets(scale: CGFloat) {
        let image = renderedImage(scale: scale) { window in window.layer.addSublayer(tintedDots()) }
        let s = Int(scale)
        // (1, 0.5, 0), (0.5, 0.75, 0.75), (0, 1, 1): the blue held to 1 at the third.
        let expected = [Pixel(red: 255, green: 128, blue: 0), Pixel(red: 128, green: 191, blue: 191),
                        Pixel(red: 0, green: 255, blue: 255)]
        for (index, pixel) in expected.enumerated() {
            for (x, y) in [(0, 0), (2, 2), (4, 4)] {
                #expect(image[(10 * index + x) * s, y * s] == pixel, "copy \(index) at (\(x), \(y))")
                #expect(image[(10 * index + x) * s + s - 1, y * s + s - 1] == pixel, "copy \(index), last device pixel")
            }
            #expect(image[(10 * index + 5) * s, 2 * s] == Pixel(red: 0, green: 0, blue: 0, alpha: 0), "between copies")
        }
    }

    @Test func aNilInstanceColorTintsNothingAndTheOffsetsStartFromWhite() {
        let replicator = tintedDots()
        #expect(ReplicatorLayer().instanceColor == nil, "QuartzCore's default")
        replicator.instanceColor = nil
        let image = renderedImage(scale: 1) { window in window.layer.addSublayer(replicator) }
        // (1, 1, 1), (0.5, 1, 1), (0, 1, 1).
        let expected = [Pixel(red: 255, green: 255, blue: 255), Pixel(red: 128, green: 255, blue: 255),
                        Pixel(red: 0, green: 255, blue: 255)]
        for (index, pixel) in expected.enumerated() { #expect(image[10 * index + 2, 2] == pixel, "copy \(index)") }
    }

    @Test func theAlphaOffsetAddsToTheInstanceColorsAlpha() {
        let replicator = tintedDots()
        replicator.instanceColor = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
        replicator.instanceAlphaOffset = 0.25
        #expect(replicator.sublayerInstances.map(\.alpha) == [0.5, 0.75, 1])
    }

    @Test func theColorAndOffsetsAreAnimatableAndCopiedToThePresentation() {
        let replicator = tintedDots()
        for keyPath in ["instanceColor", "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset",
                        "instanceAlphaOffset", "instanceDelay"] {
            #expect(AnimatableKeyPath.named(keyPath, on: replicator) != nil, "\(keyPath)")
        }
        replicator.instanceDelay = 0.1
        replicator.instanceAlphaOffset = -0.1
        let copy = replicator.presentation()!
        #expect(copy.instanceColor == Color(red: 1, green: 0.5, blue: 0))
        #expect([copy.instanceRedOffset, copy.instanceGreenOffset, copy.instanceBlueOffset, copy.instanceAlphaOffset]
                    == [-0.5, 0.25, 0.75, -0.1])
        #expect(copy.instanceDelay == 0.1)
    }

    @Test func aNonFiniteOffsetIsReportedAndUndone() {
        let replicator = tintedDots()
        replicator.name = "dots"
        let (_, messages) = Diagnostics.collect { replicator.instanceGreenOffset = .nan }
        #expect(replicator.instanceGreenOffset == 0.25)
        #expect(messages == ["dots: ignoring a instanceGreenOffset that is not finite (nan); UIKit raises CALayerInvalidGeometry"])
    }
}
