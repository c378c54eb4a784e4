import EaselGraphics
import Foundation

/// The legacy per-state content, like `UIButton.setTitle(_:for:)` and its siblings. A
/// state without its own value shows the normal state's.
extension Button {
    /// Sets the title for a state, like `UIButton.setTitle(_:for:)`.
    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentDidChange()
    }

    /// Sets the styled title for a state, like `UIButton.setAttributedTitle(_:for:)`:
    /// shown instead of the plain title, its characters without a font or color in the
    /// button's title font and the state's title colour.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        contentDidChange()
    }

    /// Sets the title colour for a state, like `UIButton.setTitleColor(_:for:)`.
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state.rawValue] = color
        showContent()
    }

    /// Sets the image for a state, like `UIButton.setImage(_:for:)`.
    public func setImage(_ image: Image?, for state: State) {
        images[state.rawValue] = image
        contentDidChange()
    }

    /// Sets the background image for a state, like `UIButton.setBackgroundImage(_:for:)`;
    /// it is stretched to the bounds.
    public func setBackgroundImage(_ image: Image?, for state: State) {
        backgroundImages[state.rawValue] = image
        showContent()
    }

    /// The title for a state, like `UIButton.title(for:)`.
    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// The styled title for a state, like `UIButton.attributedTitle(for:)`.
    public func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    /// The title colour for a state, like `UIButton.titleColor(for:)`: the set colour,
    /// else the kind's (a system button's tint, `tertiaryLabel` when disabled; a custom
    /// button's white).
    public func titleColor(for state: State) -> Color? {
        if let color = titleColors[state.rawValue] { return color }
        if state.contains(.disabled), buttonType == .system { return .tertiaryLabel }
        return titleColors[State.normal.rawValue] ?? (buttonType == .custom ? .white : tintColor)
    }

    /// The image for a state, like `UIButton.image(for:)`.
    public func image(for state: State) -> Image? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// The background image for a state, like `UIButton.backgroundImage(for:)`.
    public func backgroundImage(for state: State) -> Image? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// The title shown now, like `UIButton.currentTitle`.
    public var currentTitle: String? { configuration?.title ?? title(for: state) }
    /// The styled title shown now, like `UIButton.currentAttributedTitle`.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour shown now, like `UIButton.currentTitleColor`.
    public var currentTitleColor: Color { titleColor(for: state) ?? tintColor }
    /// The image shown now, like `UIButton.currentImage`.
    public var currentImage: Image? { configuration?.image ?? image(for: state) }
    /// The background image shown now, like `UIButton.currentBackgroundImage`.
    public var currentBackgroundImage: Image? { backgroundImage(for: state) }
}
