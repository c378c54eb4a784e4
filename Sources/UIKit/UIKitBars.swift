/// A button in a navigation bar or toolbar, like `UIBarButtonItem`; the same class as
/// Easel's `BarButtonItem`. Target–action takes a method reference where iOS code passes
/// a `#selector`: `UIBarButtonItem(title: "Save", style: .done, target: self, action: Screen.save)`.
public typealias UIBarButtonItem = BarButtonItem

/// A toolbar, like `UIToolbar`; the same class as Easel's `Toolbar`.
public typealias UIToolbar = Toolbar

/// A tab bar, like `UITabBar`; the same class as Easel's `TabBar`.
public typealias UITabBar = TabBar

/// The delegate of a tab bar, like `UITabBarDelegate`; the same protocol as Easel's
/// `TabBarDelegate`.
public typealias UITabBarDelegate = TabBarDelegate

/// A tab of a tab bar, like `UITabBarItem`; the same class as Easel's `TabBarItem`.
public typealias UITabBarItem = TabBarItem

/// A menu, like `UIMenu`; the same class as Easel's `Menu`.
public typealias UIMenu = Menu

/// An element of a menu, like `UIMenuElement`; the same class as Easel's `MenuElement`.
public typealias UIMenuElement = MenuElement

/// Menu rows given when the menu opens, like `UIDeferredMenuElement`; the same class as
/// Easel's `DeferredMenuElement`.
public typealias UIDeferredMenuElement = DeferredMenuElement
