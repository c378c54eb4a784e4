import Foundation

/// What a key-value change notification carries, like `NSKeyValueObservingOptions`.
public struct KeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The new value, under `.newKey` (`NSKeyValueObservingOptions.new`).
    public static let new = KeyValueObservingOptions(rawValue: 1)
    /// The old value, under `.oldKey` (`NSKeyValueObservingOptions.old`).
    public static let old = KeyValueObservingOptions(rawValue: 2)
    /// A notification as the observer is added, with the current value
    /// (`NSKeyValueObservingOptions.initial`).
    public static let initial = KeyValueObservingOptions(rawValue: 4)
    /// A notification before each change as well as after it
    /// (`NSKeyValueObservingOptions.prior`).
    public static let prior = KeyValueObservingOptions(rawValue: 8)
}

/// A key of a change notification's dictionary, like `NSKeyValueChangeKey`.
public struct KeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The kind of change, a `KeyValueChange` raw value (`NSKeyValueChangeKey.kindKey`).
    public static let kindKey = KeyValueChangeKey("kind")
    /// The new value (`NSKeyValueChangeKey.newKey`).
    public static let newKey = KeyValueChangeKey("new")
    /// The old value (`NSKeyValueChangeKey.oldKey`).
    public static let oldKey = KeyValueChangeKey("old")
    /// The indexes of a collection change (`NSKeyValueChangeKey.indexesKey`).
    public static let indexesKey = KeyValueChangeKey("indexes")
    /// True in the notification sent before a change (`NSKeyValueChangeKey.notificationIsPriorKey`).
    public static let notificationIsPriorKey = KeyValueChangeKey("notificationIsPrior")
}

/// The kind of a key-value change, like `NSKeyValueChange`: Easel's properties post
/// `setting`.
public enum KeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// What can observe key-value changes, like NSObject's `NSKeyValueObserving`: every
/// responder (views, controllers), and any class that declares it, such as an `NSObject`
/// subclass that overrides `observeValue(forKeyPath:of:change:context:)` on iOS (where
/// `easel port` drops the `override` and adds the conformance for Linux).
@preconcurrency @MainActor
public protocol KeyValueObserving: AnyObject {
    /// Told of a change of a key path it observes, like `NSObject.observeValue(forKeyPath:of:change:context:)`.
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
                      context: UnsafeMutableRawPointer?)
}

extension Responder: KeyValueObserving {}

/// The observers added to an object, in the order added.
final class KeyValueObservers {
    struct Entry {
        weak var observer: (any KeyValueObserving)?
        let keyPath: String
        let options: KeyValueObservingOptions
        let context: UnsafeMutableRawPointer?
    }

    var entries: [Entry] = []
    /// While above 0, changes are not posted: a change made of several (`frame`) posts
    /// once, when it is whole.
    var pausedDepth = 0
}

