import EaselGraphics
import Foundation

/// A menu, like `UIMenu`: actions, submenus and inline sections that a button or a bar
/// button item shows when tapped (`Button.menu` with `showsMenuAsPrimaryAction`,
/// `BarButtonItem.menu`). See `MenuView` for how an open menu is drawn.
@preconcurrency @MainActor
public final class Menu: MenuElement {
    /// A name that tells menus apart, like `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier with `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children, like `UIMenu.Options` (UIKit's raw values).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are shown in the parent menu, as a section between separators,
        /// instead of behind a row that opens the submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu's row is drawn in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one action of the menu and its submenus is on: choosing one turns it
        /// on and the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a row of images (drawn as an inline section).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's identifier, like `UIMenu.identifier`: unique unless given.
    public let identifier: Identifier
    /// How the menu shows its children, like `UIMenu.options`.
    public let options: Options
    /// The actions, submenus and sections, in order, like `UIMenu.children`.
    public let children: [MenuElement]

    /// A menu of `children`, like `UIMenu(title:subtitle:image:identifier:options:children:)`.
    public init(title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [MenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The same menu with other children, like `UIMenu.replacingChildren(_:)`.
    public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
             children: newChildren)
    }

    /// The actions that are on, in this menu and its submenus, like
    /// `UIMenu.selectedElements`.
    public var selectedElements: [MenuElement] { actions.filter { $0.state == .on } }

    /// Every action of the menu and its submenus, depth first.
    var actions: [ControlAction] {
        children.flatMap { child -> [ControlAction] in
            switch child {
            case let action as ControlAction: [action]
            case let menu as Menu: menu.actions
            case let deferred as DeferredMenuElement: deferred.elements.flatMap { ($0 as? ControlAction).map { [$0] } ?? [] }
            default: []
            }
        }
    }

    /// The outermost single-selection menu, this one or a submenu, that holds `action`.
    func singleSelectionMenu(holding action: ControlAction) -> Menu? {
        guard actions.contains(where: { $0 === action }) else { return nil }
        if options.contains(.singleSelection) { return self }
        return children.lazy.compactMap { ($0 as? Menu)?.singleSelectionMenu(holding: action) }.first
    }

    /// Turns `action` on and every other action of its single-selection menu off, as
    /// UIKit does when an action of such a menu is chosen.
    func select(_ action: ControlAction) {
        guard let scope = singleSelectionMenu(holding: action) else { return }
        for other in scope.actions { other.state = other === action ? .on : .off }
    }
}
