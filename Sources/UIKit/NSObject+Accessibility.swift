import Foundation

/// The keys under which objects that are not views keep their accessibility
/// properties: one byte each of one allocation, for the object's lifetime.
nonisolated(unsafe) private let accessibilityKeys = UnsafeMutableRawPointer.allocate(byteCount: 5, alignment: 1)

private enum AccessibilityKey: Int {
    case label, hint, value, isElement, identifier

    var pointer: UnsafeRawPointer { UnsafeRawPointer(accessibilityKeys + rawValue) }
}

/// What UIKit's informal `UIAccessibility` protocol gives every `NSObject`: a label, hint
/// and value, and whether it is an accessibility element, kept for the model objects
/// apps describe (a swipe action's label, a chart's data point). Views and
/// `UIAccessibilityElement`s have their own, which VoiceOver reads; these are kept and
/// read back.
extension NSObject {
    /// A short name of the object, like `NSObject.accessibilityLabel`.
    public var accessibilityLabel: String? {
        get { objc_getAssociatedObject(self, AccessibilityKey.label.pointer) as? String }
        set { objc_setAssociatedObject(self, AccessibilityKey.label.pointer, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }

    /// What acting on the object does, like `NSObject.accessibilityHint`.
    public var accessibilityHint: String? {
        get { objc_getAssociatedObject(self, AccessibilityKey.hint.pointer) as? String }
        set { objc_setAssociatedObject(self, AccessibilityKey.hint.pointer, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }

    /// The object's value, like `NSObject.accessibilityValue`.
    public var accessibilityValue: String? {
        get { objc_getAssociatedObject(self, AccessibilityKey.value.pointer) as? String }
        set { objc_setAssociatedObject(self, AccessibilityKey.value.pointer, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }

    /// Whether the object is an accessibility element, like
    /// `NSObject.isAccessibilityElement` (`false` unless set).
    public var isAccessibilityElement: Bool {
        get { objc_getAssociatedObject(self, AccessibilityKey.isElement.pointer) as? Bool ?? false }
        set { objc_setAssociatedObject(self, AccessibilityKey.isElement.pointer, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

extension UIImage {
    /// A name that identifies the image in tests, like
    /// `UIAccessibilityIdentification.accessibilityIdentifier` on `UIImage`; kept with the
    /// image and read back.
    public var accessibilityIdentifier: String? {
        get { objc_getAssociatedObject(self, AccessibilityKey.identifier.pointer) as? String }
        set { objc_setAssociatedObject(self, AccessibilityKey.identifier.pointer, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}