/// Key-value observing of UIKit's observable properties, as iOS code uses it to follow
/// a scroll view's `contentOffset` or a text field's `text`: an observer (a view, a
/// controller, any `KeyValueObserving` object) added with `addObserver(_:forKeyPath:options:context:)` gets
/// `observeValue(forKeyPath:of:change:context:)` synchronously at each change.
///
/// The properties that post changes: a view's `frame`, `bounds`, `center`, `alpha` and
/// `hidden` (or `isHidden`); a scroll view's `contentOffset`, `contentSize` and
/// `contentInset`; a label's and a text field's `text` (set by code; typing posts
/// nothing, as on iOS). Values in the change dictionary are Swift values (`CGPoint`,
/// `CGRect` …), where iOS wraps geometry in `NSValue`: read them with `as? CGPoint`.
extension Responder {
    /// Adds `observer` for changes of `keyPath`, like `NSObject.addObserver(_:forKeyPath:options:context:)`;
    /// with `.initial` it is told the current value at once. A key path this object
    /// posts no changes for is reported; the observer is added but never told.
    public func addObserver(_ observer: any KeyValueObserving, forKeyPath keyPath: String,
                            options: KeyValueObservingOptions = [], context: UnsafeMutableRawPointer?) {
        if currentValue(forKeyPath: keyPath) == nil {
            Diagnostics.report("addObserver(_:forKeyPath:options:context:): \(type(of: self)) posts no changes of \"\(keyPath)\"; the observer is never told")
        }
        let observers = keyValueObservers ?? KeyValueObservers()
        keyValueObservers = observers
        observers.entries.append(KeyValueObservers.Entry(observer: observer, keyPath: keyPath, options: options, context: context))
        if options.contains(.initial), let value = currentValue(forKeyPath: keyPath) {
            var change: [KeyValueChangeKey: Any] = [.kindKey: KeyValueChange.setting.rawValue]
            if options.contains(.new) { change[.newKey] = value }
            observer.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
    }

    /// Removes the observer of `keyPath` added with `context`, like
    /// `NSObject.removeObserver(_:forKeyPath:context:)`; one that was not added is
    /// reported (iOS raises an exception).
    public func removeObserver(_ observer: any KeyValueObserving, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeObserver(observer, forKeyPath: keyPath) { $0.context == context }
    }

    /// Removes the last-added observer of `keyPath`, like
    /// `NSObject.removeObserver(_:forKeyPath:)`.
    public func removeObserver(_ observer: any KeyValueObserving, forKeyPath keyPath: String) {
        removeObserver(observer, forKeyPath: keyPath) { _ in true }
    }

    private func removeObserver(_ observer: any KeyValueObserving, forKeyPath keyPath: String,
                                matching: (KeyValueObservers.Entry) -> Bool) {
        guard let index = keyValueObservers?.entries.lastIndex(where: {
            $0.observer === observer && $0.keyPath == keyPath && matching($0)
        }) else {
            return Diagnostics.report("removeObserver(_:forKeyPath:): \(type(of: observer)) is not an observer of \"\(keyPath)\" of \(type(of: self))")
        }
        keyValueObservers?.entries.remove(at: index)
    }

    /// Tells the observers of `keys` (a property's key and its alias) that it changed
    /// from `old` to its current value. Cheap when nothing observes the object.
    func keyValueDidChange(_ keys: String..., from old: Any) {
        guard let observers = keyValueObservers, observers.pausedDepth == 0, !observers.entries.isEmpty else { return }
        for entry in observers.entries where keys.contains(entry.keyPath) {
            guard let observer = entry.observer, let new = currentValue(forKeyPath: entry.keyPath) else { continue }
            var change: [KeyValueChangeKey: Any] = [.kindKey: KeyValueChange.setting.rawValue]
            if entry.options.contains(.new) { change[.newKey] = new }
            if entry.options.contains(.old) { change[.oldKey] = old }
            observer.observeValue(forKeyPath: entry.keyPath, of: self, change: change, context: entry.context)
        }
    }

    /// The value of an observable key path; `nil` for one that posts no changes. A
    /// `nil` text is `NSNull`, as KVO gives it.
    private func currentValue(forKeyPath keyPath: String) -> Any? {
        switch (self, keyPath) {
        case (let scrollView as ScrollView, "contentOffset"): scrollView.contentOffset
        case (let scrollView as ScrollView, "contentSize"): scrollView.contentSize
        case (let scrollView as ScrollView, "contentInset"): scrollView.contentInset
        case (let field as TextField, "text"): field.text ?? NSNull() as Any
        case (let label as Label, "text"): label.text ?? NSNull() as Any
        case (let view as View, "frame"): view.frame
        case (let view as View, "bounds"): view.bounds
        case (let view as View, "center"): view.center
        case (let view as View, "alpha"): view.alpha
        case (let view as View, "hidden"), (let view as View, "isHidden"): view.isHidden
        default: nil
        }
    }
}
