/// An object that recognizes a gesture from touches, like `UIGestureRecognizer`; the
/// same class as Easel's `GestureRecognizer`.
public typealias UIGestureRecognizer = GestureRecognizer

/// A recognizer of taps, like `UITapGestureRecognizer`; the same class as Easel's
/// `TapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer

/// A recognizer of drags, like `UIPanGestureRecognizer`; the same class as Easel's
/// `PanGestureRecognizer`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer

/// A recognizer of long presses, like `UILongPressGestureRecognizer`; the same class as
/// Easel's `LongPressGestureRecognizer`.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer

/// A gesture recognizer's delegate, like `UIGestureRecognizerDelegate`; the same
/// protocol as Easel's `GestureRecognizerDelegate`.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
