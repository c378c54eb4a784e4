extension Image {
    /// The image's pixels as a Core Graphics image, like `UIImage.cgImage` (without
    /// the scale: a 3× image of 10 × 10 points is a 30 × 30 `CGImage`).
    public var cgImage: CGImage? { CGImage(pixelsOf: self) }

    /// An image of a Core Graphics image's pixels at a scale of 1, like
    /// `UIImage(cgImage:)`.
    public convenience init(cgImage: CGImage) {
        self.init(adopting: cgImage.image.bitmap, scale: 1)
    }

    /// An image of a Core Graphics image's pixels at `scale`, shown in `orientation`,
    /// like `UIImage(cgImage:scale:orientation:)`: sized and drawn upright, with
    /// `imageOrientation` and a `cgImage` of the pixels as given.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(storedPixels: cgImage.image.bitmap, scale: scale, orientation: orientation)
    }
}
