import EaselGraphics
import Foundation

/// Shows an image, like `UIImageView`: the image is the layer's content, placed by
/// `contentMode` (`.scaleToFill` by default); `draw(context:rect:)` is never called.
@MainActor
open class ImageView: View {
    override class var drawsThroughLayer: Bool { false }

    /// The image shown, like `UIImageView.image`.
    public var image: Image? {
        didSet { layer.contents = image }
    }

    /// An image view the size of `image` in points, like `UIImageView(image:)`.
    public init(image: Image?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        layer.contents = image
    }

    /// An empty image view with a frame, like `UIImageView(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// The image's size, like `UIImageView.sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}
