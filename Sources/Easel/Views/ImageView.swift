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
    open var image: Image? { didSet { shownImageDidChange() } }

    /// The image shown while `isHighlighted`, like `UIImageView.highlightedImage`;
    /// `nil` shows `image` then too.
    open var highlightedImage: Image? { didSet { if isHighlighted { shownImageDidChange() } } }

    /// Whether the highlighted image is shown, like `UIImageView.isHighlighted` (a
    /// selected cell highlights its image views).
    open var isHighlighted = false { didSet { if oldValue != isHighlighted { shownImageDidChange() } } }

    /// The symbol configuration a symbol image is drawn with, like
    /// `UIImageView.preferredSymbolConfiguration`: applied over the image's own (its
    /// point size, weight and scale win where set); other images are unaffected.
    open var preferredSymbolConfiguration: Image.SymbolConfiguration? {
        didSet { if oldValue != preferredSymbolConfiguration { shownImageDidChange() } }
    }

    /// The image as shown when not animating: the highlighted one while highlighted,
    /// with the preferred symbol configuration applied.
    private var currentImage: Image? {
        let base = (isHighlighted ? highlightedImage : nil) ?? image
        guard let base, let preferredSymbolConfiguration, base.isSymbolImage else { return base }
        return base.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? base
    }

    /// The images an animation cycles through, like `UIImageView.animationImages`.
    open var animationImages: [Image]? { didSet { if isAnimating { updateContents() } } }
    /// The time one cycle of `animationImages` takes, like
    /// `UIImageView.animationDuration`; 0 (the default) shows 30 images a second.
    open var animationDuration: TimeInterval = 0
    /// How many cycles an animation runs, like `UIImageView.animationRepeatCount`; 0
    /// (the default) repeats until `stopAnimating()`.
    open var animationRepeatCount = 0
    /// Whether the view is cycling through its animation images, like
    /// `UIImageView.isAnimating`.
    open var isAnimating: Bool { animation != nil }

    /// The running animation: its display link and when its first frame showed.
    private var animation: (link: DisplayLink, start: TimeInterval?)?
    /// The animation image showing, while animating.
    private var animationFrame = 0

    /// Starts cycling through `animationImages` in the window's virtual time, like
    /// `UIImageView.startAnimating()`; nothing happens without animation images or
    /// outside a window.
    open func startAnimating() {
        guard !isAnimating, let count = animationImages?.count, count > 0, let loop = window?.eventLoop else { return }
        let link = DisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            animationStep(at: link.timestamp)
        }
        animation = (link, nil)
        animationFrame = 0
        link.add(to: loop)
        updateContents()
    }

    /// Stops the animation and shows `image` again, like `UIImageView.stopAnimating()`.
    open func stopAnimating() {
        guard let animation else { return }
        animation.link.invalidate()
        self.animation = nil
        updateContents()
    }

    /// Shows the animation image of the moment, and ends a finite animation after its
    /// last cycle.
    private func animationStep(at time: TimeInterval) {
        guard let images = animationImages, !images.isEmpty, let running = animation else { return stopAnimating() }
        let start = running.start ?? time
        animation?.start = start
        let cycle = animationDuration > 0 ? animationDuration : Double(images.count) / 30
        let elapsed = time - start
        if animationRepeatCount > 0, elapsed >= cycle * Double(animationRepeatCount) { return stopAnimating() }
        let frame = Int((elapsed.truncatingRemainder(dividingBy: cycle) / cycle * Double(images.count)).rounded(.down))
        if frame != animationFrame {
            animationFrame = min(frame, images.count - 1)
            updateContents()
        }
    }

    /// Shows the current image, and re-measures when its size changed.
    private func shownImageDidChange() {
        updateContents()
        let size = currentImage?.size
        if size != shownImageSize {
            shownImageSize = size
            invalidateIntrinsicContentSize()
        }
    }

    /// The size of the image the intrinsic size was last measured from.
    private var shownImageSize: CGSize?

    /// An image view the size of `image` in points, like `UIImageView(image:)`.
    public init(image: Image?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        shownImageSize = image?.size
        updateContents()
        isUserInteractionEnabled = false
    }

    /// An image view the size of `image`, with the image it shows while `isHighlighted`,
    /// like `UIImageView(image:highlightedImage:)`.
    public convenience init(image: Image?, highlightedImage: Image?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
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
        let shown = isAnimating ? animationImages?[animationFrame] : currentImage
        layer.contents = shown?.rendered(scale: contentScaleFactor, tint: tintColor, traits: traitCollection)
            .forLayoutDirection(effectiveUserInterfaceLayoutDirection)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if currentImage?.isTemplate == true { updateContents() }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if let image = currentImage, image.isTemplate || image.tintColor != nil || image.hasAppearanceVariants {
            updateContents()
        }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopAnimating() }
        if currentImage?.isSymbolImage == true { updateContents() }
    }

    /// The image's size, like `UIImageView.sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { currentImage?.size ?? .zero }

    /// The image's size in points, like `UIImageView.intrinsicContentSize`; none without
    /// an image.
    open override var intrinsicContentSize: CGSize {
        currentImage?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    override func effectiveLayoutDirectionDidChange() {
        super.effectiveLayoutDirectionDidChange()
        if currentImage?.flipsForRightToLeftLayoutDirection == true { updateContents() }
    }
}
