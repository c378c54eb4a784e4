import Foundation

/// What a layer does when one of its properties changes, like `CAAction`: an
/// `Animation` adds itself to the layer; `NSNull` does nothing (and, returned from a
/// search step, ends the search with no action).
@preconcurrency @MainActor
public protocol Action: AnyObject {
    /// Runs the action for the change of the property `key` of `object`, like
    /// `CAAction.run(forKey:object:arguments:)`.
    func run(forKey key: String, object: Layer)
}

extension NSNull: Action {
    /// Does nothing: `NSNull` is the action that stops the search for one.
    public func run(forKey key: String, object: Layer) {}
}
