import Testing
import UIKit

/// A card that keeps its layer's colour in step with `backgroundColor`, as views with
/// a custom backing layer do.
private final class LayerColoredView: UIView {
    let fill = CALayer()
    override var backgroundColor: UIColor? {
        get { fill.backgroundColor.map(UIColor.init(cgColor:)) }
        set { fill.backgroundColor = newValue?.cgColor }
    }
}

/// A label that hides itself when it has no text.
private final class CollapsingLabel: UILabel {
    override var text: String? {
        didSet { isHidden = text?.isEmpty ?? true }
    }
}

/// An image view that records what it was given.
private final class RecordingImageView: UIImageView {
    var images: [CGSize] = []
    override var image: UIImage? {
        didSet { images.append(image?.size ?? .zero) }
    }
}

/// A view whose alpha and hidden state are observed.
private final class FadingView: UIView {
    var log: [String] = []
    override var alpha: CGFloat {
        didSet { log.append("alpha \(alpha)") }
    }
    override var isHidden: Bool {
        didSet { log.append("hidden \(isHidden)") }
    }
}

/// UIKit's view properties can be overridden, as on iOS: `backgroundColor`, `alpha`,
/// `isHidden`, a label's `text` and an image view's `image` among them.
@MainActor @Suite struct PropertyOverrideTests {
    @Test func aBackgroundColorOverrideDecidesWhatIsStoredAndRead() {
        let view = LayerColoredView()
        view.backgroundColor = .systemRed
        #expect(view.fill.backgroundColor == UIColor.systemRed.cgColor)
        #expect(view.backgroundColor == UIColor(cgColor: UIColor.systemRed.cgColor))
        #expect(view.layer.backgroundColor == nil)
    }

    @Test func textImageAlphaAndHiddenObserversSeeEachSet() {
        let label = CollapsingLabel()
        label.text = "Hello"
        #expect(!label.isHidden)
        label.text = ""
        #expect(label.isHidden)

        let imageView = RecordingImageView(image: nil)
        imageView.image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { _ in }
        #expect(imageView.images == [CGSize(width: 3, height: 2)])

        let view = FadingView()
        view.alpha = 0.5
        view.isHidden = true
        #expect(view.log == ["alpha 0.5", "hidden true"])
    }
}

/// An adjustable rating, as iOS views answer VoiceOver's swipes.
private final class AdjustableRating: UIView {
    var rating = 3
    override func accessibilityIncrement() { rating = min(5, rating + 1) }
    override func accessibilityDecrement() { rating = max(0, rating - 1) }
    override func accessibilityActivate() -> Bool { rating = 0; return true }
}

/// The accessibility actions of UIKit's `UIAccessibilityAction` can be overridden; the
/// base versions do nothing and handle nothing.
@MainActor @Suite struct AccessibilityActionOverrideTests {
    @Test func anAdjustableViewAnswersIncrementDecrementAndActivate() {
        let rating = AdjustableRating()
        rating.accessibilityIncrement()
        rating.accessibilityIncrement()
        rating.accessibilityIncrement()
        #expect(rating.rating == 5)
        rating.accessibilityDecrement()
        #expect(rating.rating == 4)
        #expect(rating.accessibilityActivate() && rating.rating == 0)
        let plain = UIView()
        #expect(!plain.accessibilityActivate() && !plain.accessibilityPerformEscape())
    }
}
