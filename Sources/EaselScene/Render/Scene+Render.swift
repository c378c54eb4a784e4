import Easel
import EaselGraphics
import Foundation

/// What a render to files writes besides the PNG frames.
public struct SceneRenderOptions: Sendable {
    /// Whether each captured frame gets a layout dump, `<frame name>.layout.json`
    /// (the command line's `--layout-dump`).
    public var writesLayoutDump: Bool
    /// A file to write the trace to while rendering, one JSON event per line (the
    /// command line's `--trace`).
    public var traceFile: URL?

    /// Frames only.
    public init(writesLayoutDump: Bool = false, traceFile: URL? = nil) {
        self.writesLayoutDump = writesLayoutDump
        self.traceFile = traceFile
    }
}

extension Scene {
    /// Renders the scene in virtual time and returns the frames its `capture` asks
    /// for, in order. The same scene always gives the same pixels.
    @MainActor
    public func render() throws(SceneError) -> [CapturedFrame] {
        var frames: [CapturedFrame] = []
        try perform { capture in
            frames.append(CapturedFrame(name: capture.name, index: capture.frame.index, time: capture.time,
                                        image: capture.frame.image, layout: capture.layout))
        }
        return frames
    }

    /// Renders the scene and writes its captured frames into `directory` (created if
    /// missing) as `<name>.png`, with a layout dump beside each if asked; returns the
    /// files written, in order. Each file is written whole or not at all.
    @discardableResult
    @MainActor
    public func render(to directory: URL, options: SceneRenderOptions = SceneRenderOptions()) throws(SceneError) -> [URL] {
        var written: [URL] = []
        if let problem = Self.problemCreatingFolder(directory) { throw .renderFailed(file: file, reason: problem) }
        do {
            if let traceFile = options.traceFile { try Trace.write(to: traceFile) }
        } catch {
            throw .renderFailed(file: file, reason: Self.reason(error))
        }
        defer { if options.traceFile != nil { try? Trace.write(to: nil) } }
        // Every frame shares one sink so that each PNG re-encodes only the bands its
        // frame damaged; a named capture is encoded whole.
        let everyFrame = PNGFrameSink(.directory(directory))
        try perform { capture in
            let png = directory.appendingPathComponent(capture.name + ".png")
            if case .every = tree.capture {
                try everyFrame.receive(capture.frame, framebuffer: capture.framebuffer)
            } else {
                try PNGFrameSink(.latestFrame(png)).receive(capture.frame, framebuffer: capture.framebuffer)
            }
            written.append(png)
            if options.writesLayoutDump {
                let dump = directory.appendingPathComponent(capture.name + ".layout.json")
                try AtomicFile.write(Data(capture.layout.json.utf8), toFile: dump.path)
                written.append(dump)
            }
        }
        return written
    }

    @MainActor
    private func perform(_ consume: @escaping (SceneRun.Capture) throws -> Void) throws(SceneError) {
        do {
            try SceneRun(tree).perform(consume)
        } catch {
            throw .renderFailed(file: file, reason: "\(error)")
        }
    }
}
