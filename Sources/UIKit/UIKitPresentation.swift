import Easel

/// The object that manages a presentation, like `UIPresentationController`; the same
/// class as Easel's `PresentationController`.
public typealias UIPresentationController = PresentationController

/// A presentation as a sheet with detents, like `UISheetPresentationController`; the
/// same class as Easel's `SheetPresentationController`.
public typealias UISheetPresentationController = SheetPresentationController

/// What a presentation tells its delegate about the user's dismissals, like
/// `UIAdaptivePresentationControllerDelegate`.
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate

/// What a sheet tells its delegate, like `UISheetPresentationControllerDelegate`.
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate

/// What a custom detent's resolver knows, like
/// `UISheetPresentationControllerDetentResolutionContext`.
public typealias UISheetPresentationControllerDetentResolutionContext = SheetPresentationControllerDetentResolutionContext

/// How the interface is turned, like `UIInterfaceOrientation`; the same type as
/// Easel's `InterfaceOrientation`.
public typealias UIInterfaceOrientation = InterfaceOrientation

/// The orientations a view controller supports, like `UIInterfaceOrientationMask`.
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask

/// How the status bar animates, like `UIStatusBarAnimation`.
public typealias UIStatusBarAnimation = StatusBarAnimation

/// The object a presented controller asks for its transitions, like
/// `UIViewControllerTransitioningDelegate`.
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate

/// The animator of a custom transition, like `UIViewControllerAnimatedTransitioning`.
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning

/// What a custom transition's animator is given, like
/// `UIViewControllerContextTransitioning`.
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning

/// The driver of a transition from a gesture, like
/// `UIViewControllerInteractiveTransitioning`.
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning

/// A driver of a transition by how far a gesture has come, like
/// `UIPercentDrivenInteractiveTransition`.
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition

/// A transition's two controllers, like `UITransitionContextViewControllerKey`.
public typealias UITransitionContextViewControllerKey = TransitionContextViewControllerKey

/// A transition's two views, like `UITransitionContextViewKey`.
public typealias UITransitionContextViewKey = TransitionContextViewKey

/// A presentation in a popover, like `UIPopoverPresentationController`; the same class
/// as Easel's `PopoverPresentationController`.
public typealias UIPopoverPresentationController = PopoverPresentationController

/// What a popover tells its delegate, like `UIPopoverPresentationControllerDelegate`.
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate

/// Something a popover points at, like `UIPopoverPresentationControllerSourceItem`.
public typealias UIPopoverPresentationControllerSourceItem = PopoverPresentationControllerSourceItem

/// The directions of a popover's arrow, like `UIPopoverArrowDirection`.
public typealias UIPopoverArrowDirection = PopoverArrowDirection

#if !canImport(ObjectiveC)
/// Objective-C's pointer to an autoreleased object, as in
/// `popoverPresentationController(_:willRepositionPopoverTo:in:)`: without the
/// Objective-C runtime, a plain mutable pointer.
public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>
#endif
