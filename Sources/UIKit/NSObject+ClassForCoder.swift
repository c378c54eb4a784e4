import Easel

/// `NSObject.classForCoder` for UIKit's and Core Animation's classes, which code uses to
/// find the bundle its class came from: `Bundle(for: classForCoder)` and
/// `Bundle(for: Self.classForCoder())`.
extension _ObjectIdentity {
    /// The class an archive records for the object, like `NSObject.classForCoder`: its
    /// own class (no UIKit class stands in for another in an archive here, as Easel
    /// writes none).
    public nonisolated var classForCoder: AnyClass { type(of: self) }

    /// The class an archive records for instances of this class, like
    /// `NSObject.classForCoder()`: the class itself.
    public nonisolated static func classForCoder() -> AnyClass { self }
}
