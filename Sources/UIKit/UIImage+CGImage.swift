extension Image {
    /// The image's pixels as a Core Graphics image, like `UIImage.cgImage` (without
    /// the scale: a 3× image of 10 × 10 points is a 30 × 30 `CGImage`).
    public var cgImage: CGImage? { CGImage(pixelsOf: self) }

    /// An image of a Core Graphics image's pixels at a scale of 1, like
    /// `UIImage(cgImage:)`.
    public convenience init(cgImage: CGImage) {
        self.init(adopting: cgImage.image.bitmap, scale: 1)
    }
}
