import Easel
import EaselGraphics
import Foundation
import Testing

/// The README's example, as written there, does what the README says.
@MainActor
@Suite struct ReadmeExampleTests {
    final class Badge: View {
        var count = 3 { didSet { setNeedsDisplay() } }

        override func draw(context: GraphicsContext, rect: CGRect) {
            context.setFillColor(.systemRed)
            context.fillEllipse(in: bounds)
            let text = TextAttributes(font: .boldSystemFont(ofSize: 12), foregroundColor: .white)
            context.draw("\(count)", at: CGPoint(x: 6, y: 3), withAttributes: text)
        }
    }

    @Test func theBadgeExampleWritesTwoFramesAndRedrawsOnlyTheBadge() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("easel-readme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let window = Window(size: CGSize(width: 390, height: 844), scale: 3)
        window.frameSink = PNGFrameSink(.directory(directory.appendingPathComponent("frames")))
        window.makeKeyAndVisible()
        let badge = Badge(frame: CGRect(x: 20, y: 60, width: 20, height: 20))
        badge.accessibilityIdentifier = "badge"
        window.addSubview(badge)
        window.eventLoop.runOnce()
        badge.count = 4
        let events = trace(including: ["frame"]) { window.eventLoop.runOnce() }
        #expect(events == ["draw badge [0,0,20,20]", "frame #2 [60,180,60,60]"])
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("frames").path)
        #expect(files.sorted() == ["frame-000001.png", "frame-000002.png"])
        let frame = try Image(contentsOfFile: directory.appendingPathComponent("frames/frame-000002.png").path)
        #expect(frame.rgbaBytes == window.lastFrame!.image.rgbaBytes)
    }
}
