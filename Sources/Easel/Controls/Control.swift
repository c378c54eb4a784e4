import EaselGraphics
import Foundation

/// The base class of views that turn touches into actions, like `UIControl`.
///
/// A control tracks the first finger that touches down in it. It is highlighted while
/// the finger is down inside its tracking area (its bounds grown by
/// `Control.touchSlop` on every side, about 70 points, as UIKit measures), and it sends
/// its events to the actions and targets registered for them:
///
/// - touch down: `touchDown` (with `touchDownRepeat` for a second quick tap);
/// - each move: `touchDragInside` or `touchDragOutside`, with `touchDragExit` or
///   `touchDragEnter` when the finger crossed the tracking area's edge;
/// - lift: `touchUpInside` or `touchUpOutside`; cancellation: `touchCancel`.
///
/// A plain control's primary action is a tap (`touchUpInside` is followed by
/// `primaryActionTriggered`); value controls (`Switch`, `Slider`, `Stepper`,
/// `PageControl`) trigger it with `valueChanged` instead. A disabled control takes
/// touches (they do not reach the views behind it) and ignores them.
///
/// Subclasses follow the touch through `beginTracking(_:with:)`,
/// `continueTracking(_:with:)`, `endTracking(_:with:)` and `cancelTracking(with:)`.
/// Inside a subclass, `Event` names `Control.Event`; the touch event is `Easel.Event`.
@preconcurrency @MainActor
open class Control: View {
    /// How far outside its bounds a finger still counts as inside a tracking control:
    /// UIKit's undocumented margin, measured at about 70 points.
    public static let touchSlop: CGFloat = 70

    /// Whether the control takes part in touch handling, like `UIControl.isEnabled`;
    /// a disabled control shows its disabled look.
    open var isEnabled = true {
        didSet { if oldValue != isEnabled { stateDidChange() } }
    }

    /// Whether the control is selected, like `UIControl.isSelected`.
    open var isSelected = false {
        didSet { if oldValue != isSelected { stateDidChange() } }
    }

