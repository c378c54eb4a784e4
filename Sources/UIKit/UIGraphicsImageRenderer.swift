import Foundation

/// Draws into new images, like `UIGraphicsImageRenderer`.
///
/// `image(actions:)` runs the actions with a context of the renderer's bounds that is
/// `UIGraphicsGetCurrentContext()` while they run, then makes it invalid; the context
/// that was current before (a view's, in a `draw(_:)`) is current again afterwards.
public final class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// The drawing closure of `image(actions:)` and `pngData(actions:)`, like
    /// `UIGraphicsImageRenderer.DrawingActions`.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    private let imageFormat: UIGraphicsImageRendererFormat

    /// How the images are made, like `UIGraphicsImageRenderer.format`.
    public override var format: UIGraphicsImageRendererFormat { imageFormat }

    /// An image renderer makes images, like `UIGraphicsImageRenderer.allowsImageOutput`.
    public override var allowsImageOutput: Bool { true }

    /// A renderer of images of `size` points with the default format, like
    /// `UIGraphicsImageRenderer(size:)`.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer of images of `size` points, like `UIGraphicsImageRenderer(size:format:)`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of images of `bounds`, like `UIGraphicsImageRenderer(bounds:format:)`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        imageFormat = format
        super.init(bounds: bounds, format: format)
    }

    /// A renderer of images of `bounds` with the default format, like
    /// `UIGraphicsImageRenderer(bounds:)`.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// An image of what `actions` draws, like `UIGraphicsImageRenderer.image(actions:)`.
    public func image(actions: DrawingActions) -> UIImage {
        let format = format
        let bounds = bounds.standardized
        let renderer = GraphicsImageRenderer(size: bounds.size, scale: format.scale)
        return renderer.image(subject: "UIGraphicsImageRenderer") { context, bitmap in
            if format.opaque { context.fill(CGRect(origin: .zero, size: bounds.size)) }
            context.translateBy(x: -bounds.minX, y: -bounds.minY)
            actions(UIGraphicsImageRendererContext(cgContext: context, bitmap: bitmap, format: format))
        }
    }

    /// The PNG encoding of what `actions` draws, like
    /// `UIGraphicsImageRenderer.pngData(actions:)`; empty when the image cannot be
    /// encoded (UIKit's result is non-optional).
    public func pngData(actions: DrawingActions) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}
