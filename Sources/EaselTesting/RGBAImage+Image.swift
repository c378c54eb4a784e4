import EaselDiff
import EaselGraphics

extension RGBAImage {
    /// The pixels of an `Image` (a rendered view, a frame), unpremultiplied: what a
    /// snapshot compares.
    public init(_ image: Image) {
        self.init(width: image.pixelWidth, height: image.pixelHeight, bytes: image.rgbaBytes)
    }
}
