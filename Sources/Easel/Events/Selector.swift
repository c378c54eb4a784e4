import EaselGraphics
import Foundation

/// What an action message names, like Objective-C's `Selector`: the value target–action
/// APIs take (`addTarget(_:action:for:)`, `UITapGestureRecognizer(target:action:)`,
/// `UIBarButtonItem(title:style:target:action:)`, `CADisplayLink(target:selector:)` …), that
/// code stores to send later, and that `responds(to:)` and `perform(_:)` ask about.
///
/// Linux has no Objective-C runtime to look a method up by its name, so a selector that
/// can be sent is made from a reference to the method, `Selector(ProfileView.didTap(_:))`:
/// it calls that method on a target that is an instance of the method's type (or of a
/// subclass), with what the method takes (nothing, the sender, or the sender and the
/// event, as an action method does). A target of another type is not called, and neither
/// is a method whose parameter the sender is not: both report a diagnostic. A selector
/// made from a string, `Selector("didTap:")` or the literal `"didTap:"`, names no method
/// here: sending it calls nothing, with a diagnostic.
///
/// Equality is by name. Swift can neither compare two functions nor read a method's
/// name, so a selector made from a method reference is named after the method's type and
/// the place in the source where it is made (`ProfileView.(ProfileView.swift:42:31)`): it
/// equals its copies and what the same expression makes again (a computed property, a
/// loop), not a selector made from the same method elsewhere. Selectors made from the
/// same string are equal, as on iOS.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name: the string it was made from, or its method's type and the
    /// place it was made.
    private let name: String
    /// The method it calls; nil for a selector made from a string.
    private let method: Method?

    /// A selector named `name`, like `Selector("didTap:")` or `NSSelectorFromString(_:)`.
    /// It names no method on Linux: sending it calls nothing, with a diagnostic.
    public init(_ name: String) {
        self.name = name
        method = nil
    }

    /// A selector named by a string literal, as Swift lets iOS code write
    /// `action: "didTap:"`; see `init(_:)`.
    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// A selector of an action method that takes no argument, `Selector(Screen.refresh)`,
    /// the Linux form of `#selector(refresh)`. What the method returns is ignored when it
    /// is sent as an action, and given to `perform(_:)`.
    public init<Target: AnyObject, Result>(_ method: @escaping (Target) -> () -> Result,
                                           fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(Target.self, at: fileID, line, column, takes: []) { target, _, _ in method(target)() }
    }

    /// A selector of an action method that takes the sender (of the sender's class, a
    /// superclass or `Any`), `Selector(Screen.toggled(_:))`, the Linux form of
    /// `#selector(toggled(_:))`.
    public init<Target: AnyObject, Sender, Result>(_ method: @escaping (Target) -> (Sender) -> Result,
                                                   fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(Target.self, at: fileID, line, column, takes: [Sender.self]) { target, sender, _ in
            guard let sender = sender as? Sender else { return nil }
            return method(target)(sender)
        }
    }

    /// A selector of an action method that takes the sender and the event (`UIEvent?`),
    /// `Selector(Screen.dragged(_:event:))`, the Linux form of
    /// `#selector(dragged(_:event:))`.
    public init<Target: AnyObject, Sender, SenderEvent, Result>(
        _ method: @escaping (Target) -> (Sender, SenderEvent) -> Result,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        self.init(Target.self, at: fileID, line, column, takes: [Sender.self, SenderEvent.self]) { target, sender, event in
            guard let sender = sender as? Sender, let event = event as? SenderEvent else { return nil }
            return method(target)(sender, event)
        }
    }

    private init<Target: AnyObject>(_ owner: Target.Type, at fileID: String, _ line: Int, _ column: Int,
                                    takes parameters: [Any.Type],
                                    _ call: @escaping (Target, Any?, Any?) -> Any?) {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        name = "\(Target.self).(\(file):\(line):\(column))"
        method = Method(owner: Target.self, parameters: parameters,
                        isOwner: { $0 is Target },
                        call: { target, sender, event in
                            guard let target = target as? Target else { return nil }
                            return call(target, sender, event)
                        })
    }

    /// The selector's name, as `NSStringFromSelector(_:)` gives it: the string it was made
    /// from, or its method's type and where it was made.
    public var description: String { name }

    /// Whether both have the same name and both name a method or neither does.
    public static func == (lhs: Selector, rhs: Selector) -> Bool {
        lhs.name == rhs.name && (lhs.method == nil) == (rhs.method == nil)
    }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    /// Whether `object` implements the method: it is an instance of the method's type.
    /// Never for a selector made from a string, which names no method here.
    package func isImplemented(by object: Any) -> Bool {
        method?.isOwner(object) ?? false
    }

    /// Whether the selector was made from a method reference, and so names a method.
    package var namesMethod: Bool { method != nil }

    /// Sends the action message to `target`, as Objective-C's runtime does: calls the
    /// method with `sender` and `event` (those it takes) and returns what it returned.
    /// When nothing can be called (a selector made from a string, a target of another
    /// type, an argument the method does not take) it reports a diagnostic that names
    /// `caller`, and returns nil.
    @discardableResult
    package func send(to target: Any, from sender: Any?, event: Any? = nil, caller: String) -> Any? {
        guard let method else {
            Diagnostics.report("\(caller): the selector \"\(name)\" was made from a string and names no method on Linux (make it from a method reference); nothing is called")
            return nil
        }
        guard method.isOwner(target) else {
            Diagnostics.report("\(caller): \(type(of: target)) does not implement \(name), a method of \(method.owner); nothing is called")
            return nil
        }
        guard let result = method.call(target, sender, event) else {
            let given = [sender, event].prefix(method.parameters.count).map { $0.map { "\(type(of: $0))" } ?? "nil" }
            Diagnostics.report("\(caller): \(name) takes (\(method.parameters.map { "\($0)" }.joined(separator: ", "))), not (\(given.joined(separator: ", "))); nothing is called")
            return nil
        }
        return result
    }

    /// Sends the action as `UIApplication.sendAction(_:to:from:for:)` does: to `target`,
    /// or, with none, to the first of `responder` and the responders after it (its
    /// `next`, and theirs) that implements the method; when none does, nothing is called,
    /// with a diagnostic that names `caller`.
    @MainActor
    package func sendAction(to target: Any?, from sender: Any?, event: Any? = nil,
                            searchingFrom responder: Responder?, caller: String) {
        let implementer = responder.flatMap { first in
            sequence(first: first, next: { $0.next }).first { isImplemented(by: $0) }
        }
        guard let receiver = target ?? implementer else {
            Diagnostics.report("\(caller): no target, and no responder in the chain implements \(name); nothing is called")
            return
        }
        send(to: receiver, from: sender, event: event, caller: caller)
    }

    /// The method a selector made from a method reference calls. A method reference
    /// captures nothing but the method, so sharing one across threads is safe.
    private struct Method: @unchecked Sendable {
        /// The type the method belongs to.
        let owner: AnyObject.Type
        /// The types of the method's parameters.
        let parameters: [Any.Type]
        /// Whether a value is an instance of `owner`.
        let isOwner: (Any) -> Bool
        /// Calls the method on a target with the sender and event; nil when the target
        /// or an argument is not of the type the method takes.
        let call: (Any, Any?, Any?) -> Any?
    }
}
