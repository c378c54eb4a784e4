import EaselGraphics
import Foundation

/// An entry of a menu, like `UIMenuElement`: the base class of `ControlAction` (a row
/// that runs a handler), `Menu` (a submenu or an inline section) and
/// `DeferredMenuElement` (rows that arrive when the menu opens).
@preconcurrency @MainActor
open class MenuElement {
    /// Whether an action shows a checkmark, like `UIMenuElement.State`.
    public enum State: Int, Sendable {
        /// No mark.
        case off = 0
        /// A checkmark.
        case on = 1
        /// A dash: some of what the action stands for is on.
        case mixed = 2
    }

    /// How an action looks and behaves in a menu, like `UIMenuElement.Attributes`
    /// (UIKit's raw values).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Drawn dimmed; a tap does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in red: the action destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the action leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The element's title, like `UIMenuElement.title`.
    public var title: String
    /// A second line under the title, like `UIMenuElement.subtitle`.
    public var subtitle: String?
    /// The element's image, drawn on the row's leading side, like `UIMenuElement.image`.
    public var image: Image?

    init(title: String, subtitle: String?, image: Image?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}
