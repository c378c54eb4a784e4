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

    /// The frames an animation cycles through and the time a cycle takes:
    /// `animationImages` and `animationDuration`, or else the frames and duration of an
    /// animated `image` (`Image.animatedImage(with:duration:)`); a duration of 0 shows
    /// 30 frames a second. `nil` when there are no frames.
    private var animationSource: (frames: [Image], cycle: TimeInterval)? {
        if let frames = animationImages, !frames.isEmpty {
            return (frames, animationDuration > 0 ? animationDuration : Double(frames.count) / 30)
        }
        guard let image, let frames = image.images, !frames.isEmpty else { return nil }
        return (frames, image.duration > 0 ? image.duration : Double(frames.count) / 30)
    }

    /// Starts cycling through `animationImages` (or an animated image's frames) in the
    /// window's virtual time, like `UIImageView.startAnimating()`; nothing happens
    /// without frames or outside a window.
    open func startAnimating() {
        guard !isAnimating, let count = animationSource?.frames.count, count > 0, let loop = window?.eventLoop else { return }
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
        guard let (images, cycle) = animationSource, let running = animation else { return stopAnimating() }
        let start = running.start ?? time
        animation?.start = start
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
        animateAnimatedImage()
        updateContents()
        let measured = currentImage.map(ImageMeasure.init)
        if measured != shownImageMeasure {
            shownImageMeasure = measured
            invalidateIntrinsicContentSize()
        }
    }

    /// Starts the animation of an animated `image` once the view is in a window, as
    /// UIKit animates such an image by itself.
    private func animateAnimatedImage() {
        if image?.images != nil, window != nil, !isAnimating { startAnimating() }
    }

    /// Insets the view's alignment rectangle by the shown image's
    /// `alignmentRectInsets`, as UIImageView does.
    open override var alignmentRectInsets: EdgeInsets { currentImage?.alignmentRectInsets ?? .zero }

    /// The size and alignment insets of the image the intrinsic size was last measured
    /// from.
    private var shownImageMeasure: ImageMeasure?

    /// What Auto Layout takes from the shown image.
    private struct ImageMeasure: Equatable {
        let size: CGSize
        let alignmentRectInsets: EdgeInsets

        init(_ image: Image) {
            size = image.size
            alignmentRectInsets = image.alignmentRectInsets
        }
    }

    /// An image view the size of `image` in points, like `UIImageView(image:)`.
    public init(image: Image?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        shownImageMeasure = image.map(ImageMeasure.init)
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
        let frames = isAnimating ? animationSource?.frames : nil
        let shown = frames.map { $0[min(animationFrame, $0.count - 1)] } ?? currentImage
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
        if window == nil { stopAnimating() } else { animateAnimatedImage() }
        if currentImage?.isSymbolImage == true { updateContents() }
    }

    /// The image's size, like `UIImageView.sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { currentImage?.size ?? .zero }

    /// The image's size in points less its `alignmentRectInsets`, like
    /// `UIImageView.intrinsicContentSize` (the size of the alignment rectangle, so that
    /// the frame Auto Layout gives the view is the image's size); none without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image = currentImage else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        let insets = image.alignmentRectInsets
        return CGSize(width: max(0, image.size.width - insets.left - insets.right),
                      height: max(0, image.size.height - insets.top - insets.bottom))
    }

    override func effectiveLayoutDirectionDidChange() {
        super.effectiveLayoutDirectionDidChange()
        if currentImage?.flipsForRightToLeftLayoutDirection == true { updateContents() }
    }
}
