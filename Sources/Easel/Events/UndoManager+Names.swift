import Foundation

/// The order at which an undo manager closes the group a pass of the run loop opened,
/// like Foundation's `NSUndoCloseGroupingRunLoopOrdering`: before Core Animation's commit
/// (2,000,000), so a window draws what the pass changed after the group is closed.
public let NSUndoCloseGroupingRunLoopOrdering = 350_000

/// The key of the user-info dictionary of a `NSUndoManagerDidCloseUndoGroup`
/// notification that tells whether the group is discardable, like Foundation's
/// `NSUndoManagerGroupIsDiscardableKey`.
public let NSUndoManagerGroupIsDiscardableKey = "NSUndoManagerGroupIsDiscardableKey"

extension UndoManager {
    /// A key of the values kept with an undo action, like `UndoManager.UserInfoKey`.
    public struct UserInfoKey: Hashable, RawRepresentable, Sendable {
        /// The key's string.
        public let rawValue: String

        /// The key named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The key named `rawValue`.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }
}

extension NSNotification.Name {
    /// Posted by an undo manager when it opens or closes a group and before it undoes or
    /// redoes, like `NSUndoManagerCheckpoint`.
    public static let NSUndoManagerCheckpoint = Self("NSUndoManagerCheckpointNotification")
    /// Posted by an undo manager after it opens a group, like `NSUndoManagerDidOpenUndoGroup`.
    public static let NSUndoManagerDidOpenUndoGroup = Self("NSUndoManagerDidOpenUndoGroupNotification")
    /// Posted by an undo manager before it closes a group, like `NSUndoManagerWillCloseUndoGroup`.
    public static let NSUndoManagerWillCloseUndoGroup = Self("NSUndoManagerWillCloseUndoGroupNotification")
    /// Posted by an undo manager after it closes a group, like `NSUndoManagerDidCloseUndoGroup`.
    public static let NSUndoManagerDidCloseUndoGroup = Self("NSUndoManagerDidCloseUndoGroupNotification")
    /// Posted by an undo manager before it undoes, like `NSUndoManagerWillUndoChange`.
    public static let NSUndoManagerWillUndoChange = Self("NSUndoManagerWillUndoChangeNotification")
    /// Posted by an undo manager after it undoes, like `NSUndoManagerDidUndoChange`.
    public static let NSUndoManagerDidUndoChange = Self("NSUndoManagerDidUndoChangeNotification")
    /// Posted by an undo manager before it redoes, like `NSUndoManagerWillRedoChange`.
    public static let NSUndoManagerWillRedoChange = Self("NSUndoManagerWillRedoChangeNotification")
    /// Posted by an undo manager after it redoes, like `NSUndoManagerDidRedoChange`.
    public static let NSUndoManagerDidRedoChange = Self("NSUndoManagerDidRedoChangeNotification")
}
