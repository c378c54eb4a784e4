/// A rectangular area that draws, lays out its subviews and handles touches, like
/// `UIView`: the same class as Easel's `View`. A subclass draws by overriding
/// `draw(_:)` (or Easel's `draw(context:rect:)`), called in the display pass with the
/// context current.
public typealias UIView = View

/// A space to convert points and rectangles between, like `UICoordinateSpace`; the same
/// protocol as Easel's `CoordinateSpace`, which every view and `UIScreen` adopt.
public typealias UICoordinateSpace = CoordinateSpace

/// An object that responds to events, like `UIResponder`; the same class as Easel's
/// `Responder`.
public typealias UIResponder = Responder

/// An event, like `UIEvent`; the same class as Easel's `Event`.
public typealias UIEvent = Event

/// A touch, like `UITouch`; the same class as Easel's `Touch`.
public typealias UITouch = Touch

extension View {
    /// How a view places its content when its bounds change size, like
    /// `UIView.ContentMode`; the same type as Easel's `ContentMode`.
    public typealias ContentMode = Easel.ContentMode

    /// How a view resizes when its superview's bounds change size, like
    /// `UIView.AutoresizingMask`; the same type as Easel's `AutoresizingMask`.
    public typealias AutoresizingMask = Easel.AutoresizingMask
}

/// A physical button press, like `UIPress`; the same class as Easel's `Press`.
public typealias UIPress = Press

/// The presses of one moment, like `UIPressesEvent`; the same class as Easel's
/// `PressesEvent` (not a `UIEvent` subclass here: nothing sends presses on Linux).
public typealias UIPressesEvent = PressesEvent

/// The context of a focus update, like `UIFocusUpdateContext`; the same class as
/// Easel's `FocusUpdateContext`.
public typealias UIFocusUpdateContext = FocusUpdateContext

/// Coordinates animations with a focus update, like `UIFocusAnimationCoordinator`; the
/// same class as Easel's `FocusAnimationCoordinator`.
public typealias UIFocusAnimationCoordinator = FocusAnimationCoordinator

/// The direction of a focus update, like `UIFocusHeading`; the same type as Easel's
/// `FocusHeading`.
public typealias UIFocusHeading = FocusHeading
