import Foundation

/// One registration on a control: an `ControlAction`, a target and one of its methods, or
/// a target and a selector.
struct ControlEventHandler {
    enum Handler {
        case action(ControlAction)
        /// A method of `target`, called with the control and the touch event.
        case target(Weak, send: @MainActor (AnyObject, Control, Event?) -> Void)
        /// A selector sent to its target with `sendAction(_:to:for:)`; with no target
        /// (`nil`), to the responder chain.
        case selector(Selector, to: Weak?)
    }

    /// The target of a target–action pair, not retained (as UIKit does not).
    struct Weak { weak var object: AnyObject? }

    var handler: Handler
    var events: Control.Event

    var action: ControlAction? { if case .action(let action) = handler { action } else { nil } }
    var target: AnyObject? {
        switch handler {
        case .action, .selector(_, to: nil): nil
        case .target(let target, _), .selector(_, to: let target?): target.object
        }
    }
    var selector: Selector? { if case .selector(let selector, _) = handler { selector } else { nil } }
    /// Whether it is a target–action pair (of any kind) whose target is `target` (any
    /// target for nil; one that is gone matches too).
    func isPair(of target: AnyObject?) -> Bool {
        switch handler {
        case .action: false
        case .selector(_, to: nil): target == nil
        case .target(let weak, _), .selector(_, to: let weak?): target == nil || weak.object === target || weak.object == nil
        }
    }
}

/// Closure actions, target–action pairs, and sending them.
///
/// The Objective-C runtime does not exist on Linux, so there is no `#selector`: a target's
/// action is a reference to one of its methods, `addTarget(self, action: Screen.save,
/// for: .touchUpInside)`, taking nothing, the sender, or the sender and the touch event,
/// as an `@objc` action method can, or a `Selector` made from one (see
/// `addTarget(_:action:for:)` in `Control`).
extension Control {
    /// Stops calling the action with `identifier` for `controlEvents`, like
    /// `UIControl.removeAction(identifiedBy:for:)`.
    public func removeAction(identifiedBy identifier: ControlAction.Identifier, for controlEvents: Event) {
        removeEvents(controlEvents) { $0.action?.identifier == identifier }
    }

    /// Calls `action` on `target` when any of `controlEvents` happens, like
    /// `UIControl.addTarget(_:action:for:)` with a selector of an action method that
    /// takes no argument: `addTarget(self, action: Screen.refresh, for: .valueChanged)`.
    /// The target is not retained.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void,
                                             for controlEvents: Event) {
        addTarget(target, controlEvents) { target, _, _ in action(target)() }
    }

    /// Calls `action` on `target` with the control when any of `controlEvents` happens,
    /// like `UIControl.addTarget(_:action:for:)` with a selector of an action method
    /// that takes the sender (`func toggled(_ sender: UISwitch)`, or `Any`). A sender of
    /// another type than the control's is not called.
    public func addTarget<Target: AnyObject, Sender>(_ target: Target, action: @escaping (Target) -> (Sender) -> Void,
                                                     for controlEvents: Event) {
        addTarget(target, controlEvents) { target, control, _ in
            if let sender = control as? Sender { action(target)(sender) }
        }
    }

    /// Calls `action` on `target` with the control and the touch event (`nil` when the
    /// actions were sent by `sendActions(for:)`), like `UIControl.addTarget(_:action:for:)`
    /// with a selector of an action method that takes the sender and the event.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping (Target) -> (Sender, Easel.Event?) -> Void, for controlEvents: Event
    ) {
        addTarget(target, controlEvents) { target, control, event in
            if let sender = control as? Sender { action(target)(sender, event) }
        }
    }

    /// Stops calling `target`'s actions (every target's for `nil`) for `controlEvents`,
    /// like `UIControl.removeTarget(_:action:for:)` with a `nil` action: a method
    /// reference cannot be compared, so a target's actions go together.
    public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        removeEvents(controlEvents) { $0.isPair(of: target) }
    }

    /// Stops sending `target`'s actions for `controlEvents`, like
    /// `UIControl.removeTarget(_:action:for:)` with the method reference Linux takes for
    /// a selector. A method reference cannot be compared, so every action of the target
    /// for those events goes, where UIKit removes that one pair.
    public func removeTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void,
                                                for controlEvents: Event) {
        removeTarget(target, for: controlEvents)
    }

    /// `removeTarget(_:action:for:)` for an action method that takes the sender.
    public func removeTarget<Target: AnyObject, Sender>(_ target: Target?, action: @escaping (Target) -> (Sender) -> Void,
                                                        for controlEvents: Event) {
        removeTarget(target, for: controlEvents)
    }

    /// The targets of the control's target–action pairs, like `UIControl.allTargets`.
    public var allTargets: [AnyObject] {
        var targets: [AnyObject] = []
        for target in eventHandlers.compactMap(\.target) where !targets.contains(where: { $0 === target }) {
            targets.append(target)
        }
        return targets
    }

    /// The events with at least one action or target, like `UIControl.allControlEvents`.
    public var allControlEvents: Event {
        eventHandlers.reduce([]) { $0.union($1.events) }
    }

    /// Calls `iterator` with each registration, in the order they were added, until it
    /// sets `stop`, like `UIControl.enumerateEventHandlers(_:)`: with the action, or
    /// with the target of a target–action pair (a method reference has no selector to
    /// give), and the events it answers.
    public func enumerateEventHandlers(
        _ iterator: (_ action: ControlAction?, _ target: AnyObject?, _ controlEvents: Event, _ stop: UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        var stop = ObjCBool(false)
        for handler in eventHandlers {
            iterator(handler.action, handler.target, handler.events, &stop)
            if stop.boolValue { return }
        }
    }

    /// Sends `controlEvents` from touch handling or a value change: the registrations for
    /// them, then, when they include what triggers the control's primary action, the
    /// registrations for `primaryActionTriggered`.
    func send(_ controlEvents: Event, with event: Easel.Event?) {
        dispatch(controlEvents, with: event)
        if !controlEvents.isDisjoint(with: primaryActionTrigger), !controlEvents.contains(.primaryActionTriggered) {
            primaryActionDidTrigger(with: event)
        }
    }

    /// Calls the registrations for `controlEvents`, in the order they were added.
    func dispatch(_ controlEvents: Event, with event: Easel.Event?) {
        Trace.record(TraceEvent("controlEvent", view: traceName, message: controlEvents.description))
        for handler in eventHandlers where !handler.events.isDisjoint(with: controlEvents) {
            switch handler.handler {
            case .action(let action): sendAction(action)
            case .target(let weak, let send): if let target = weak.object { send(target, self, event) }
            case .selector(let selector, to: nil): sendAction(selector, to: nil, for: event)
            case .selector(let selector, to: let weak?): if let target = weak.object { sendAction(selector, to: target, for: event) }
            }
        }
    }

    private func addTarget<Target: AnyObject>(_ target: Target, _ controlEvents: Event,
                                              send: @escaping @MainActor (Target, Control, Easel.Event?) -> Void) {
        eventHandlers.append(ControlEventHandler(handler: .target(.init(object: target)) { object, control, event in
            if let target = object as? Target { send(target, control, event) }
        }, events: controlEvents))
    }

    func removeEvents(_ controlEvents: Event, where matches: (ControlEventHandler) -> Bool) {
        for index in eventHandlers.indices where matches(eventHandlers[index]) {
            eventHandlers[index].events.subtract(controlEvents)
        }
        eventHandlers.removeAll { $0.events.isEmpty }
    }
}
