import Easel
import Foundation

/// The keys under which a button keeps its pointer settings: one byte of one
/// allocation each, for the process's lifetime.
nonisolated(unsafe) private let pointerInteractionEnabledKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
nonisolated(unsafe) private let pointerStyleProviderKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

/// A button's pointer (iPad trackpad and mouse) effects. Linux has no pointer over an
/// Easel window, so the settings are kept, read back as set, and never called.
extension UIButton {
    /// What makes a button's pointer style from the system's effect and shape, like
    /// `UIButton.PointerStyleProvider`.
    public typealias PointerStyleProvider = @MainActor (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    /// Whether the pointer changes over the button, like
    /// `UIButton.isPointerInteractionEnabled` (false): kept; no pointer moves over Easel's
    /// windows.
    public var isPointerInteractionEnabled: Bool {
        get { objc_getAssociatedObject(self, pointerInteractionEnabledKey) as? Bool ?? false }
        set { objc_setAssociatedObject(self, pointerInteractionEnabledKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// The closure that gives the button's pointer style, like
    /// `UIButton.pointerStyleProvider` (`nil`: the system's style): kept, never called;
    /// no pointer moves over Easel's windows.
    public var pointerStyleProvider: PointerStyleProvider? {
        get { objc_getAssociatedObject(self, pointerStyleProviderKey) as? PointerStyleProvider }
        set { objc_setAssociatedObject(self, pointerStyleProviderKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
