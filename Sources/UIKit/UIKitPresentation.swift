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
