import Easel
import Foundation

/// What `NSObject` answers about selectors: `responds(to:)` and the `perform` family, for
/// everything that is `NSObjectProtocol`: UIKit's and Core Animation's classes, Foundation's
/// `NSObject` (which has none of them on Linux), `any NSObjectProtocol`, and an existential
/// of a protocol that refines it (`dataSource.responds(to:)` on `any UITableViewDataSource`).
///
/// There is no Objective-C runtime to look a method up by its name: a `Selector` made from
/// a method reference knows its method, and one made from a string knows none. So
/// `responds(to:)` answers whether the object is an instance of the type whose method the
/// selector was made from (`false` for a selector made from a string, with a diagnostic),
/// and `perform(_:)` calls that method, or nothing, with a diagnostic, where Objective-C
/// would raise "unrecognized selector sent to instance". A subclass cannot override them
/// (Swift does not override a member of an extension), where an Objective-C proxy does.
extension NSObjectProtocol {
    /// Whether the object implements the method `aSelector` names, like
    /// `NSObject.responds(to:)`: whether it is an instance of the method's type (or of a
    /// subclass). `false` for nil, and for a selector made from a string, which names no
    /// method on Linux (with a diagnostic).
    public nonisolated func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        if aSelector.isImplemented(by: self) { return true }
        if !aSelector.namesMethod {
            Diagnostics.report("responds(to: \"\(aSelector)\"): a selector made from a string names no method on Linux; the answer is false")
        }
        return false
    }

    /// Calls the method `aSelector` names on the object, like `NSObject.perform(_:)`, and
    /// returns the object it returned, if it returned an object (not retained, as
    /// Objective-C's is not). A method that takes a sender is given nil.
    @discardableResult
    public nonisolated func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        perform(aSelector, with: nil)
    }

    /// Calls the method `aSelector` names on the object with `object` as its argument, like
    /// `NSObject.perform(_:with:)`, and returns the object it returned, if any.
    @discardableResult
    public nonisolated func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        guard let aSelector, let result = aSelector.send(to: self, from: object as Any?, caller: "perform(_:with:)"),
              type(of: result) is AnyClass else { return nil }
        return Unmanaged.passUnretained(result as AnyObject)
    }

    /// Calls the method `aSelector` names on the object with `anArgument` after `delay`
    /// seconds, like `NSObject.perform(_:with:afterDelay:)`: on the event loop that stands
    /// for the main run loop, in its virtual time (0 runs it in the loop's next turn).
    /// The object and the argument are kept until then, as Foundation keeps them.
    @MainActor
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        EventLoop.withMainLoop { loop in
            loop.scheduleTimer(at: loop.now + max(delay, 0)) {
                aSelector.send(to: self, from: anArgument, caller: "perform(_:with:afterDelay:)")
            }
        }
    }
}
