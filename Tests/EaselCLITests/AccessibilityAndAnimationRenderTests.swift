import EaselGraphics
import Foundation
import Testing

/// `easel render --accessibility` and `--apng`.
@Suite struct AccessibilityAndAnimationRenderTests {
    @Test func accessibilityImagesAndAnAPNGOfTheCapturesAreWrittenBesideTheFrames() throws {
        let folder = try RenderCommandTests.Folder(scenes: ["capture-every.yaml"])
        let outcome = try folder.easel("render", "scenes/capture-every.yaml", "--accessibility", "--apng")
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.output == "rendered scenes/capture-every.yaml: 4 frames in Output/capture-every/\n")
        let names = (1...4).flatMap { ["frame-00000\($0).accessibility.png", "frame-00000\($0).png"] }
        #expect(folder.files(in: "Output/capture-every") == ["animation.apng"] + names)
        // The accessibility image is the frame (90×30, no elements: plain views are
        // containers) with a 280-point legend to its right.
        let frame = try Image(contentsOfFile: folder.path + "/Output/capture-every/frame-000004.png")
        let marked = try Image(contentsOfFile: folder.path + "/Output/capture-every/frame-000004.accessibility.png")
        #expect((marked.pixelWidth, marked.pixelHeight) == (90 + 280, 30))
        for y in 0..<30 {
            let row = { (image: Image) in Array(image.rgbaBytes[(y * image.pixelWidth * 4)..<(y * image.pixelWidth * 4 + 90 * 4)]) }
            #expect(row(marked) == row(frame), "row \(y)")
        }
        // The scene sets a color at 0.1, 0.2 and 0.3 s: four frames, 6/60 s apart on
        // the 60 Hz screen, the last held for a second.
        let animation = try AnimatedPNG(data: Data(contentsOf: URL(fileURLWithPath: folder.path + "/Output/capture-every/animation.apng")))
        #expect(animation.frames.map(\.delayNumerator) == [6, 6, 6, 60])
        #expect(animation.frames.map(\.delayDenominator) == [60, 60, 60, 60])
        for (index, frame) in animation.frames.enumerated() {
            let written = try Image(contentsOfFile: folder.path + "/Output/capture-every/frame-00000\(index + 1).png")
            #expect(try Image(pngData: frame.png).rgbaBytes == written.rgbaBytes, "frame \(index + 1)")
        }
    }
}
