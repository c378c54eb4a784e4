import Foundation

/// `NSObjectProtocol` as `NSObject` answers it, for Easel's classes whose UIKit and Core
/// Animation classes descend from `NSObject` (responders, and so every view, controller,
/// window and the application; layers; gesture recognizers; bar items; constraints and
/// layout guides; `BezierPath` …). iOS code passes them where `NSObjectProtocol` is
/// expected and adopts delegate protocols that refine it (`protocol
/// MyFieldDelegate: NSObjectProtocol`) in its views and controllers. They are plain Swift
/// classes here, so they do not inherit the answers: this gives them.
///
/// The members come from a protocol extension, so a subclass cannot `override` them (Swift
/// does not override a member of an extension), where an `NSObject` subclass can.
public protocol _NSObjectBehaviour: NSObjectProtocol {}

extension _NSObjectBehaviour {
    /// Whether `object` is this very object, like `NSObject.isEqual(_:)`.
    public nonisolated func isEqual(_ object: Any?) -> Bool {
        (object as AnyObject?) === self
    }

    /// The object's address, like `NSObject.hash`: equal objects (the same object) share it.
    public nonisolated var hash: Int { Int(bitPattern: ObjectIdentifier(self)) }

    /// The object itself, like `NSObject.self()`.
    public nonisolated func `self`() -> Self { self }

    /// `false`: no Easel object is a proxy, like `NSObject.isProxy()`.
    public nonisolated func isProxy() -> Bool { false }

    /// The object's description, like `NSObject.description`: `<Module.Type: 0x…>`, its
    /// class and address (a class with a description of its own answers that).
    public nonisolated var description: String {
        "<\(String(reflecting: type(of: self))): \(String(describing: Unmanaged.passUnretained(self).toOpaque()))>"
    }
}

extension BezierPath: _NSObjectBehaviour {}
