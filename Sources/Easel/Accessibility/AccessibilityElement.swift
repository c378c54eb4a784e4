import Foundation

/// An accessibility element that is not a view, like `UIAccessibilityElement`: a
/// container (a chart, a custom control) lists these in its `accessibilityElements` to
/// describe the parts it draws itself.
@preconcurrency @MainActor
open class AccessibilityElement {
    /// The view that lists this element, like `UIAccessibilityElement.accessibilityContainer`.
    public weak var accessibilityContainer: View?
    /// Whether VoiceOver stops on the element (`true` by default, as in UIKit).
    open var isAccessibilityElement = true
    /// What the element is, read first, like `accessibilityLabel`.
    open var accessibilityLabel: String?
    /// The element's current value, like `accessibilityValue`.
    open var accessibilityValue: String?
    /// What activating the element does, like `accessibilityHint`.
    open var accessibilityHint: String?
    /// What the element is and what state it is in, like `accessibilityTraits`.
    open var accessibilityTraits = AccessibilityTraits.none
    /// The element's name in tests, like `accessibilityIdentifier`.
    open var accessibilityIdentifier: String?
    /// The actions VoiceOver offers on the element besides activating it, like
    /// `accessibilityCustomActions`.
    open var accessibilityCustomActions: [AccessibilityCustomAction]?
    /// The element's frame in the container's bounds, like
    /// `accessibilityFrameInContainerSpace`: it follows the container as it moves.
    /// `.null` (the default) leaves `accessibilityFrame` in charge.
    open var accessibilityFrameInContainerSpace = CGRect.null
    /// The element's frame in the window, like `UIAccessibilityElement.accessibilityFrame`
    /// (screen coordinates in UIKit); setting it is for elements that do not follow
    /// their container. While `accessibilityFrameInContainerSpace` is set, the getter
    /// converts that rectangle instead.
    open var accessibilityFrame: CGRect {
        get {
            guard !accessibilityFrameInContainerSpace.isNull, let container = accessibilityContainer else { return storedFrame }
            return container.convert(accessibilityFrameInContainerSpace, to: nil)
        }
        set { storedFrame = newValue }
    }
    private var storedFrame = CGRect.zero

    /// An element of `container`, like `UIAccessibilityElement(accessibilityContainer:)`;
    /// a container that is not a view (UIKit takes any object) leaves it without one.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as? View
    }

    /// VoiceOver's swipe up on an adjustable element, like `accessibilityIncrement()`:
    /// the base version does nothing.
    open func accessibilityIncrement() {}

    /// VoiceOver's swipe down on an adjustable element, like `accessibilityDecrement()`.
    open func accessibilityDecrement() {}

    /// VoiceOver's double tap, like `accessibilityActivate()`: whether the element
    /// handled it (the base version does not).
    open func accessibilityActivate() -> Bool { false }

    /// VoiceOver's three-finger swipe, like `accessibilityScroll(_:)`: whether the
    /// element scrolled its content in `direction` (the base version does not, and VoiceOver
    /// then tries the element's container). Override it to page through custom content; post
    /// the new page's description with `UIAccessibility.post(notification:argument:)`, as on iOS.
    open func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool { false }
}
