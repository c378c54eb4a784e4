import Foundation

/// One element as VoiceOver reads it: what it says and where its cursor goes, taken
/// from a view or an `AccessibilityElement` at one moment.
public struct VoiceOverElement: Equatable, Sendable {
    /// The element's `accessibilityLabel`.
    public var label: String?
    /// The element's `accessibilityValue`.
    public var value: String?
    /// The element's `accessibilityHint`.
    public var hint: String?
    /// The element's `accessibilityTraits`.
    public var traits: AccessibilityTraits
    /// The element's `accessibilityFrame`, in window coordinates.
    public var frame: CGRect
    /// The element's `accessibilityIdentifier`.
    public var identifier: String?
    /// The class of the view or element (`Label`, `AccessibilityElement`, …).
    public var className: String
    /// The names of the element's `accessibilityCustomActions`, in order.
    public var customActionNames: [String] = []

    /// What VoiceOver says on reaching the element, before the hint: the label, the
    /// value and the traits' words, joined as it pauses between them
    /// (`"Name, Ada, Button"`); "Unlabeled" stands for a missing label, or nothing when
    /// there is a value.
    public var spokenDescription: String {
        var parts: [String] = []
        if let label, !label.isEmpty { parts.append(label) }
        if let value, !value.isEmpty { parts.append(value) }
        if parts.isEmpty { parts.append("Unlabeled") }
        return (parts + traits.spokenNames).joined(separator: ", ")
    }

    @MainActor
    init(_ view: View) {
        self.init(label: view.accessibilityLabel, value: view.accessibilityValue, hint: view.accessibilityHint,
                  traits: view.accessibilityTraits, frame: view.accessibilityFrame,
                  identifier: view.accessibilityIdentifier, className: String(describing: type(of: view)))
        customActionNames = view.accessibilityCustomActions?.map(\.name) ?? []
    }

    @MainActor
    init(_ element: AccessibilityElement) {
        self.init(label: element.accessibilityLabel, value: element.accessibilityValue, hint: element.accessibilityHint,
                  traits: element.accessibilityTraits, frame: element.accessibilityFrame,
                  identifier: element.accessibilityIdentifier, className: String(describing: type(of: element)))
        customActionNames = element.accessibilityCustomActions?.map(\.name) ?? []
    }

    init(label: String?, value: String?, hint: String?, traits: AccessibilityTraits, frame: CGRect,
         identifier: String?, className: String) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.identifier = identifier
        self.className = className
    }
}
