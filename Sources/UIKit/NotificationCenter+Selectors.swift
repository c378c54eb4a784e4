import Foundation

/// `NotificationCenter.addObserver(_:selector:name:object:)` with the method reference
/// Linux takes for a selector (`easel port` writes it): `addObserver(self, selector:
/// ProfileViewController.keyboardWillShow(_:), name: UIResponder.keyboardWillShowNotification,
/// object: nil)`. swift-corelibs-foundation has only the block form; these register one
/// and remember it under the observer, so that `removeObserver(self)` (and its
/// `name:object:` form) remove it as on iOS. The observer is not retained: once it is
/// gone its registrations are dropped, as iOS 9 and later do.
///
/// Delivery is synchronous, on the thread that posts, as Foundation documents it.
extension NotificationCenter {
    /// Calls `selector` on `observer` with each matching notification.
    @preconcurrency @MainActor
    public func addObserver<Observer: AnyObject>(_ observer: Observer, selector: @escaping (Observer) -> (Notification) -> Void,
                                                 name: Notification.Name?, object: Any?) {
        register(observer, name: name, object: object) { observer, notification in selector(observer)(notification) }
    }

    /// Calls `selector`, an action method that takes nothing, on `observer` with each
    /// matching notification.
    @preconcurrency @MainActor
    public func addObserver<Observer: AnyObject>(_ observer: Observer, selector: @escaping (Observer) -> () -> Void,
                                                 name: Notification.Name?, object: Any?) {
        register(observer, name: name, object: object) { observer, _ in selector(observer)() }
    }

    /// Sends `selector` to `observer` with each matching notification, for a `Selector`
    /// value (see `Selector`), like `addObserver(_:selector:name:object:)` on iOS.
    @preconcurrency @MainActor
    public func addObserver(_ observer: Any, selector: Selector, name: Notification.Name?, object: Any?) {
        register(observer as AnyObject, name: name, object: object) { observer, notification in
            selector.send(to: observer, from: notification, caller: "NotificationCenter")
        }
    }

    /// Removes every registration of `observer`, those made with a method reference
    /// included, like `NotificationCenter.removeObserver(_:)`.
    public func removeObserver(_ observer: AnyObject) {
        for registration in SelectorObservers.shared.remove(observer: observer, center: self, name: nil, object: nil) {
            removeObserver(registration as Any)
        }
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s registrations for `name` and `object` (nil matches any),
    /// those made with a method reference included.
    public func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: Any?) {
        for registration in SelectorObservers.shared.remove(observer: observer, center: self, name: name, object: object) {
            removeObserver(registration as Any)
        }
        removeObserver(observer as Any, name: name, object: object)
    }

    private func register<Observer: AnyObject>(_ observer: Observer, name: Notification.Name?, object: Any?,
                                               _ send: @escaping (Observer, Notification) -> Void) {
        let target = WeakTarget(observer)
        let call = UncheckedSendable { (notification: Notification) in
            guard let observer = target.object as? Observer else { return }
            send(observer, notification)
        }
        let token = addObserver(forName: name, object: object, queue: nil) { notification in call.value(notification) }
        SelectorObservers.shared.add(token, observer: observer, center: self, name: name, object: object)
    }
}

/// The block registrations made for method references, by observer, so that
/// `removeObserver(_:)` finds them.
private final class SelectorObservers: @unchecked Sendable {
    static let shared = SelectorObservers()

    private struct Entry {
        weak var observer: AnyObject?
        weak var center: NotificationCenter?
        let name: Notification.Name?
        let object: AnyObject?
        let token: NSObjectProtocol
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    /// Remembers `token`; the registrations of observers that are gone are removed from
    /// their centers (their blocks would do nothing, but the centers would keep them).
    func add(_ token: NSObjectProtocol, observer: AnyObject, center: NotificationCenter, name: Notification.Name?, object: Any?) {
        let gone = lock.withLock {
            let gone = entries.filter { $0.observer == nil }
            entries.removeAll { $0.observer == nil }
            entries.append(Entry(observer: observer, center: center, name: name, object: object as AnyObject?, token: token))
            return gone
        }
        for entry in gone { entry.center?.removeObserver(entry.token as Any) }
    }

    /// Forgets and returns the tokens of `observer` in `center` that match `name` and
    /// `object` (nil matches any).
    func remove(observer: AnyObject, center: NotificationCenter, name: Notification.Name?, object: Any?) -> [NSObjectProtocol] {
        let object = object as AnyObject?
        return lock.withLock {
            var removed: [NSObjectProtocol] = []
            entries.removeAll { entry in
                guard entry.observer === observer, entry.center === center,
                      name == nil || entry.name == name, object == nil || entry.object === object else { return false }
                removed.append(entry.token)
                return true
            }
            return removed
        }
    }
}

/// An object held without retaining it.
private final class WeakTarget: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
