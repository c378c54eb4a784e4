import EaselGraphics
import Foundation
import Synchronization

/// A pasteboard, like `UIPasteboard`: items of typed representations that code copies
/// to and pastes from.
///
/// The pasteboards live in this process only: a headless Linux host has no system
/// clipboard to share them with, so nothing another app copied arrives and nothing
/// copied here leaves (`OptionsKey.localOnly` is accepted and changes nothing).
/// Pasteboards are named: `general`, those made with `init?(name:create:)` and
/// `withUniqueName()`; two pasteboard objects of one name share their items, as UIKit's
/// do.
///
/// Every change of the items (a setter, `setItems(_:options:)`, `addItems(_:)`,
/// `setData(_:forPasteboardType:)`, expired items leaving) adds one to `changeCount`, then posts
/// `changedNotification` with the types added and removed in its `userInfo` (under
/// `changedTypesAddedUserInfoKey` and `changedTypesRemovedUserInfoKey`, each present only
/// when not empty; `nil` when the types stayed the same). UIKit batches the changes of
/// one turn of the run loop; Easel counts and posts each change at once.
public final class Pasteboard: @unchecked Sendable {
    /// A pasteboard's name, like `UIPasteboard.Name`.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An instance named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's name, like `UIPasteboard.Name.general`.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    /// An option of `setItems(_:options:)`, like `UIPasteboard.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `Date` after which the items are removed, like
        /// `UIPasteboard.OptionsKey.expirationDate`. Dates are read on the run loop's
        /// virtual clock (`EventLoop.latestNow`), whose time 0 is the reference date
        /// (1 January 2001): `Date(timeIntervalSinceReferenceDate: 2)` expires two
        /// virtual seconds after the loop started, and a date made from the wall clock
        /// never expires in a run. The pasteboard notices at its first use at or after
        /// the date; the removal counts as a change.
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
        /// Whether the items stay on this device, like `UIPasteboard.OptionsKey.localOnly`;
        /// they always do here.
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
    }

    /// Posted after the items changed, like `UIPasteboard.changedNotification`; the object
    /// is the pasteboard.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted just before `remove(withName:)` removes a pasteboard, like
    /// `UIPasteboard.removedNotification`; the object is the pasteboard, no `userInfo`.
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    /// The `userInfo` key of the types a change added, like
    /// `UIPasteboard.changedTypesAddedUserInfoKey`.
    public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// The `userInfo` key of the types a change removed, like
    /// `UIPasteboard.changedTypesRemovedUserInfoKey`.
    public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The pasteboard's name, like `UIPasteboard.name`.
    public let name: Name
    private let storage: Storage

    private init(name: Name, storage: Storage) {
        self.name = name
        self.storage = storage
    }

    // MARK: Named pasteboards

    /// The pasteboards that exist, by name, and the count of unique names made.
    private static let registry = Mutex<(pasteboards: [Name: Pasteboard], uniqueNames: Int)>(([:], 0))

    /// The pasteboard copy and paste use, like `UIPasteboard.general`.
    public static var general: Pasteboard { named(.general, create: true)! }

    /// The pasteboard named `name`, like `UIPasteboard(name:create:)`: made when it does
    /// not exist and `create` is true, `nil` when it does not and `create` is false.
    public convenience init?(name: Name, create: Bool) {
        guard let existing = Self.named(name, create: create) else { return nil }
        self.init(name: name, storage: existing.storage)
    }

    /// A new pasteboard with a name no other has, like `UIPasteboard.withUniqueName()`.
    /// The names count up (`com.apple.UIKit.pboard.unique.1`, …), so runs are repeatable.
    public static func withUniqueName() -> Pasteboard {
        let name = registry.withLock { registry in
            registry.uniqueNames += 1
            return Name(rawValue: "com.apple.UIKit.pboard.unique.\(registry.uniqueNames)")
        }
        return named(name, create: true)!
    }

    /// Removes the pasteboard named `name` and its items, like
    /// `UIPasteboard.remove(withName:)`, posting `removedNotification` first. A later
    /// `init?(name:create:)` of the name makes a new, empty pasteboard.
    public static func remove(withName name: Name) {
        guard let pasteboard = named(name, create: false) else { return }
        NotificationCenter.default.post(name: removedNotification, object: pasteboard)
        _ = registry.withLock { $0.pasteboards.removeValue(forKey: name) }
    }

    /// The registered pasteboard of `name`, registering a new one when asked.
    private static func named(_ name: Name, create: Bool) -> Pasteboard? {
        registry.withLock { registry in
            if let existing = registry.pasteboards[name] { return existing }
            guard create else { return nil }
            let pasteboard = Pasteboard(name: name, storage: Storage())
            registry.pasteboards[name] = pasteboard
            return pasteboard
        }
    }

    /// The object changes are posted with: the registered pasteboard of the name, so
    /// that an observer of `general` hears changes made through any object of its name.
    private var announcer: Pasteboard { Self.registry.withLock { $0.pasteboards[name] } ?? self }

    // MARK: Items

    /// How many times the items changed, like `UIPasteboard.changeCount`; 0 for a new
    /// pasteboard.
    public var changeCount: Int { state { $0.changeCount } }

    /// The items, each a dictionary of representations by type identifier, like
    /// `UIPasteboard.items`. Setting it is `setItems(_:options:)` without options.
    public var items: [[String: Any]] {
        get { state { $0.items } }
        set { setItems(newValue) }
    }

    /// How many items there are, like `UIPasteboard.numberOfItems`.
    public var numberOfItems: Int { state { $0.items.count } }

    /// The types of the first item, like `UIPasteboard.types`, sorted.
    public var types: [String] { state { $0.items.first.map { $0.keys.sorted() } ?? [] } }

    /// Replaces the items, like `UIPasteboard.setItems(_:options:)`; see `OptionsKey`
    /// for what the options do.
    public func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        let expiration = options[.expirationDate].flatMap { $0 as? Date }
        change(expiringAt: expiration?.timeIntervalSinceReferenceDate) { $0 = items }
    }

    /// Appends items after those there are, like `UIPasteboard.addItems(_:)`.
    public func addItems(_ items: [[String: Any]]) {
        change { $0 += items }
    }

    /// Whether the first item has a representation of any of `pasteboardTypes`, like
    /// `UIPasteboard.contains(pasteboardTypes:)`.
    public func contains(pasteboardTypes: [String]) -> Bool {
        let first = Set(types)
        return pasteboardTypes.contains(where: first.contains)
    }

    /// The first item's representation of `pasteboardType` as data, like
    /// `UIPasteboard.data(forPasteboardType:)`: data as given, a string or URL as its
    /// UTF-8 text, an image as PNG; `nil` when there is none.
    public func data(forPasteboardType pasteboardType: String) -> Data? {
        guard let value = value(forPasteboardType: pasteboardType) else { return nil }
        switch value {
        case let data as Data: return data
        case let string as String: return Data(string.utf8)
        case let url as URL: return Data(url.absoluteString.utf8)
        case let image as Image: return image.pngData()
        default: return nil
        }
    }

    /// The first item's representation of `pasteboardType` as it was given, like
    /// `UIPasteboard.value(forPasteboardType:)`.
    public func value(forPasteboardType pasteboardType: String) -> Any? {
        state { $0.items.first?[pasteboardType] }
    }

    /// Replaces the items with one item of `data` for `pasteboardType`, like
    /// `UIPasteboard.setData(_:forPasteboardType:)`.
    public func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: data]])
    }

    /// Replaces the items with one item of `value` for `pasteboardType`, like
    /// `UIPasteboard.setValue(_:forPasteboardType:)`.
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: value]])
    }

    /// Reads the state, once items that expired are gone.
    private func state<Result>(_ body: (Storage.State) -> Result) -> Result {
        removeExpiredItems()
        return storage.read(body)
    }

    /// Removes the items when their expiration time has come on the virtual clock
    /// (`EventLoop.latestNow`): the pasteboard notices at its first use at or after it.
    private func removeExpiredItems() {
        let now = EventLoop.latestNow
        guard storage.read({ state in state.expiration.map { now >= $0 } ?? false }) else { return }
        applyChange(expiringAt: nil) { $0 = [] }
    }

    /// Applies `edit` to the items (which expire at `expiration`, a virtual time, when
    /// given), counts the change and posts it.
    func change(expiringAt expiration: TimeInterval? = nil, _ edit: (inout [[String: Any]]) -> Void) {
        removeExpiredItems()
        applyChange(expiringAt: expiration, edit)
    }

    private func applyChange(expiringAt expiration: TimeInterval?, _ edit: (inout [[String: Any]]) -> Void) {
        let (before, after) = storage.write { state in
            let before = state.allTypes
            edit(&state.items)
            state.expiration = expiration
            state.changeCount += 1
            return (before, state.allTypes)
        }
        var userInfo: [String: [String]] = [:]
        let added = after.subtracting(before).sorted(), removed = before.subtracting(after).sorted()
        if !added.isEmpty { userInfo[Self.changedTypesAddedUserInfoKey] = added }
        if !removed.isEmpty { userInfo[Self.changedTypesRemovedUserInfoKey] = removed }
        NotificationCenter.default.post(name: Self.changedNotification, object: announcer,
                                        userInfo: userInfo.isEmpty ? nil : userInfo)
    }
}
