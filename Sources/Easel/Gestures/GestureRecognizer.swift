import Foundation

/// Recognizes a gesture from the touches in a view and reports it to its targets,
/// like `UIGestureRecognizer`.
///
/// A recognizer receives the touches of its view (and of the view's subviews) before
/// the views do. It starts `.possible`; a discrete gesture (a tap) moves to `.ended`
/// (`recognized`) or `.failed`; a continuous one (a pan) to `.began`, `.changed`… and
/// `.ended` or `.cancelled`, or `.failed`. Targets are sent their action on every
/// change except to `.failed`. When it recognizes, other recognizers of the same
/// touches fail (unless a delegate lets them recognize simultaneously), recognizers
/// that required it to fail fail, and, with `cancelsTouchesInView`, the views get
/// `touchesCancelled`. It is reset to `.possible` once it is over and its touches
/// have lifted.
///
/// Subclasses implement the `touches…` methods and set `state`; its setter applies
/// UIKit's rules (`gestureRecognizerShouldBegin`, `require(toFail:)`, prevention).
@preconcurrency @MainActor
open class GestureRecognizer {
    /// The states of a recognizer, like `UIGestureRecognizer.State`.
    public enum State: Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed

        /// A discrete gesture was recognized; the same as `.ended`, as in UIKit.
        public static var recognized: State { .ended }

        /// Whether the gesture is over (`ended`, `cancelled` or `failed`).
        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

