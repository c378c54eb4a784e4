import EaselGraphics
import Foundation

/// An action VoiceOver offers on an element besides activating it, like
/// `UIAccessibilityCustomAction` ("Delete", "Archive" on a row): listed in the
/// element's `accessibilityCustomActions`, read out as "Actions available", and
/// performed by calling its handler, which answers whether it succeeded.
///
/// The target–action initializers are not here: a `Selector` cannot be performed on
/// Linux. `easel port` has no rule for them yet; write the handler form, which iOS 13
/// and later have too.
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

    /// Performs the action as VoiceOver does when the user picks it: runs the handler;
    /// `false` when there is none.
    @discardableResult
    public func perform() -> Bool {
        actionHandler?(self) ?? false
    }
}
