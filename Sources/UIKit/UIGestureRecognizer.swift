/// An object that recognizes a gesture from touches, like `UIGestureRecognizer`; the
/// same class as Easel's `GestureRecognizer`.
public typealias UIGestureRecognizer = GestureRecognizer

/// A recognizer of taps, like `UITapGestureRecognizer`; the same class as Easel's
/// `TapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer

/// A recognizer of drags, like `UIPanGestureRecognizer`; the same class as Easel's
/// `PanGestureRecognizer`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer

/// A recognizer of drags that start at an edge of the screen, like
/// `UIScreenEdgePanGestureRecognizer`; the same class as Easel's
/// `ScreenEdgePanGestureRecognizer`.
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer

/// A recognizer of long presses, like `UILongPressGestureRecognizer`; the same class as
/// Easel's `LongPressGestureRecognizer`.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer

/// A gesture recognizer's delegate, like `UIGestureRecognizerDelegate`; the same
/// protocol as Easel's `GestureRecognizerDelegate`.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate

/// A recognizer of two-finger pinches, like `UIPinchGestureRecognizer`; the same class
/// as Easel's `PinchGestureRecognizer`.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer

/// A recognizer of two-finger rotations, like `UIRotationGestureRecognizer`; the same
/// class as Easel's `RotationGestureRecognizer`.
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer

/// A recognizer of swipes, like `UISwipeGestureRecognizer`; the same class as Easel's
/// `SwipeGestureRecognizer`.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer

/// Kinds of pointer scrolling a pan also follows, like `UIScrollTypeMask`; the same
/// type as Easel's `ScrollTypeMask`.
public typealias UIScrollTypeMask = ScrollTypeMask
