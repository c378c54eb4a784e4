import EaselGraphics
import Foundation

/// What is drawn behind a view's content, like `UIBackgroundConfiguration`: a fill, a
/// custom view and an image, inset from the view's edges, with rounded corners and a
/// stroke. Buttons draw it behind their content (`Button.Configuration.background`);
/// cells, headers and footers draw it as their `backgroundConfiguration`.
///
/// A configuration made by one of the list factories (`listPlainCell()` …) knows its
/// system look for each state: `updated(for:)` gives the colour of that look for a
/// selected or highlighted cell, unless you set `backgroundColor` yourself, as UIKit
/// keeps customised properties.
///
/// Two configurations are equal when their values are, and their custom views, images,
/// visual effects and transformers are the same instances.
public struct BackgroundConfiguration: Hashable, @unchecked Sendable {
    /// The system look a factory gave, which `updated(for:)` restyles from.
    var systemStyle: SystemStyle?
    private var storedBackgroundColor: Color?
    /// Whether `backgroundColor` was set, which `updated(for:)` then keeps.
    private var isBackgroundColorCustomized = false

    /// The fill, like `UIBackgroundConfiguration.backgroundColor`: `nil` fills with the
    /// view's tint colour (a button's style decides a button's fill).
    public var backgroundColor: Color? {
        get { storedBackgroundColor }
        set {
            storedBackgroundColor = newValue
            isBackgroundColorCustomized = true
        }
    }
    /// A transformer of the fill colour, like
    /// `UIBackgroundConfiguration.backgroundColorTransformer` (none by default).
    public var backgroundColorTransformer: ConfigurationColorTransformer?
    /// A blur or vibrancy behind the content, like
    /// `UIBackgroundConfiguration.visualEffect`: kept; Easel draws no blur behind a
    /// configured background, so nothing is drawn for it.
    public var visualEffect: VisualEffect?
    /// A view drawn above the fill, in the background's frame and clipped to its
    /// corners, like `UIBackgroundConfiguration.customView`.
    public var customView: View?
    /// The corner radius of the fill, custom view and image, like
    /// `UIBackgroundConfiguration.cornerRadius` (0: square); a button uses it when its
    /// `cornerStyle` is `.fixed`.
    public var cornerRadius: CGFloat = 0
    /// How far the background and stroke stand in from the view's edges (out, if
    /// negative), like `UIBackgroundConfiguration.backgroundInsets` (zero by default).
    public var backgroundInsets = DirectionalEdgeInsets.zero
    /// The edges where `backgroundInsets` count from the view's layout margins rather
    /// than its edges, like
    /// `UIBackgroundConfiguration.edgesAddingLayoutMarginsToBackgroundInsets` (none).
    public var edgesAddingLayoutMarginsToBackgroundInsets: DirectionalRectEdge = []
    /// The outline colour, like `UIBackgroundConfiguration.strokeColor`: `nil` strokes in
    /// the view's tint colour (a button's style decides a button's).
    public var strokeColor: Color?
    /// A transformer of the stroke colour, like
    /// `UIBackgroundConfiguration.strokeColorTransformer` (none by default).
    public var strokeColorTransformer: ConfigurationColorTransformer?
    /// The outline width, like `UIBackgroundConfiguration.strokeWidth` (0: none).
    public var strokeWidth: CGFloat = 0
    /// How far the outline stands outside the background (inside, if negative), like
    /// `UIBackgroundConfiguration.strokeOutset` (0); its corners round by
    /// `cornerRadius` plus the outset.
    public var strokeOutset: CGFloat = 0
    /// An image drawn above the fill and custom view, in the background's frame, like
    /// `UIBackgroundConfiguration.image` (none by default).
    public var image: Image?
    /// How the image fits the background's frame, like
    /// `UIBackgroundConfiguration.imageContentMode` (`.scaleToFill`).
    public var imageContentMode = ContentMode.scaleToFill

    /// A background of nothing but what you set (a button's style fills it).
    public init() {}

    /// The fill colour for a view of `tintColor`, like
    /// `UIBackgroundConfiguration.resolvedBackgroundColor(for:)`: `backgroundColor` (or
    /// the tint colour for `nil`) through `backgroundColorTransformer`.
    public func resolvedBackgroundColor(for tintColor: Color) -> Color {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke colour for a view of `tintColor`, like
    /// `UIBackgroundConfiguration.resolvedStrokeColor(for:)`: `strokeColor` (or the tint
    /// colour for `nil`) through `strokeColorTransformer`.
    public func resolvedStrokeColor(for tintColor: Color) -> Color {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// The configuration styled for `state`, like `UIBackgroundConfiguration.updated(for:)`:
    /// a factory's configuration takes its system colour for the state (see the
    /// factories) unless `backgroundColor` was set; any other is returned unchanged.
    public func updated(for state: CellConfigurationState) -> BackgroundConfiguration {
        guard let systemStyle, !isBackgroundColorCustomized else { return self }
        var updated = self
        updated.storedBackgroundColor = systemStyle.backgroundColor(for: state)
        return updated
    }

    /// A configuration with `style`'s colour for the normal state.
    init(systemStyle: SystemStyle) {
        self.systemStyle = systemStyle
        storedBackgroundColor = systemStyle.backgroundColor(for: CellConfigurationState(traitCollection: TraitCollection()))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.systemStyle == rhs.systemStyle && lhs.storedBackgroundColor == rhs.storedBackgroundColor
            && lhs.isBackgroundColorCustomized == rhs.isBackgroundColorCustomized
            && lhs.backgroundColorTransformer == rhs.backgroundColorTransformer
            && lhs.visualEffect === rhs.visualEffect && lhs.customView === rhs.customView
            && lhs.cornerRadius == rhs.cornerRadius && lhs.backgroundInsets == rhs.backgroundInsets
            && lhs.edgesAddingLayoutMarginsToBackgroundInsets == rhs.edgesAddingLayoutMarginsToBackgroundInsets
            && lhs.strokeColor == rhs.strokeColor && lhs.strokeColorTransformer == rhs.strokeColorTransformer
            && lhs.strokeWidth == rhs.strokeWidth && lhs.strokeOutset == rhs.strokeOutset
            && lhs.image === rhs.image && lhs.imageContentMode == rhs.imageContentMode
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storedBackgroundColor)
        hasher.combine(cornerRadius)
        hasher.combine(strokeColor)
        hasher.combine(strokeWidth)
        hasher.combine(backgroundInsets)
    }
}
