import Foundation

/// What Swift's key-path observation hangs on, like Foundation's
/// `_KeyValueCodingAndObserving` (which Linux's Foundation lacks): every view and
/// controller. See `observe(_:options:changeHandler:)` in `NSKeyValueObservation`.
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension Responder: _KeyValueCodingAndObserving {}

/// A change seen by a key-path observation, like Foundation's `NSKeyValueObservedChange`:
/// the values the options asked for, typed as the observed property is.
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change, like `NSKeyValueObservedChange.Kind`.
    public typealias Kind = NSKeyValueChange
    /// The kind of change (`.setting` for a property).
    public let kind: Kind
    /// The new value, when the options include `.new` or `.initial`.
    public let newValue: Value?
    /// The old value, when the options include `.old`.
    public let oldValue: Value?
    /// The indexes of a collection change (`nil` for a property).
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change (with `.prior`).
    public let isPrior: Bool
}

/// A key-path observation, like Foundation's `NSKeyValueObservation`: the change handler
/// is called synchronously at each change of the observed property (the properties
/// `addObserver(_:forKeyPath:options:context:)` knows, see `Responder`'s key-value
/// observing) while the observation is alive; `invalidate()` or releasing it stops it.
///
/// Key paths are matched against the observable properties of the object's class: a
/// view's `frame`, `bounds` (also as `layer.bounds`), `center`, `alpha` and `isHidden`; a
/// scroll view's `contentOffset`, `contentSize` and `contentInset`; a label's and a text
/// field's `text`. Any other key path is reported, and its handler is never called.
@preconcurrency @MainActor
public final class NSKeyValueObservation: KeyValueObserving {
    private weak var object: Responder?
    private let key: String
    private let handler: @MainActor ([KeyValueChangeKey: Any]?) -> Void

    init<Object: Responder, Value>(_ object: Object, key: String?, options: NSKeyValueObservingOptions,
                                   changeHandler: @escaping (Object, NSKeyValueObservedChange<Value>) -> Void) {
        self.key = key ?? ""
        handler = { [weak object] change in
            guard let object else { return }
            let kind = (change?[.kindKey] as? UInt).flatMap(NSKeyValueChange.init(rawValue:)) ?? .setting
            changeHandler(object, NSKeyValueObservedChange(kind: kind, newValue: change?[.newKey] as? Value,
                                                           oldValue: change?[.oldKey] as? Value, indexes: nil,
                                                           isPrior: change?[.notificationIsPriorKey] as? Bool ?? false))
        }
        guard let key else {
            Diagnostics.report("observe(_:options:changeHandler:): \(Object.self) posts no changes of this key path; the handler is never called")
            return
        }
        self.object = object
        object.addObserver(self, forKeyPath: key, options: options, context: nil)
    }

    /// Stops the observation, like `NSKeyValueObservation.invalidate()`.
    public func invalidate() {
        object?.removeObserver(self, forKeyPath: key)
        object = nil
    }

    public func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
                             context: UnsafeMutableRawPointer?) {
        handler(change)
    }
}

@MainActor
extension _KeyValueCodingAndObserving where Self: View {
    /// Observes `keyPath` of the view, like `NSObject.observe(_:options:changeHandler:)`.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void)
        -> NSKeyValueObservation {
        NSKeyValueObservation(self, key: Self.viewKey(keyPath), options: options, changeHandler: changeHandler)
    }

    /// The key of a view property's changes.
    static func viewKey(_ keyPath: AnyKeyPath) -> String? {
        let keys: [AnyKeyPath: String] = [
            \Self.frame: "frame", \Self.bounds: "bounds", \Self.layer.bounds: "bounds", \Self.center: "center",
            \Self.alpha: "alpha", \Self.isHidden: "hidden",
        ]
        return keys[keyPath]
    }
}

@MainActor
extension _KeyValueCodingAndObserving where Self: ScrollView {
    /// Observes `keyPath` of the scroll view, like `NSObject.observe(_:options:changeHandler:)`.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void)
        -> NSKeyValueObservation {
        let keys: [AnyKeyPath: String] = [
            \Self.contentOffset: "contentOffset", \Self.contentSize: "contentSize", \Self.contentInset: "contentInset",
        ]
        return NSKeyValueObservation(self, key: keys[keyPath] ?? Self.viewKey(keyPath), options: options,
                                     changeHandler: changeHandler)
    }
}

// A label's and a text field's `text` are matched in two extensions rather than through
// one protocol that has `text`: a key path formed through a protocol's requirement is
// not equal to one formed through the class's own property.
@MainActor
extension _KeyValueCodingAndObserving where Self: UITextField {
    /// Observes `keyPath` of the text field, like `NSObject.observe(_:options:changeHandler:)`.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void)
        -> NSKeyValueObservation {
        NSKeyValueObservation(self, key: keyPath == \Self.text ? "text" : Self.viewKey(keyPath), options: options,
                              changeHandler: changeHandler)
    }
}

@MainActor
extension _KeyValueCodingAndObserving where Self: UILabel {
    /// Observes `keyPath` of the label, like `NSObject.observe(_:options:changeHandler:)`.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void)
        -> NSKeyValueObservation {
        NSKeyValueObservation(self, key: keyPath == \Self.text ? "text" : Self.viewKey(keyPath), options: options,
                              changeHandler: changeHandler)
    }
}
