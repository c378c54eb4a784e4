/// How a `UIGraphicsImageRenderer` makes its images, like `UIGraphicsImageRendererFormat`.
public final class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// Pixels per point, like `UIGraphicsImageRendererFormat.scale`. UIKit's default is
    /// the main screen's scale; on Linux, with no screen, it is 1.
    public var scale: CGFloat = 1
    /// Whether the images are opaque, like `UIGraphicsImageRendererFormat.opaque`: the
    /// bitmap then starts black (it has no alpha on iOS) instead of transparent.
    public var opaque = false
    /// The color range the images are drawn in, like
    /// `UIGraphicsImageRendererFormat.preferredRange` (`.automatic` by default). Kept:
    /// Easel draws every image in the standard range (8-bit sRGB), which is what
    /// `.automatic` gives on a device without an extended-range display.
    public var preferredRange = Range.automatic
    /// Whether the images may use an extended color range, like the deprecated
    /// `UIGraphicsImageRendererFormat.prefersExtendedRange`: `preferredRange` is
    /// `.extended`.
    public var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    /// A renderer's color range, like `UIGraphicsImageRendererFormat.Range`.
    public enum Range: Int, Sendable {
        /// No preference.
        case unspecified = -1
        /// The range the device's display supports.
        case automatic = 0
        /// An extended range (wide color).
        case extended = 1
        /// The standard range (sRGB).
        case standard = 2
    }

    /// A format with the default values, like `UIGraphicsImageRendererFormat()`.
    public override init() {}

    /// A format for `traitCollection`, like `UIGraphicsImageRendererFormat(for:)`: its
    /// display scale (1 where the traits do not say).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// A format with the default values, like `UIGraphicsImageRendererFormat.default()`.
    public override class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// A format for the current device, like `UIGraphicsImageRendererFormat.preferred()`:
    /// the default values here.
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}
