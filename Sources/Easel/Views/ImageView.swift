import EaselGraphics
import Foundation

/// Shows an image, like `UIImageView`: the image is the layer's content, placed by
/// `contentMode` (`.scaleToFill` by default); `draw(context:rect:)` is never called.
/// Like UIImageView, it takes no touches unless `isUserInteractionEnabled` is set.
///
/// A template image (`Image.isTemplate`: symbol images, and images made
/// `.alwaysTemplate`) is drawn in the view's `tintColor`, and a symbol image is drawn
/// from its vector artwork at the window's scale; both follow tint, trait and scale
/// changes. An image that `flipsForRightToLeftLayoutDirection` is shown mirrored when
/// the view's `effectiveUserInterfaceLayoutDirection` is right to left.
@preconcurrency @MainActor
open class ImageView: View {
    override class var drawsThroughLayer: Bool { false }

    /// An image view has the image trait but is no element until you say so, as
    /// UIImageView.
    override var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults(traits: .image) }

    /// The image shown, like `UIImageView.image`.
    public var image: Image? {
        didSet {
            updateContents()
            if oldValue?.size != image?.size { invalidateIntrinsicContentSize() }
        }
    }

    /// An image view the size of `image` in points, like `UIImageView(image:)`.
    public init(image: Image?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        updateContents()
        isUserInteractionEnabled = false
    }

    /// An empty image view with a frame, like `UIImageView(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// Shows the image as it looks here: in this view's tint and traits, at its scale,
    /// mirrored if it flips in this view's direction.
    private func updateContents() {
        layer.contents = image?.rendered(scale: contentScaleFactor, tint: tintColor, traits: traitCollection)
            .forLayoutDirection(effectiveUserInterfaceLayoutDirection)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.isTemplate == true { updateContents() }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if image?.isTemplate == true || image?.tintColor != nil { updateContents() }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if image?.isSymbolImage == true { updateContents() }
    }

    /// The image's size, like `UIImageView.sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// The image's size in points, like `UIImageView.intrinsicContentSize`; none without
    /// an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    override func effectiveLayoutDirectionDidChange() {
        super.effectiveLayoutDirectionDidChange()
        if image?.flipsForRightToLeftLayoutDirection == true { updateContents() }
    }
}
