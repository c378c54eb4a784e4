/// An object that manages a view hierarchy, like `UIViewController`; the same class as
/// Easel's `ViewController`, with UIKit's lifecycle (`viewDidLoad()`,
/// `viewWillAppear(_:)`, `viewDidLayoutSubviews()` …).
public typealias UIViewController = ViewController

/// What sizes a controller's content and hears of size and trait transitions, like
/// `UIContentContainer`; the same protocol as Easel's `ContentContainer`, which
/// `UIViewController` and `UIPresentationController` adopt.
public typealias UIContentContainer = ContentContainer

/// The coordinator of a controller transition (a push or pop, a presentation or
/// dismissal, a size change: `transitionCoordinator`, `viewWillTransition(to:with:)`),
/// like `UIViewControllerTransitionCoordinator`; the same class as Easel's
/// `ViewControllerTransitionCoordinator`.
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator

/// What the coordinator's blocks are given, like
/// `UIViewControllerTransitionCoordinatorContext`: the coordinator itself, which
/// answers `isCancelled`, `isAnimated`, `viewController(forKey:)`, `view(forKey:)` …
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinator

/// A storyboard's controllers, like `UIStoryboard`; the same class as Easel's
/// `Storyboard`. Storyboards do not exist on Linux: it has none, reported.
public typealias UIStoryboard = Storyboard

/// A transition between two controllers, like `UIStoryboardSegue`; the same class as
/// Easel's `StoryboardSegue`: made in code, it performs as on iOS.
public typealias UIStoryboardSegue = StoryboardSegue

/// What an unwind segue starts from, like `UIStoryboardUnwindSegueSource`; the same
/// class as Easel's `StoryboardUnwindSegueSource`.
public typealias UIStoryboardUnwindSegueSource = StoryboardUnwindSegueSource

/// A container controller with a stack of controllers, like `UINavigationController`;
/// the same class as Easel's `NavigationController`.
public typealias UINavigationController = NavigationController

/// Hears when a navigation controller shows a controller, like
/// `UINavigationControllerDelegate`; the same protocol as Easel's
/// `NavigationControllerDelegate`.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate

/// The items a controller shows in the navigation bar, like `UINavigationItem`; the
/// same class as Easel's `NavigationItem`.
public typealias UINavigationItem = NavigationItem

/// How a controller is presented modally, like `UIModalPresentationStyle`; the same type
/// as Easel's `ModalPresentationStyle`.
public typealias UIModalPresentationStyle = ModalPresentationStyle

/// How a presented controller appears and leaves, like `UIModalTransitionStyle`; the
/// same type as Easel's `ModalTransitionStyle`.
public typealias UIModalTransitionStyle = ModalTransitionStyle

/// The look of the status bar's content, like `UIStatusBarStyle`; the same type as
/// Easel's `StatusBarStyle` (Easel draws no status bar).
public typealias UIStatusBarStyle = StatusBarStyle

/// A container controller with a tab bar, like `UITabBarController`; the same class as
/// Easel's `TabBarController`.
public typealias UITabBarController = TabBarController

/// The delegate of a tab bar controller, like `UITabBarControllerDelegate`; the same
/// protocol as Easel's `TabBarControllerDelegate`.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate

/// An alert or action sheet, like `UIAlertController`; the same class as Easel's
/// `AlertController`.
public typealias UIAlertController = AlertController

/// A button of an alert, like `UIAlertAction`; the same class as Easel's `AlertAction`.
public typealias UIAlertAction = AlertAction

/// A container controller that pages between child controllers, like
/// `UIPageViewController`; the same class as Easel's `PageViewController`.
public typealias UIPageViewController = PageViewController

/// The source of a page view controller's pages, like `UIPageViewControllerDataSource`;
/// the same protocol as Easel's `PageViewControllerDataSource`.
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource

/// The delegate of a page view controller, like `UIPageViewControllerDelegate`; the
/// same protocol as Easel's `PageViewControllerDelegate`.
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate

/// A container controller that shows its children in columns, like
/// `UISplitViewController`; the same class as Easel's `SplitViewController`.
public typealias UISplitViewController = SplitViewController

/// The delegate of a split view controller, like `UISplitViewControllerDelegate`; the
/// same protocol as Easel's `SplitViewControllerDelegate`.
public typealias UISplitViewControllerDelegate = SplitViewControllerDelegate
