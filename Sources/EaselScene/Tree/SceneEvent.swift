import Easel
import Foundation

/// Something that happens to the scene at a moment of virtual time (`events:`).
public struct SceneEvent: Sendable {
    /// What happens. The value of an event's action key names what the action acts on
    /// (its target): a view id, a view or a window point (touches), a constraint id,
    /// a controller id (navigation and presentation), or nothing (the device's events,
    /// which act on the app and its window).
    public enum Action: Sendable {
        /// Sets properties of a view, in `ViewProperty` order.
        case set(viewID: String, properties: [ViewProperty])
        /// Sets properties of a standalone layer, in `LayerProperty` order, at once (the
        /// engine has no layer animations yet, so no implicit animation runs).
        case setLayer(layerID: String, properties: [LayerProperty])
        /// Marks a view (or a rectangle of it) for redrawing, like `setNeedsDisplay(_:)`.
        case setNeedsDisplay(viewID: String, rect: CGRect?)
        /// Marks a view for layout, like `setNeedsLayout()`.
        case setNeedsLayout(viewID: String)

        // MARK: Touches, animation, constraints and the device
        /// A finger down at the target and up `duration` seconds later, through the
        /// window's touch dispatch (hit testing, recognizers, `touches…` methods).
        case tap(TouchTarget, duration: TimeInterval)
        /// A finger held still at the target for `duration` seconds.
        case longPress(TouchTarget, duration: TimeInterval)
        /// A finger dragged along points (window coordinates) at constant speed over
        /// `duration` seconds, moving at each refresh of the screen.
        case drag([CGPoint], duration: TimeInterval)
        /// Sets the constant of the constraint with this id, like `LayoutConstraint.constant`.
        case constant(constraintID: String, to: CGFloat)
        /// Makes changes inside an animation block.
        case animate(SceneAnimation)
        /// Adds an explicit animation to a layer (`animate` with a layer id).
        case animateLayer(SceneLayerAnimation)
        /// Makes changes inside a transaction (`transaction`).
        case transaction(SceneTransaction)
        /// Turns the device: the window takes the orientation's size and safe area.
        case rotate(InterfaceOrientation)
        /// Sends the app to the background, like `Application.enterBackground()`.
        case background
        /// Brings the app back, like `Application.enterForeground()`.
        case foreground

        // MARK: Scrolling and controllers
        /// Scrolls a `ScrollView`, like `setContentOffset(_:animated:)`.
        case scroll(viewID: String, to: CGPoint, animated: Bool)
        /// Pushes, pops, presents or dismisses a controller.
        case navigation(SceneNavigation)

        // MARK: Typing
        /// Types text key by key into a `TextField` (made the first responder first),
        /// as the keyboard does.
        case type(String, intoViewID: String)
        /// Presses the keyboard's return key in a `TextField` that is editing.
        case pressReturn(viewID: String)
        /// `select`: the user chooses a segment of a segmented control.
        case selectSegment(Int, inViewID: String)
        /// `slide`: the user drags a slider's thumb to where this value puts it, over
        /// `duration` seconds.
        case slide(to: Float, inViewID: String, duration: TimeInterval)

        // MARK: Lists
        /// `selectRow`: the user taps a table's row (scrolled into view first).
        case selectRow(IndexPath, inViewID: String)
        /// `selectItem`: the user taps a collection's item (scrolled into view first).
        case selectItem(IndexPath, inViewID: String)
        /// `swipeRow`: the user drags a table's row sideways to reveal its trailing (or
        /// leading) swipe actions.
        case swipeRow(IndexPath, inViewID: String, revealsTrailing: Bool)
    }

    /// When, in seconds of virtual time from the first frame.
    public let time: TimeInterval
    /// What.
    public let action: Action
    /// Where the event is in the file (`events[3]`).
    public let path: ScenePath
    /// Where its mapping starts in the file.
    let location: SourceLocation
}
