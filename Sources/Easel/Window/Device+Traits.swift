import EaselGraphics
import Foundation

/// The traits a device's screen gives a full-screen window, as UIKit decides them.
extension Device {
    /// The size of the screen in `orientation`: portrait's, or its width and height swapped.
    public func size(in orientation: InterfaceOrientation) -> CGSize {
        orientation.isLandscape ? CGSize(width: size.height, height: size.width) : size
    }

    /// The idiom, scale and size classes of a full-screen window in `orientation`: an
    /// iPad is regular both ways; an iPhone is compact wide and regular tall in
    /// portrait, and compact tall in landscape, where the large phones (Plus and Max,
    /// 414 points wide or more) are regular wide.
    public func traitCollection(in orientation: InterfaceOrientation) -> TraitCollection {
        let (horizontal, vertical): (UserInterfaceSizeClass, UserInterfaceSizeClass) = switch (idiom, orientation.isLandscape) {
        case (.pad, _): (.regular, .regular)
        case (_, false): (.compact, .regular)
        case (_, true): (size.width >= Self.largePhoneWidth ? .regular : .compact, .compact)
        }
        return TraitCollection(horizontalSizeClass: horizontal, verticalSizeClass: vertical, displayScale: scale,
                               userInterfaceIdiom: idiom)
    }

    /// The portrait width from which a phone is regular wide in landscape (iPhone XR, 11,
    /// and the Plus and Max models).
    static let largePhoneWidth: CGFloat = 414
}
