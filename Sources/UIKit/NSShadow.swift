import Foundation

/// A shadow for text, like `NSShadow`, the value of `NSAttributedString.Key.shadow`
/// (Easel's text drawing does not draw text shadows yet: see that key).
open class NSShadow: ValueObject {
    /// How far the shadow falls, like `NSShadow.shadowOffset` (zero by default).
    open var shadowOffset = CGSize.zero
    /// The blur radius, like `NSShadow.shadowBlurRadius` (0 by default).
    open var shadowBlurRadius: CGFloat = 0
    /// The colour (a `UIColor`), like `NSShadow.shadowColor`; `nil` is black at a third.
    open var shadowColor: Any?

    /// A shadow with the default values, like `NSShadow()`.
    public override init() { super.init() }

    /// Whether `object` is a shadow with the same offset, blur and color, like
    /// `NSShadow.isEqual(_:)`.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return other.shadowOffset == shadowOffset && other.shadowBlurRadius == shadowBlurRadius
            && (other.shadowColor as? Color) == (shadowColor as? Color)
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(shadowOffset.width)
        hasher.combine(shadowOffset.height)
        hasher.combine(shadowBlurRadius)
        return hasher.finalize()
    }
}
