import EaselGraphics
import Foundation

/// UIKit's legacy bar customization (before `UINavigationBarAppearance`), which many
/// apps and libraries still use: background images by metrics and position, the shadow
/// image and the back indicator. As in UIKit, a background image replaces whatever
/// background the bar's appearance has (an empty `Image()` leaves the bar transparent),
/// and the shadow image is used only while a background image is shown.
extension NavigationBar {
    /// Sets the background image for bars of `barMetrics` in any position, like
    /// `UINavigationBar.setBackgroundImage(_:for:)`; `nil` removes it.
    public func setBackgroundImage(_ backgroundImage: Image?, for barMetrics: BarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// Sets the background image for the bar at `barPosition` with `barMetrics`, like
    /// `UINavigationBar.setBackgroundImage(_:for:barMetrics:)`; `nil` removes it.
    public func setBackgroundImage(_ backgroundImage: Image?, for barPosition: BarPosition, barMetrics: BarMetrics) {
        legacyImages.setBackgroundImage(backgroundImage, for: barPosition, metrics: barMetrics)
    }

    /// The background image set for `barMetrics` in any position, like
    /// `UINavigationBar.backgroundImage(for:)`.
    public func backgroundImage(for barMetrics: BarMetrics) -> Image? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }

    /// The background image set for `barPosition` and `barMetrics`, like
    /// `UINavigationBar.backgroundImage(for:barMetrics:)`.
    public func backgroundImage(for barPosition: BarPosition, barMetrics: BarMetrics) -> Image? {
        legacyImages.backgroundImage(for: barPosition, metrics: barMetrics)
    }

    /// The image in place of the shadow line, like the legacy `UINavigationBar.shadowImage`:
    /// used, as Apple documents, only while a custom background image is shown (an empty
    /// image hides the line); `nil` keeps UIKit's line.
    public var shadowImage: Image? {
        get { legacyImages.shadowImage }
        set { legacyImages.shadowImage = newValue }
    }

    /// The back chevron's image, like the legacy `UINavigationBar.backIndicatorImage`:
    /// it becomes the standard appearance's once `backIndicatorTransitionMaskImage` is
    /// set too (UIKit uses the two only together).
    public var backIndicatorImage: Image? {
        get { legacyImages.backIndicator }
        set { legacyImages.backIndicator = newValue; legacyBackIndicatorDidChange() }
    }

    /// The back title's mask while it slides, like the legacy
    /// `UINavigationBar.backIndicatorTransitionMaskImage` (see `backIndicatorImage`).
    public var backIndicatorTransitionMaskImage: Image? {
        get { legacyImages.backIndicatorMask }
        set { legacyImages.backIndicatorMask = newValue; legacyBackIndicatorDidChange() }
    }

    /// Gives the standard appearance the legacy back indicator once both images (or
    /// neither) are set.
    private func legacyBackIndicatorDidChange() {
        let (image, mask) = (legacyImages.backIndicator, legacyImages.backIndicatorMask)
        guard (image == nil) == (mask == nil) else { return }
        standardAppearance.setBackIndicatorImage(image, transitionMaskImage: mask)
    }

    /// What the bar's background draws in place of its appearance's: the legacy
    /// background image for the bar's position and height class, if one is set.
    var legacyImagesDrawn: LegacyBarImages.Drawn? {
        legacyImages.drawn(at: barPosition, traits: traitCollection)
    }
}
