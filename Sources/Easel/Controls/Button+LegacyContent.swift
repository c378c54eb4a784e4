import EaselGraphics
import Foundation

/// The legacy per-state content, like `UIButton.setTitle(_:for:)` and its siblings. A
/// state without its own value shows the normal state's.
extension Button {
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
