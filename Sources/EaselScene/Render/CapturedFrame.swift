import EaselGraphics
import Foundation

/// One frame a render kept: the window's image and layout at a capture.
public struct CapturedFrame: Sendable {
    /// The file name the frame is written under, without extension: `last`,
    /// `frame-000003` (every frame, by index), `at-0.250` (by time, in milliseconds).
    public let name: String
    /// The window's frame index (1 for its first frame).
    public let index: Int
    /// The virtual time of the capture, in seconds.
    public let time: TimeInterval
    /// The window's pixels.
    public let image: Image
    /// Every view's class, id and frame at that moment.
    public let layout: LayoutDump
}
