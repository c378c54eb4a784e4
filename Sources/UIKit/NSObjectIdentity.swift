import Easel

/// What UIKit's responders and bar items have from `NSObject`: they compare and hash by
/// identity (`view == containerView`, `Set<UIView>`, `items.firstIndex(of: item)`).
/// Easel's classes are plain Swift classes; the UIKit module gives them this.
public protocol _ObjectIdentity: AnyObject, Hashable {}

extension _ObjectIdentity {
    /// Whether both are the same object, like `NSObject.isEqual(_:)`.
    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    /// The object's identity, like `NSObject.hash`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Responder: _ObjectIdentity {
    /// Whether the object is an instance of `aClass` or of a subclass, like
    /// `NSObject.isKind(of:)`.
    public nonisolated func isKind(of aClass: AnyClass) -> Bool {
        sequence(first: type(of: self) as AnyClass, next: _getSuperclass).contains { $0 == aClass }
    }

    /// Whether the object is an instance of exactly `aClass`, like `NSObject.isMember(of:)`.
    public nonisolated func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }
}

extension BarButtonItem: _ObjectIdentity {}
extension TabBarItem: _ObjectIdentity {}