    /// Whether a finger is down on the control, like `UIControl.isHighlighted`; set by
    /// touch tracking.
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { stateDidChange() } }
    }

    /// The control's state, like `UIControl.state`: made of `isHighlighted`,
    /// `!isEnabled` and `isSelected`.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// How the content is placed across the bounds, like
    /// `UIControl.contentHorizontalAlignment` (`.center` by default).
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
        didSet { if oldValue != contentHorizontalAlignment { setNeedsLayout(); setNeedsDisplay() } }
    }

    /// How the content is placed down the bounds, like
    /// `UIControl.contentVerticalAlignment` (`.center` by default).
    open var contentVerticalAlignment = ContentVerticalAlignment.center {
        didSet { if oldValue != contentVerticalAlignment { setNeedsLayout(); setNeedsDisplay() } }
    }

    /// `contentHorizontalAlignment` with leading and trailing resolved to left and
    /// right, like `UIControl.effectiveContentHorizontalAlignment` (left-to-right
    /// layout: Easel has no right-to-left layout direction yet).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        case let alignment: alignment
        }
    }

    /// Whether the control is following a touch, like `UIControl.isTracking`.
    public private(set) var isTracking = false
    /// Whether the tracked finger is inside the tracking area, like
    /// `UIControl.isTouchInside`.
    public private(set) var isTouchInside = false

    /// The actions and targets, in the order they were added.
    var eventHandlers: [ControlEventHandler] = []

    /// What makes the control send `primaryActionTriggered`: a tap.
    var primaryActionTrigger: Event { .touchUpInside }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// A control that calls `primaryAction` when its primary action triggers, like
    /// `UIControl(frame:primaryAction:)`.
    public convenience init(frame: CGRect, primaryAction: ControlAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    // MARK: Tracking override points

    /// A finger touched down in the control, like `UIControl.beginTracking(_:with:)`;
    /// return whether to follow it (the base version does). Events are sent only for a
    /// touch the control follows.
    open func beginTracking(_ touch: Touch, with event: Easel.Event?) -> Bool { true }

    /// The followed finger moved, like `UIControl.continueTracking(_:with:)`; return
    /// whether to keep following it (the base version does).
    open func continueTracking(_ touch: Touch, with event: Easel.Event?) -> Bool { true }

    /// The followed finger lifted, like `UIControl.endTracking(_:with:)`.
    open func endTracking(_ touch: Touch?, with event: Easel.Event?) {}

    /// Following the finger was cancelled, like `UIControl.cancelTracking(with:)`.
    open func cancelTracking(with event: Easel.Event?) {}

    /// The control's look depends on its state: it redraws when the state changes.
    func stateDidChange() { setNeedsDisplay() }

    /// The control's primary action happened: sends `primaryActionTriggered` (a button
    /// whose menu is its primary action opens the menu instead).
    func primaryActionDidTrigger(with event: Easel.Event?) {
        dispatch(.primaryActionTriggered, with: event)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<Touch>, with event: Easel.Event?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        if isTracking { send(touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, with: event) }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Easel.Event?) {
        guard isEnabled, let touch = touches.first else { return }
        let wasTouchInside = isTouchInside
        isTouchInside = isInTrackingArea(touch)
        isHighlighted = isTouchInside
        guard isTracking else { return }
        isTracking = continueTracking(touch, with: event)
        guard isTracking else { return }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside != wasTouchInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        send(events, with: event)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Easel.Event?) {
        guard let touch = touches.first else { return }
        isTouchInside = isInTrackingArea(touch)
        isHighlighted = false
        if isTracking {
            endTracking(touch, with: event)
            send(isTouchInside ? .touchUpInside : .touchUpOutside, with: event)
        }
        isTracking = false
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Easel.Event?) {
        isHighlighted = false
        if isTracking {
            cancelTracking(with: event)
            send(.touchCancel, with: event)
        }
        isTracking = false
        isTouchInside = false
    }

    /// Whether `touch` is within the bounds grown by `touchSlop`.
    private func isInTrackingArea(_ touch: Touch) -> Bool {
        bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
    }

    // MARK: Overridable, as in UIKit: actions (the mechanism lives in Control+Actions)

    /// Calls `action` when any of `controlEvents` happens, like
    /// `UIControl.addAction(_:for:)`. An action with the identifier of one already added
    /// replaces it, and then answers the events of both.
    open func addAction(_ action: ControlAction, for controlEvents: Event) {
        if let index = eventHandlers.firstIndex(where: { $0.action?.identifier == action.identifier }) {
            eventHandlers[index].handler = .action(action)
            eventHandlers[index].events.formUnion(controlEvents)
        } else {
            eventHandlers.append(ControlEventHandler(handler: .action(action), events: controlEvents))
        }
    }

    /// Stops calling `action` for `controlEvents`, like `UIControl.removeAction(_:for:)`.
    open func removeAction(_ action: ControlAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Calls every action and target registered for any of `controlEvents`, in the order
    /// they were added, like `UIControl.sendActions(for:)`.
    open func sendActions(for controlEvents: Event) {
        dispatch(controlEvents, with: nil)
    }

    /// Calls `action` with the control as its sender, like `UIControl.sendAction(_:)`.
    /// Every `UIAction` a control event triggers is sent through here, as in UIKit, so
    /// an override sees (and may hold back or redirect) each one.
    open func sendAction(_ action: ControlAction) {
        action.perform(sender: self)
    }

    // MARK: Selectors

    /// Sends `action` to `target` when any of `controlEvents` happens, like
    /// `UIControl.addTarget(_:action:for:)` with a `Selector` value (one made from a method
    /// reference, `Selector(Screen.save)`, or kept from elsewhere): each time through
    /// `sendAction(_:to:for:)`, so with a nil target up the responder chain. The target is
    /// not retained. Adding a pair again adds its events to the pair's, as UIKit does.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        if let index = eventHandlers.firstIndex(where: { $0.selector == action && $0.target === object }) {
            eventHandlers[index].events.formUnion(controlEvents)
        } else {
            eventHandlers.append(ControlEventHandler(handler: .selector(action, to: object.map { .init(object: $0) }),
                                                     events: controlEvents))
        }
    }

    /// Stops sending `action` to `target` for `controlEvents`, like
    /// `UIControl.removeTarget(_:action:for:)`: a nil target matches every target and a
    /// nil action every action of the matched targets (those added with a method
    /// reference too). A selector matches the pairs added with an equal one (see
    /// `Selector` for when two are equal).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        removeEvents(controlEvents) { handler in
            handler.isPair(of: object) && (action == nil || handler.selector == action)
        }
    }

    /// Sends `action` to `target` with the control as the sender, like
    /// `UIControl.sendAction(_:to:for:)`; the control sends each of its selectors through
    /// here. With a nil target it goes to the first object of the responder chain (from
    /// the window's first responder, else from the control) that implements the method,
    /// as `UIApplication.sendAction(_:to:from:for:)` does. When nothing can be called (no
    /// responder implements it, a target of another type, a selector made from a string)
    /// nothing is, with a diagnostic.
    open func sendAction(_ action: Selector, to target: Any?, for event: Easel.Event?) {
        action.sendAction(to: target, from: self, event: event, searchingFrom: window?.firstResponder ?? self,
                          caller: "UIControl.sendAction(_:to:for:)")
    }
}
