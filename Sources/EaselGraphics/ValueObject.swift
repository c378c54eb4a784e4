/// The superclass of the objects text attributes hold (colors, fonts, paragraph styles,
/// shadows), standing where `NSObject` stands for them on iOS: a dictionary of text
/// attributes written without a type (`[.font: font, .foregroundColor: color]`) is
/// inferred as `[NSAttributedString.Key: ValueObject]`, as iOS infers
/// `[NSAttributedString.Key: NSObject]`.
///
/// It has `NSObject`'s members that such objects use, `isEqual(_:)`, `hash`,
/// `description` and `copy()`, and `==` and `Hashable` follow them. It is not
/// `NSObject` itself: swift-corelibs-foundation traps (`__CFBasicHashesAreEqual`) when
/// an attributed string compares runs whose attribute values are `NSObject` subclasses
/// from outside Foundation, and compares other Swift objects through `Hashable`.
open class ValueObject: Hashable, CustomStringConvertible, @unchecked Sendable {
    public init() {}

    /// Whether `object` is equal to this one, like `NSObject.isEqual(_:)`: the same
    /// object, unless a subclass compares values.
    open func isEqual(_ object: Any?) -> Bool {
        (object as AnyObject?) === self
    }

    /// A hash that equal objects share, like `NSObject.hash`.
    open var hash: Int { ObjectIdentifier(self).hashValue }

    /// A description of the object, like `NSObject.description`.
    open var description: String { "<\(type(of: self))>" }

    /// A copy, like `NSObject.copy()`: the object itself, for an immutable one.
    open func copy() -> Any { self }

    public static func == (lhs: ValueObject, rhs: ValueObject) -> Bool { lhs.isEqual(rhs) }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
