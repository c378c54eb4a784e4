import EaselGraphics
import Foundation

/// Shows an image, like `UIImageView`: the image is the layer's content, placed by
/// `contentMode` (`.scaleToFill` by default); `draw(context:rect:)` is never called.
/// Like UIImageView, it takes no touches unless `isUserInteractionEnabled` is set, and
/// it shows an image that `flipsForRightToLeftLayoutDirection` mirrored when its
/// `effectiveUserInterfaceLayoutDirection` is right to left.
@preconcurrency @MainActor
open class ImageView: View {
    override class var drawsThroughLayer: Bool { false }

    /// An image view has the image trait but is no element until you say so, as
    /// UIImageView.
    override var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults(traits: .image) }

    /// The image shown, like `UIImageView.image`.
    public var image: Image? {
        didSet {
            showImage()
            if oldValue?.size != image?.size { invalidateIntrinsicContentSize() }
        }
    }

    /// An image view the size of `image` in points, like `UIImageView(image:)`.
    public init(image: Image?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        showImage()
        isUserInteractionEnabled = false
    }

    /// An empty image view with a frame, like `UIImageView(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The image's size, like `UIImageView.sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// The image's size in points, like `UIImageView.intrinsicContentSize`; none without
    /// an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image as the layer's contents, mirrored if it flips in this view's direction.
    private func showImage() {
        layer.contents = image?.forLayoutDirection(effectiveUserInterfaceLayoutDirection)
    }

    override func effectiveLayoutDirectionDidChange() {
        super.effectiveLayoutDirectionDidChange()
        if image?.flipsForRightToLeftLayoutDirection == true { showImage() }
    }
}
