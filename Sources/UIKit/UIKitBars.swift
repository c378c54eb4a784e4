/// What a bar shows for one item, like `UIBarItem`: the superclass of `UIBarButtonItem`
/// and `UITabBarItem`; the same class as Easel's `BarItem`.
public typealias UIBarItem = BarItem

/// A button in a navigation bar or toolbar, like `UIBarButtonItem`; the same class as
/// Easel's `BarButtonItem`. Target–action takes a method reference where iOS code passes
/// a `#selector`: `UIBarButtonItem(title: "Save", style: .done, target: self, action: Screen.save)`.
public typealias UIBarButtonItem = BarButtonItem

/// A toolbar, like `UIToolbar`; the same class as Easel's `Toolbar`.
public typealias UIToolbar = Toolbar

/// The look of a bar, like `UIBarStyle`; the same type as Easel's `BarStyle`.
public typealias UIBarStyle = BarStyle

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

/// What a bar looks like, like `UIBarAppearance`; the same class as Easel's `BarAppearance`.
public typealias UIBarAppearance = BarAppearance

/// What a navigation bar looks like, like `UINavigationBarAppearance`; the same class as
/// Easel's `NavigationBarAppearance`.
public typealias UINavigationBarAppearance = NavigationBarAppearance

/// What a toolbar looks like, like `UIToolbarAppearance`; the same class as Easel's
/// `ToolbarAppearance`.
public typealias UIToolbarAppearance = ToolbarAppearance

/// What a tab bar looks like, like `UITabBarAppearance`; the same class as Easel's
/// `TabBarAppearance`.
public typealias UITabBarAppearance = TabBarAppearance

/// How a bar's buttons look, like `UIBarButtonItemAppearance`; the same class as
/// Easel's `BarButtonItemAppearance`.
public typealias UIBarButtonItemAppearance = BarButtonItemAppearance

/// How a bar's buttons look in one state, like `UIBarButtonItemStateAppearance`; the
/// same class as Easel's `BarButtonItemStateAppearance`.
public typealias UIBarButtonItemStateAppearance = BarButtonItemStateAppearance

/// How a tab bar's tabs look, like `UITabBarItemAppearance`; the same class as Easel's
/// `TabBarItemAppearance`.
public typealias UITabBarItemAppearance = TabBarItemAppearance

/// How a tab looks in one state, like `UITabBarItemStateAppearance`; the same class as
/// Easel's `TabBarItemStateAppearance`.
public typealias UITabBarItemStateAppearance = TabBarItemStateAppearance

/// A distance to move content by, like `UIOffset`; the same type as Easel's `Offset`.
public typealias UIOffset = Offset

/// The height class a bar's legacy background image is for, like `UIBarMetrics`; the
/// same type as Easel's `BarMetrics`.
public typealias UIBarMetrics = BarMetrics

/// Where a bar sits, like `UIBarPosition`; the same type as Easel's `BarPosition`.
public typealias UIBarPosition = BarPosition

/// A bar that knows where it sits, like `UIBarPositioning`; the same protocol as
/// Easel's `BarPositioning`.
public typealias UIBarPositioning = BarPositioning

/// What a bar asks about where it sits, like `UIBarPositioningDelegate`; the same
/// protocol as Easel's `BarPositioningDelegate`.
public typealias UIBarPositioningDelegate = BarPositioningDelegate

/// The delegate of a standalone navigation bar, like `UINavigationBarDelegate`; the
/// same protocol as Easel's `NavigationBarDelegate`.
public typealias UINavigationBarDelegate = NavigationBarDelegate

/// The delegate of a toolbar, like `UIToolbarDelegate`; the same protocol as Easel's
/// `ToolbarDelegate`.
public typealias UIToolbarDelegate = ToolbarDelegate
