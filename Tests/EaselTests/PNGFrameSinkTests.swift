import Easel
import EaselGraphics
import Foundation
import Testing

/// Frames written as PNG files: numbered or latest-only, decoding to the framebuffer.
@MainActor
@Suite struct PNGFrameSinkTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-sink-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func everyFrameIsWrittenNumberedAndDecodesToTheFramebuffer() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let window = Window(size: CGSize(width: 40, height: 90), scale: 2)
        let sink = PNGFrameSink(.directory(directory.appendingPathComponent("frames")))
        window.frameSink = sink
        window.makeKeyAndVisible()
        let badge = SolidView(id: "badge", frame: CGRect(x: 5, y: 50, width: 10, height: 10))
        let background = View(frame: CGRect(x: 0, y: 0, width: 40, height: 90))
        background.backgroundColor = Color(white: 0.9)
        window.addSubview(background)
        window.addSubview(badge)
        window.eventLoop.runOnce()
        badge.color = Color(red: 0, green: 0, blue: 1)
        badge.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        window.eventLoop.runOnce()
        #expect(sink.writtenFiles.map(\.lastPathComponent) == ["frame-000001.png", "frame-000002.png"])
        let second = try Image(contentsOfFile: sink.writtenFiles[1].path)
        #expect(second.rgbaBytes == window.lastFrame!.image.rgbaBytes)
        let first = try Image(contentsOfFile: sink.writtenFiles[0].path)
        #expect(first[10, 100] == Pixel(red: 255, green: 0, blue: 0))
        #expect(second[10, 100] == Pixel(red: 0, green: 0, blue: 255))
        #expect(second[25, 115] == Pixel(red: 255, green: 0, blue: 0))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("frames").path)
        #expect(leftovers.sorted() == ["frame-000001.png", "frame-000002.png"])
    }

    @Test func latestFrameReplacesOneFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("latest.png")
        let window = shownWindow(width: 20, height: 20)
        window.frameSink = PNGFrameSink(.latestFrame(file))
        let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.addSubview(view)
        window.eventLoop.runOnce()
        view.backgroundColor = Color(red: 0, green: 1, blue: 0)
        window.eventLoop.runOnce()
        let image = try Image(contentsOfFile: file.path)
        #expect(image[3, 3] == Pixel(red: 0, green: 255, blue: 0))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["latest.png"])
    }

    @Test func theSameSceneGivesByteIdenticalFiles() throws {
        func render() throws -> Data {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = directory.appendingPathComponent("frame.png")
            let window = Window(size: CGSize(width: 50, height: 50), scale: 3)
            window.frameSink = PNGFrameSink(.latestFrame(file))
            window.makeKeyAndVisible()
            let card = View(frame: CGRect(x: 5, y: 5, width: 30, height: 30))
            card.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.7)
            card.layer.cornerRadius = 8
            card.layer.shadowOpacity = 0.4
            card.transform = Transform(rotationAngle: 0.2)
            card.addSubview(PatternView(frame: CGRect(x: 3, y: 3, width: 20, height: 12)))
            window.addSubview(card)
            window.eventLoop.runOnce()
            return try Data(contentsOf: file)
        }
        #expect(try render() == render())
    }

    @Test func aWriteFailureIsADiagnosticNotACrash() throws {
        let window = shownWindow(width: 10, height: 10)
        window.frameSink = PNGFrameSink(.latestFrame(URL(fileURLWithPath: "/nonexistent-easel-dir/frame.png")))
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .black
        let (_, messages) = Diagnostics.collect {
            window.addSubview(view)
            window.eventLoop.runOnce()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("frame 2 could not be written") == true)
        #expect(messages.first?.contains("/nonexistent-easel-dir") == true)
    }
}

extension PNGFrameSinkTests {
    @Test func aSinkThatMissedFramesEncodesTheWholeFrameAgain() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("latest.png")
        let window = shownWindow(width: 10, height: 80)
        let sink = PNGFrameSink(.latestFrame(file))
        let top = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let bottom = View(frame: CGRect(x: 0, y: 70, width: 10, height: 10))
        top.backgroundColor = .black
        bottom.backgroundColor = .black
        window.addSubview(top)
        window.addSubview(bottom)
        window.frameSink = sink
        window.eventLoop.runOnce()
        window.frameSink = nil
        bottom.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.eventLoop.runOnce()
        window.frameSink = sink
        top.backgroundColor = Color(red: 0, green: 0, blue: 1)
        window.eventLoop.runOnce()
        let decoded = try Image(contentsOfFile: file.path)
        #expect(decoded.rgbaBytes == window.lastFrame!.image.rgbaBytes)
        #expect(decoded[5, 75] == Pixel(red: 255, green: 0, blue: 0))
    }
}
