/// The traits of an environment that resources are chosen for, like
/// `UITraitCollection`. Easel has no trait system yet, so this carries the one trait
/// asset lookups use here, the display scale; `0` (unspecified, as in UIKit) means the
/// main screen's.
public final class UITraitCollection: Sendable {
    /// Pixels per point, like `UITraitCollection.displayScale`; 0 when unspecified.
    public let displayScale: CGFloat

    /// Traits with only a display scale, like `UITraitCollection(displayScale:)`.
    public init(displayScale scale: CGFloat) {
        displayScale = scale.isFinite && scale > 0 ? scale : 0
    }
}
