import EaselGraphics
import Foundation

/// What a navigation bar looks like, like `UINavigationBarAppearance`: the background
/// and shadow of `BarAppearance`, the title's and the large title's text attributes and
/// the look of the back button.
///
/// A bar (`NavigationBar.standardAppearance` …) or an item (`NavigationItem`'s, which
/// win while the item is on top) takes a copy.
@preconcurrency @MainActor
public final class NavigationBarAppearance: BarAppearance {
    /// The inline title's attributes, like `titleTextAttributes`: a font and foreground
    /// colour given here replace the 17-point semibold `label` title.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changes.send() } }
    /// The large title's attributes, like `largeTitleTextAttributes` (34-point bold
    /// `label` by default).
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { changes.send() } }
    /// How far the inline title moves, like `titlePositionAdjustment`.
    public var titlePositionAdjustment = Offset.zero { didSet { changes.send() } }
    /// Plain bar buttons' look, like `buttonAppearance`.
    public private(set) var buttonAppearance = BarButtonItemAppearance(style: .plain)
    /// Done buttons' look, like `doneButtonAppearance`.
    public private(set) var doneButtonAppearance = BarButtonItemAppearance(style: .done)
    /// The back button's look, like `backButtonAppearance`: its normal title attributes
    /// colour and set the back title.
    public private(set) var backButtonAppearance = BarButtonItemAppearance(style: .plain)
    /// The back chevron's image, like `backIndicatorImage` (set with
    /// `setBackIndicatorImage(_:transitionMaskImage:)`; `nil`: the system chevron).
    public private(set) var backIndicatorImage: Image?
    /// The mask of the back title while it slides, like `backIndicatorTransitionMaskImage`.
    public private(set) var backIndicatorTransitionMaskImage: Image?

    /// Sets the back chevron's image and its transition mask, like
    /// `setBackIndicatorImage(_:transitionMaskImage:)`: both or neither (one without the
    /// other is ignored, as UIKit ignores it).
    public func setBackIndicatorImage(_ backIndicatorImage: Image?, transitionMaskImage: Image?) {
        guard (backIndicatorImage == nil) == (transitionMaskImage == nil) else {
            Diagnostics.report("setBackIndicatorImage(_:transitionMaskImage:) needs both images or neither; ignored")
            return
        }
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
        changes.send()
    }

    override func connectParts() {
        for part in [buttonAppearance, doneButtonAppearance, backButtonAppearance] { part.changes.forward(to: changes) }
    }

    public override func copyBarSpecifics(from other: BarAppearance) {
        guard let other = other as? NavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance.copy() as! BarButtonItemAppearance
        doneButtonAppearance = other.doneButtonAppearance.copy() as! BarButtonItemAppearance
        backButtonAppearance = other.backButtonAppearance.copy() as! BarButtonItemAppearance
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
        connectParts()
        changes.send()
    }
}
