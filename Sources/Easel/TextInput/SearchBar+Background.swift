import EaselGraphics
import Foundation

/// The search bar's background and its field's, like `UISearchBar`'s: a background image
/// (by position and metrics, as bars take them; an empty `Image()` leaves the bar
/// transparent, the common way to remove it), else `barTintColor`, else the system
/// background, none of them in the minimal style but the image; the scope bar's own
/// image over its row; and an image in place of the field's rounded rectangle.
extension SearchBar {
    /// The bar's background image, like `UISearchBar.backgroundImage`: the one for any
    /// position and the default metrics.
    public var backgroundImage: Image? {
        get { backgroundImage(for: .any, barMetrics: .default) }
        set { setBackgroundImage(newValue, for: .any, barMetrics: .default) }
    }

    /// Sets the background image for the bar at `barPosition` with `barMetrics`, like
    /// `UISearchBar.setBackgroundImage(_:for:barMetrics:)`; `nil` removes it. An image
    /// that is not resizable is tiled, as UIKit does.
    public func setBackgroundImage(_ backgroundImage: Image?, for barPosition: BarPosition, barMetrics: BarMetrics) {
        legacyImages.setBackgroundImage(backgroundImage, for: barPosition, metrics: barMetrics)
    }

    /// The background image set for `barPosition` and `barMetrics`, like
    /// `UISearchBar.backgroundImage(for:barMetrics:)`.
    public func backgroundImage(for barPosition: BarPosition, barMetrics: BarMetrics) -> Image? {
        legacyImages.backgroundImage(for: barPosition, metrics: barMetrics)
    }

    /// Sets the image the field draws in place of its rounded rectangle in `state`, like
    /// `UISearchBar.setSearchFieldBackgroundImage(_:for:)`; stretched to the field
    /// unless it is resizable.
    public func setSearchFieldBackgroundImage(_ backgroundImage: Image?, for state: Control.State) {
        fieldBackgroundImages[state] = backgroundImage
    }

    /// The field's background image set for `state`, like
    /// `UISearchBar.searchFieldBackgroundImage(for:)`.
    public func searchFieldBackgroundImage(for state: Control.State) -> Image? {
        fieldBackgroundImages[state]
    }

    /// Draws the bar's background, then the scope bar's image over its row.
    func drawBackground(in context: GraphicsContext) {
        if let drawn = legacyImages.drawn(at: barPosition, traits: traitCollection) {
            context.draw(drawn.background.tiledIfNotResizable, in: bounds)
        } else if searchBarStyle != .minimal {
            context.setFillColor(barTintColor ?? .systemBackground)
            context.fill(bounds)
        }
        if showsScopeBarRow, let scopeBarBackgroundImage {
            context.draw(scopeBarBackgroundImage.tiledIfNotResizable, in: scopeBarRow)
        }
    }
}

extension Image {
    /// The image as a bar's background draws it: as it is when it is resizable, else
    /// tiled (a resizable image with no caps), as UIKit draws bar background images.
    var tiledIfNotResizable: Image {
        resizing == nil ? resizableImage(withCapInsets: .zero) : self
    }
}