        /// The state's name, as UIKit prints it in lower case.
        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }

    /// A recognizer without targets; attach it with `View.addGestureRecognizer(_:)`.
    public init() {}

    /// A recognizer that sends `action` to `target`, like
    /// `UIGestureRecognizer(target:action:)` with a `Selector` value, UIKit's designated
    /// initializer (a subclass may override it). Without both a target and an action it
    /// has no target yet, as in UIKit.
    public init(target: Any?, action: Selector?) {
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer that sends `action` to `target`, like
    /// `UIGestureRecognizer(target:action:)`: `action` is the target's method, e.g.
    /// `Controller.handleTap`, taking the recognizer (of its own class, a superclass,
    /// or `Any`).
    public convenience init<Target: AnyObject, Sender>(
        target: Target, action: @escaping (Target) -> (Sender) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer that sends `action` to `target`, like
    /// `UIGestureRecognizer(target:action:)` with an action method that takes nothing.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// The view the recognizer is attached to, like `UIGestureRecognizer.view`.
    public internal(set) weak var view: View?
    /// The recognizer's delegate, like `UIGestureRecognizer.delegate`.
    open weak var delegate: GestureRecognizerDelegate?
    /// A name for traces and debugging, like `UIGestureRecognizer.name`.
    open var name: String?

    /// Whether the recognizer takes part in touch handling, like
    /// `UIGestureRecognizer.isEnabled`; disabling one that is tracking touches cancels
    /// (or fails) and resets it.
    open var isEnabled = true {
        didSet { if oldValue && !isEnabled { view?.window?.touchDispatch.recognizerWillDetach(self) } }
    }
    /// Whether the views get `touchesCancelled` for the recognizer's touches when it
    /// recognizes, like `UIGestureRecognizer.cancelsTouchesInView` (default `true`).
    open var cancelsTouchesInView = true
    /// Whether `touchesBegan`/`touchesMoved` reach the views only once the recognizer
    /// fails, like `UIGestureRecognizer.delaysTouchesBegan` (default `false`).
    open var delaysTouchesBegan = false
    /// Whether `touchesEnded` reaches the views only once the recognizer fails or
    /// recognizes, like `UIGestureRecognizer.delaysTouchesEnded` (default `true`).
    open var delaysTouchesEnded = true

    /// The recognizer's state, like `UIGestureRecognizer.state`. Only subclasses set
    /// it; the setter applies UIKit's transition rules.
    open var state: State {
        get { currentState }
        set { requestTransition(to: newValue) }
    }

    // MARK: Arbitration storage
    var currentState = State.possible
    /// A recognition that waits for required recognizers to fail.
    var pendingState: State?
    /// Every touch received since the last reset, in order (ended ones too).
    var trackedTouches: [Touch] = []
    /// Received a touch since the last reset: it takes part in the current gesture.
    var isParticipating = false
    var failureRequirements: [WeakRecognizer] = []
    private var targets: [TargetAction] = []
    private var lastLocationInWindow = CGPoint.zero

    // MARK: Targets

    /// Adds a target and action, like `UIGestureRecognizer.addTarget(_:action:)`: the
    /// action method takes the recognizer (of its own class, a superclass, or `Any`);
    /// one whose parameter the recognizer is not is not called. The target is not
    /// retained.
    open func addTarget<Target: AnyObject, Sender>(_ target: Target, action: @escaping (Target) -> (Sender) -> Void) {
        targets.append(TargetAction(target: target) { target, recognizer in
            guard let target = target as? Target, let sender = recognizer as? Sender else { return }
            action(target)(sender)
        })
    }

    /// Adds a target and an action method that takes nothing, like
    /// `UIGestureRecognizer.addTarget(_:action:)`. The target is not retained.
    open func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        targets.append(TargetAction(target: target) { target, _ in
            guard let target = target as? Target else { return }
            action(target)()
        })
    }

    /// Adds a target and a selector, like `UIGestureRecognizer.addTarget(_:action:)`: the
    /// selector is sent to the target with the recognizer as the sender (see `Selector`).
    /// The target is not retained; a pair already added is not added again, as in UIKit.
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !targets.contains(where: { $0.target === object && $0.selector == action }) else { return }
        targets.append(TargetAction(target: object, selector: action) { target, recognizer in
            action.send(to: target, from: recognizer, caller: "UIGestureRecognizer \(recognizer.traceName)")
        })
    }

    /// Removes the actions of `target` (of every target for `nil`), like
    /// `UIGestureRecognizer.removeTarget(_:action:)` with a nil action.
    open func removeTarget(_ target: AnyObject?) {
        removeTarget(target, action: nil)
    }

    /// Removes the pairs of `target` and `action`, like
    /// `UIGestureRecognizer.removeTarget(_:action:)`: a nil target matches every target and
    /// a nil action every action of the matched targets (those added with a method
    /// reference too); a selector matches the pairs added with an equal one.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { entry in
            entry.target == nil || (object == nil || entry.target === object) && (action == nil || entry.selector == action)
        }
    }

    func sendActions() {
        for entry in targets {
            guard let target = entry.target else { continue }
            entry.send(target, self)
        }
    }

    // MARK: Failure requirements

    /// Makes the recognizer wait for `other` to fail before it recognizes, like
    /// `UIGestureRecognizer.require(toFail:)`; if `other` recognizes, it fails.
    open func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.recognizer === other }) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: other))
    }

    // MARK: Touches

    /// How many of the recognizer's touches are down, like `numberOfTouches`.
    open var numberOfTouches: Int { activeTouches.count }

    /// The location of one of the recognizer's touches, like `location(ofTouch:in:)`.
    open func location(ofTouch index: Int, in view: View?) -> CGPoint {
        let touches = activeTouches
        guard touches.indices.contains(index) else { return location(in: view) }
        return touches[index].location(in: view)
    }

    /// The gesture's location in `view` (the window's for `nil`), like
    /// `UIGestureRecognizer.location(in:)`: the centroid of its touches, or where they
    /// last were once lifted.
    open func location(in view: View?) -> CGPoint {
        pointInView(centroidInWindow, view)
    }

    /// The touches that are down.
    var activeTouches: [Touch] { trackedTouches.filter { !$0.phase.isFinal } }

    /// The centroid of the touches down (their last positions when none is), in window
    /// coordinates.
    var centroidInWindow: CGPoint {
        let touches = activeTouches.isEmpty ? trackedTouches : activeTouches
        guard !touches.isEmpty else { return lastLocationInWindow }
        let sum = touches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y) }
        let centroid = CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
        lastLocationInWindow = centroid
        return centroid
    }

    /// Converts a point in window coordinates to `view`'s.
    func pointInView(_ point: CGPoint, _ view: View?) -> CGPoint {
        guard let view, !(view is Window) else { return point }
        return view.convert(point, from: nil)
    }

    // MARK: Override points (UIGestureRecognizerSubclass)

    /// Touches began in the view, like `UIGestureRecognizer.touchesBegan(_:with:)`.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// Touches moved, like `UIGestureRecognizer.touchesMoved(_:with:)`.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Touches lifted, like `UIGestureRecognizer.touchesEnded(_:with:)`.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// Touches were cancelled, like `UIGestureRecognizer.touchesCancelled(_:with:)`.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}
    /// Clears the recognizer's own state after a gesture, like
    /// `UIGestureRecognizer.reset()`; called when it returns to `.possible`.
    open func reset() {}
    /// Whether recognizing prevents `other` from recognizing, like `canPrevent(_:)`.
    open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether `other` recognizing prevents this one, like `canBePrevented(by:)`.
    open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `other` to fail, like `shouldRequireFailure(of:)`.
    open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// Whether `other` waits for this one to fail, like `shouldBeRequiredToFail(by:)`.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// The recognizer's name in traces: `name`, else its type name.
    var traceName: String { name ?? TypeName.of(self) }
}

/// A target and the action to send it.
struct TargetAction {
    weak var target: AnyObject?
    /// The selector the action sends, for a pair added with one.
    var selector: Selector?
    let send: @MainActor (AnyObject, GestureRecognizer) -> Void
}

/// A recognizer held without retaining it.
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
}
