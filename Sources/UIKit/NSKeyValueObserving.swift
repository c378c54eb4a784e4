/// What a change notification carries, like Foundation's `NSKeyValueObservingOptions`
/// (which Linux's Foundation lacks); the same type as Easel's `KeyValueObservingOptions`.
public typealias NSKeyValueObservingOptions = KeyValueObservingOptions

/// A key of a change notification's dictionary, like `NSKeyValueChangeKey`; the same
/// type as Easel's `KeyValueChangeKey`.
public typealias NSKeyValueChangeKey = KeyValueChangeKey

/// The kind of a key-value change, like `NSKeyValueChange`; the same type as Easel's
/// `KeyValueChange`.
public typealias NSKeyValueChange = KeyValueChange

/// What can observe key-value changes, like NSObject's `NSKeyValueObserving` methods:
/// every view and controller, and a class that declares it (`easel port` adds it for
/// an `NSObject` subclass that overrides `observeValue(forKeyPath:of:change:context:)`);
/// the same protocol as Easel's `KeyValueObserving`.
public typealias NSKeyValueObserving = KeyValueObserving
