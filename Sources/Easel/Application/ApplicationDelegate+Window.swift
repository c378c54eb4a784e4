import Foundation

extension ApplicationDelegate {
    /// The app delegate's window, as `UIApplication.shared.delegate?.window` reads the
    /// optional `UIApplicationDelegate.window` requirement: `.some(window)` (the window
    /// or `nil`) when the delegate declares a stored `window` property of a window type,
    /// `nil` when it declares none (an app whose windows belong to a scene delegate), so
    /// `delegate?.window??.rootViewController` reads as on iOS.
    ///
    /// Swift has no optional requirements without Objective-C, so the property is found
    /// by reflection: a computed `window` is not seen, and reads as not declared. On the
    /// delegate's own type, its property is the one used.
    public var window: Window?? {
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == "window" }) {
                if let window = child.value as? Window? { return .some(window) }
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}
