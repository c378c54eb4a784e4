import EaselDiff
import EaselGraphics

extension RGBAImage {
    /// The pixels of an `Image` (a rendered view, a frame), unpremultiplied: what a
    /// snapshot compares.
    public init(_ image: Image) {
        self.init(width: image.pixelWidth, height: image.pixelHeight, bytes: image.rgbaBytes)
    }
}

extension Image {
    /// The image with `regions` (in pixels) painted opaque in `color`, as Playwright
    /// paints masked elements in `maskColor`; the scale is kept.
    func painting(_ regions: [PixelRect], in color: Pixel) -> Image {
        var bytes = rgbaBytes
        let bounds = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        for region in regions {
            let area = region.intersection(bounds)
            guard !area.isEmpty else { continue }
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX {
                    let offset = (y * pixelWidth + x) * 4
                    bytes.replaceSubrange(offset..<offset + 4, with: [color.red, color.green, color.blue, 255])
                }
            }
        }
        return Image(width: pixelWidth, height: pixelHeight, rgbaBytes: bytes, scale: scale)
    }
}
