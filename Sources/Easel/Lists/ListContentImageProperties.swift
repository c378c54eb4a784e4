import EaselGraphics
import Foundation

extension ListContentConfiguration {
    /// How a list content's image is shown, like
    /// `UIListContentConfiguration.ImageProperties`: its symbol configuration and tint,
    /// the most room it may take, the room reserved for it and its corner radius.
    public struct ImageProperties: Hashable, Sendable {
        /// Set as a width or height of `reservedLayoutSize`, reserves the system's
        /// standard room for a symbol image in that dimension, even for an image that is
        /// not a symbol, like `ImageProperties.standardDimension`
        /// (`UIListContentImageStandardDimension`, `-CGFloat.greatestFiniteMagnitude`).
        public static let standardDimension: CGFloat = -.greatestFiniteMagnitude

        /// The symbol configuration a symbol image is drawn with, applied over the
        /// image's own, like `preferredSymbolConfiguration`; other images are unaffected.
        public var preferredSymbolConfiguration: Image.SymbolConfiguration?
        /// The colour a template image (a symbol) is drawn in, like `tintColor`; `nil`
        /// takes the tint the content view inherits.
        public var tintColor: Color?
        /// The radius the image's corners are rounded and clipped to, like `cornerRadius`.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at, like `maximumSize`: a larger image is
        /// scaled down, keeping its aspect ratio, until it fits; a width or height of 0
        /// leaves that dimension free.
        public var maximumSize = CGSize.zero
        /// The room reserved for the image, in which it is centred, like
        /// `reservedLayoutSize`: it aligns the text of rows whose images differ in width
        /// and keeps their heights alike. A width or height of 0 takes the image's own;
        /// `standardDimension` the system's standard room for a symbol.
        public var reservedLayoutSize = CGSize.zero
        /// Whether Smart Invert leaves the image as it is, like
        /// `accessibilityIgnoresInvertColors` (set on the image view).
        public var accessibilityIgnoresInvertColors = false

        /// The tint the image is drawn in when the content view's is `tintColor`, like
        /// `resolvedTintColor(for:)`: the properties' own, else `tintColor`.
        public func resolvedTintColor(for tintColor: Color) -> Color { self.tintColor ?? tintColor }

        /// The size `size` is shown at: scaled down, keeping its aspect ratio, to fit
        /// `maximumSize` in each dimension it limits.
        func shownSize(of size: CGSize) -> CGSize {
            var factor: CGFloat = 1
            if maximumSize.width > 0, size.width > maximumSize.width { factor = maximumSize.width / size.width }
            if maximumSize.height > 0, size.height * factor > maximumSize.height { factor = maximumSize.height / size.height }
            return CGSize(width: size.width * factor, height: size.height * factor)
        }

        /// The room the image takes in the layout: the reserved size where one is set
        /// (`standard` for `standardDimension`), never less than the image's `size`.
        func layoutSize(of size: CGSize, standard: CGFloat) -> CGSize {
            func reserved(_ value: CGFloat, _ own: CGFloat) -> CGFloat {
                let room = value == Self.standardDimension ? standard : max(0, value)
                return max(room, own)
            }
            return CGSize(width: reserved(reservedLayoutSize.width, size.width), height: reserved(reservedLayoutSize.height, size.height))
        }
    }
}
