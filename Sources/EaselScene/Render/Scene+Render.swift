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
    /// Whether each captured frame gets an accessibility image beside it,
    /// `<frame name>.accessibility.png` (the command line's `--accessibility`; see
    /// `AccessibilityImage`).
    public var writesAccessibilityImage: Bool
    /// Whether the captured frames are also written as one animated PNG,
    /// `animation.apng`, each shown until the next capture (the command line's `--apng`).
    public var writesAnimatedPNG: Bool

    /// Frames only.
    public init(writesLayoutDump: Bool = false, traceFile: URL? = nil, writesAccessibilityImage: Bool = false,
                writesAnimatedPNG: Bool = false) {
        self.writesLayoutDump = writesLayoutDump
        self.traceFile = traceFile
        self.writesAccessibilityImage = writesAccessibilityImage
        self.writesAnimatedPNG = writesAnimatedPNG
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
    /// missing) as `<name>.png`, with a layout dump and an accessibility image beside
    /// each and an APNG of them all if asked; returns the files written, in order. Each
    /// file is written whole or not at all.
    @discardableResult
    @MainActor
    public func render(to directory: URL, options: SceneRenderOptions = SceneRenderOptions()) throws(SceneError) -> [URL] {
        if let problem = Self.problemCreatingFolder(directory) { throw .renderFailed(file: file, reason: problem) }
        do {
            AtomicFile.removeAbandonedFiles(in: directory.path)
            if let traceFile = options.traceFile { try Trace.write(to: traceFile) }
        } catch {
            throw .renderFailed(file: file, reason: Self.reason(error))
        }
        guard options.traceFile != nil else { return try writeFrames(to: directory, options: options) }
        // The trace is published whole even when the render fails: its events up to the
        // failure are what explains it.
        let written: [URL]
        do {
            written = try writeFrames(to: directory, options: options)
        } catch {
            try? Trace.write(to: nil)
            throw error
        }
        do {
            try Trace.write(to: nil)
        } catch {
            throw .renderFailed(file: file, reason: Self.reason(error))
        }
        return written
    }

    @MainActor
    private func writeFrames(to directory: URL, options: SceneRenderOptions) throws(SceneError) -> [URL] {
        var written: [URL] = []
        var animation: [(png: URL, time: TimeInterval)] = []
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
            if options.writesAccessibilityImage {
                let file = directory.appendingPathComponent(capture.name + Self.accessibilityImageSuffix)
                let image = AccessibilityImage.render(capture.frame.image,
                                                      elements: capture.window.accessibilityElementsInVoiceOverOrder)
                guard let data = image.pngData() else { throw SceneRunError.noFrame }
                try AtomicFile.write(data, toFile: file.path)
                written.append(file)
            }
            if options.writesAnimatedPNG { animation.append((png: png, time: capture.time)) }
        }
        if options.writesAnimatedPNG, !animation.isEmpty {
            let file = directory.appendingPathComponent("animation.apng")
            do {
                try AtomicFile.write(try animatedPNG(of: animation), toFile: file.path)
            } catch {
                throw .renderFailed(file: self.file, reason: Self.reason(error))
            }
            written.append(file)
        }
        return written
    }

    /// The name an accessibility image ends in, after its frame's name.
    public static let accessibilityImageSuffix = ".accessibility.png"

    /// The frames written at `png`, each shown until the next one's time (the last for
    /// the rest of the scene, and at least a second, so that a player looping the
    /// animation rests on the final state), in whole ticks of the screen's refresh rate when it is a
    /// whole number (captures fall on VSync ticks, so their delays are exact), else in
    /// milliseconds.
    private func animatedPNG(of captures: [(png: URL, time: TimeInterval)]) throws -> Data {
        let rate = tree.refreshRate
        let denominator = rate == rate.rounded() && rate <= Double(UInt16.max) ? UInt16(rate) : 1000
        let ends = captures.dropFirst().map(\.time) + [max(tree.duration, captures[captures.count - 1].time + 1)]
        var frames: [AnimatedPNG.Frame] = []
        for (capture, end) in zip(captures, ends) {
            let ticks = ((end - capture.time) * Double(denominator)).rounded()
            frames.append(AnimatedPNG.Frame(png: try Data(contentsOf: capture.png),
                                            delayNumerator: UInt16(min(max(ticks, 0), Double(UInt16.max))),
                                            delayDenominator: denominator))
        }
        return try AnimatedPNG(frames: AnimatedPNG.sharingOneFormat(frames)).data()
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
