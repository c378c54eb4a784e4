import Foundation

/// How an associated object is held, like the Objective-C runtime's
/// `objc_AssociationPolicy`. Here the retaining policies keep the value strongly (a
/// copy policy keeps the value as given: Swift values are copied anyway) and `assign`
/// keeps a class instance weakly, so it never dangles.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference (`OBJC_ASSOCIATION_ASSIGN`).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference (`OBJC_ASSOCIATION_RETAIN_NONATOMIC`).
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`OBJC_ASSOCIATION_COPY_NONATOMIC`).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, set atomically (`OBJC_ASSOCIATION_RETAIN`).
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy, set atomically (`OBJC_ASSOCIATION_COPY`).
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (the address of a variable of the
/// caller's, as iOS code passes `&someKey`), like the Objective-C runtime's
/// `objc_setAssociatedObject(_:_:_:_:)`, which UIKit extensions use to add stored
/// properties; `nil` removes the association. The values go when the object does.
/// `object` must be a class instance; anything else is reported and nothing is kept.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    guard let owner = AssociatedObjects.owner(object, "objc_setAssociatedObject") else { return }
    AssociatedObjects.shared.set(value, policy: policy, for: owner, key: key)
}

/// The value associated with `object` under `key`, like `objc_getAssociatedObject(_:_:)`;
/// `nil` when there is none.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = AssociatedObjects.owner(object, "objc_getAssociatedObject") else { return nil }
    return AssociatedObjects.shared.value(for: owner, key: key)
}

/// Removes every value associated with `object`, like `objc_removeAssociatedObjects(_:)`.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = AssociatedObjects.owner(object, "objc_removeAssociatedObjects") else { return }
    AssociatedObjects.shared.removeAll(for: owner)
}

/// The associations, by owner. An owner is held weakly: when it is gone, its values
/// are dropped (at the next association made, or when another object reuses its
/// identity), as the runtime releases them when the owner is deallocated.
private final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    private enum Value {
        case strong(Any)
        case weak(WeakReference)
    }

    private struct WeakReference {
        weak var object: AnyObject?
    }

    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Value] = [:]
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The entry count past which the next association first drops the gone owners.
    private var pruneAt = 64

    /// `object` as a class instance; `nil`, reported, for a value.
    static func owner(_ object: Any, _ function: String) -> AnyObject? {
        guard type(of: object) is AnyClass else {
            Diagnostics.report("\(function): \(type(of: object)) is not a class instance; no association is kept")
            return nil
        }
        return object as AnyObject
    }

    func set(_ value: Any?, policy: objc_AssociationPolicy, for owner: AnyObject, key: UnsafeRawPointer) {
        lock.withLock {
            var entry = liveEntry(of: owner) ?? Entry(owner: owner)
            switch (value, policy) {
            case (nil, _): entry.values[key] = nil
            case (let value?, .OBJC_ASSOCIATION_ASSIGN) where type(of: value) is AnyClass:
                entry.values[key] = .weak(WeakReference(object: value as AnyObject))
            case (let value?, _): entry.values[key] = .strong(value)
            }
            entries[ObjectIdentifier(owner)] = entry
            if entries.count >= pruneAt {
                entries = entries.filter { $0.value.owner != nil }
                pruneAt = max(64, entries.count * 2)
            }
        }
    }

    func value(for owner: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.withLock {
            switch liveEntry(of: owner)?.values[key] {
            case .strong(let value): value
            case .weak(let reference): reference.object
            case nil: nil
            }
        }
    }

    func removeAll(for owner: AnyObject) {
        lock.withLock { entries[ObjectIdentifier(owner)] = nil }
    }

    /// The entry of `owner`, unless it is a gone object's whose identity `owner` reuses.
    private func liveEntry(of owner: AnyObject) -> Entry? {
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
        return entry
    }
}
