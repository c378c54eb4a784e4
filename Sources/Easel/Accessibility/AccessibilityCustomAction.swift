import EaselGraphics
import Foundation

/// An action VoiceOver offers on an element besides activating it, like
/// `UIAccessibilityCustomAction` ("Delete", "Archive" on a row): listed in the
/// element's `accessibilityCustomActions`, read out as "Actions available", and
/// performed by calling its handler, which answers whether it succeeded, or by sending its
/// selector to its target.
@preconcurrency @MainActor
open class AccessibilityCustomAction {
    /// The action's name, which VoiceOver reads, like `UIAccessibilityCustomAction.name`.
    open var name: String
    /// The name with attributes, like `UIAccessibilityCustomAction.attributedName`:
    /// setting one sets the other.
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name) }
        set { name = newValue.string }
    }
    /// An image shown for the action (Switch Control, the rotor), like
    /// `UIAccessibilityCustomAction.image`.
    open var image: Image?
    /// What performing the action does, like `UIAccessibilityCustomAction.actionHandler`:
    /// it answers whether the action succeeded.
    open var actionHandler: ((AccessibilityCustomAction) -> Bool)?
    /// The object `selector` is sent to, like `UIAccessibilityCustomAction.target`; not
    /// retained.
    open weak var target: AnyObject?
    /// The selector performing the action sends to `target` with the action as the sender,
    /// like `UIAccessibilityCustomAction.selector`, when there is no `actionHandler`; its
    /// method answers whether it succeeded (one that returns no `Bool` counts as succeeding).
    open var selector: Selector?

    /// An action named `name` that runs `actionHandler`, like
    /// `UIAccessibilityCustomAction(name:actionHandler:)`.
    public init(name: String, actionHandler: ((AccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// An action with an image, like `UIAccessibilityCustomAction(name:image:actionHandler:)`.
    public convenience init(name: String, image: Image?, actionHandler: ((AccessibilityCustomAction) -> Bool)?) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// An action with an attributed name, like
    /// `UIAccessibilityCustomAction(attributedName:actionHandler:)`.
    public convenience init(attributedName: NSAttributedString, actionHandler: ((AccessibilityCustomAction) -> Bool)?) {
        self.init(name: attributedName.string, actionHandler: actionHandler)
    }

    /// An action with an attributed name and an image, like
    /// `UIAccessibilityCustomAction(attributedName:image:actionHandler:)`.
    public convenience init(attributedName: NSAttributedString, image: Image?,
                            actionHandler: ((AccessibilityCustomAction) -> Bool)?) {
        self.init(name: attributedName.string, image: image, actionHandler: actionHandler)
    }

    /// An action named `name` that sends `selector` to `target`, like
    /// `UIAccessibilityCustomAction(name:target:selector:)`, whose method takes nothing or
    /// the action (see `Selector`). A subclass may call it as its superclass's initializer.
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target.map { $0 as AnyObject }
        self.selector = selector
    }

    /// An action with an image that sends `selector` to `target`, like
    /// `UIAccessibilityCustomAction(name:image:target:selector:)`.
    public convenience init(name: String, image: Image?, target: Any?, selector: Selector) {
        self.init(name: name, target: target, selector: selector)
        self.image = image
    }

    /// An action with an attributed name that sends `selector` to `target`, like
    /// `UIAccessibilityCustomAction(attributedName:target:selector:)`.
    public convenience init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
        self.init(name: attributedName.string, target: target, selector: selector)
    }

    /// An action with an attributed name and an image that sends `selector` to `target`,
    /// like `UIAccessibilityCustomAction(attributedName:image:target:selector:)`.
    public convenience init(attributedName: NSAttributedString, image: Image?, target: Any?, selector: Selector) {
        self.init(name: attributedName.string, image: image, target: target, selector: selector)
    }

    /// Performs the action as VoiceOver does when the user picks it: runs the handler,
    /// else sends the selector to the target; `false` when there is neither, or nothing
    /// could be called (with a diagnostic).
    @discardableResult
    public func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let selector, let target else { return false }
        guard let result = selector.send(to: target, from: self, caller: "UIAccessibilityCustomAction \"\(name)\"") else {
            return false
        }
        return result as? Bool ?? true
    }
}
