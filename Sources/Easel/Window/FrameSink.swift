import EaselGraphics
import Foundation

/// Receives each frame a window commits, like a display receiving the compositor's
/// output: `InMemoryFrameSink` keeps images, the PNG sinks write files.
@preconcurrency @MainActor
public protocol FrameSink: AnyObject {
    /// Takes one frame; `framebuffer` holds its pixels until the next commit.
    func receive(_ frame: Frame, framebuffer: Bitmap) throws
}

/// Keeps every frame's image in memory, in order.
@preconcurrency @MainActor
public final class InMemoryFrameSink: FrameSink {
    /// The frames received so far.
    public private(set) var frames: [(index: Int, time: TimeInterval, damage: [CGRect], image: Image)] = []

    public init() {}

    public func receive(_ frame: Frame, framebuffer: Bitmap) throws {
        frames.append((frame.index, frame.time, frame.damage, frame.image))
    }
}
