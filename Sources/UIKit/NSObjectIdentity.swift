import Easel

/// What UIKit's and Core Animation's classes have from `NSObject`: they compare and
/// hash by identity (`view == containerView`, `Set<UIView>`, `layers.firstIndex(of:
/// layer)`), answer `isKind(of:)`, and `responds(to:)` and `perform(_:)` (see
/// `NSObjectProtocol`'s extension). Easel gives them `NSObjectProtocol`
/// (`_NSObjectBehaviour`: `isEqual(_:)`, `hash`); the UIKit module gives them `==` and
/// `Hashable`, which agree with it. (`UIImage`, whose `isEqual(_:)` compares image data,
/// and the value types behind `UIColor` and `UIFont` are not among them.)
public protocol _ObjectIdentity: AnyObject, Hashable {}

extension _ObjectIdentity {
    /// Whether both are the same object, like `NSObject.isEqual(_:)`.
    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    /// The object's identity, like `NSObject.hash`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Whether the object is an instance of `aClass` or of a subclass, like
    /// `NSObject.isKind(of:)`.
    public nonisolated func isKind(of aClass: AnyClass) -> Bool {
        sequence(first: type(of: self) as AnyClass, next: _getSuperclass).contains { $0 == aClass }
    }

    /// Whether the object is an instance of exactly `aClass`, like `NSObject.isMember(of:)`.
    public nonisolated func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }
}

extension Responder: _ObjectIdentity {}
extension BarItem: _ObjectIdentity {}
extension Layer: _ObjectIdentity {}
extension BezierPath: _ObjectIdentity {}
extension GestureRecognizer: _ObjectIdentity {}
extension Animation: _ObjectIdentity {}
extension EmitterCell: _ObjectIdentity {}
extension LayoutConstraint: _ObjectIdentity {}
extension LayoutGuide: _ObjectIdentity {}
extension AlertAction: _ObjectIdentity {}
extension ViewPropertyAnimator: _ObjectIdentity {}
extension DisplayLink: _ObjectIdentity {}
extension AccessibilityElement: _ObjectIdentity {}
extension StoryboardSegue: _ObjectIdentity {}
extension Storyboard: _ObjectIdentity {}
