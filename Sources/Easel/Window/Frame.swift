import EaselGraphics
import Foundation

/// One committed frame of a window: its index, its virtual time, the pixels it
/// changed, and the window's image at that moment.
@preconcurrency @MainActor
public final class Frame {
    /// 1 for the window's first frame, then one more for each frame.
    public let index: Int
    /// The virtual time of the commit that made the frame, in seconds.
    public let time: TimeInterval
    /// The rectangles recomposited for this frame, in window pixels.
    public let damage: [CGRect]

    /// The framebuffer while this is the window's latest frame; a copy afterwards.
    private var source: Bitmap
    private var ownsSource = false
    private let scale: CGFloat

    init(index: Int, time: TimeInterval, damage: [CGRect], framebuffer: Bitmap, scale: CGFloat) {
        self.index = index
        self.time = time
        self.damage = damage
        self.source = framebuffer
        self.scale = scale
    }

    /// The window's pixels as of this frame.
    public var image: Image { Image(bitmap: source, scale: scale) }

    /// The framebuffer is about to change: keep a copy of this frame's pixels.
    func detachFromFramebuffer() {
        guard !ownsSource else { return }
        source = Bitmap(copying: source)
        ownsSource = true
    }
}
