import Foundation

/// A shadow for text, like `NSShadow`, the value of `NSAttributedString.Key.shadow`
/// (Easel's text drawing does not draw text shadows yet: see that key).
open class NSShadow: NSObject {
    /// How far the shadow falls, like `NSShadow.shadowOffset` (zero by default).
    open var shadowOffset = CGSize.zero
    /// The blur radius, like `NSShadow.shadowBlurRadius` (0 by default).
    open var shadowBlurRadius: CGFloat = 0
    /// The colour (a `UIColor`), like `NSShadow.shadowColor`; `nil` is black at a third.
    open var shadowColor: Any?

    /// A shadow with the default values, like `NSShadow()`.
    public override init() { super.init() }
}
