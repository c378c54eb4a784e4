import EaselGraphics
import Foundation

/// An element of a menu: an action or a submenu, like `UIMenuElement`.
@preconcurrency @MainActor
public protocol MenuElement: AnyObject {
    /// The element's title.
    var title: String { get }
}

extension ControlAction: MenuElement {}

/// A menu of actions, like `UIMenu`, as a bar button item or a button holds it. Easel
/// keeps the menu for the code that reads it back; it draws no menu.
@preconcurrency @MainActor
public final class Menu: MenuElement {
    /// The menu's title, like `UIMenu.title`.
    public let title: String
    /// The menu's image, like `UIMenu.image`.
    public let image: Image?
    /// The actions and submenus, in order, like `UIMenu.children`.
    public let children: [MenuElement]

    /// A menu of `children`, like `UIMenu(title:image:children:)`.
    public init(title: String = "", image: Image? = nil, children: [MenuElement] = []) {
        self.title = title
        self.image = image
        self.children = children
    }
}
