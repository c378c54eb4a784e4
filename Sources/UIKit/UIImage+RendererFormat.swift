extension UIImage {
    /// A renderer format for drawing this image again, like `UIImage.imageRendererFormat`:
    /// the image's scale, and not opaque (Easel's images all carry alpha).
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }
}
