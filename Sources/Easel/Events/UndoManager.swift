import Foundation

/// A recorder of operations that can be undone and redone, like Foundation's
/// `UndoManager`, which swift-corelibs-foundation does not have.
///
/// Operations are registered in groups; `undo()` reverts the last top-level group and
/// records what the reverting registers as one group to redo, and `redo()` the other way
/// round. With `groupsByEvent` (the default) the first registration of a pass of the run
/// loop opens a group that closes when the pass ends, before the window commits (where
/// Foundation closes it, at `NSUndoCloseGroupingRunLoopOrdering`): everything one touch
/// or one timer registers is undone at once. The run loop is the window's for a window's
/// manager (`UIResponder.undoManager`), and the one that stands for the main run loop for
/// one made with `init()`.
///
/// Misuse that Foundation answers by raising `NSInternalInconsistencyException` (closing
/// a group that is not open, undoing with a nested group open) is reported with a
/// diagnostic and does nothing. A target is held weakly, as Foundation holds it unowned:
/// an operation whose target is gone is skipped, with a diagnostic, where iOS would
/// message a freed object.
@preconcurrency @MainActor
open class UndoManager {
    /// One registered operation: what it calls, and the target it was registered with.
    private struct Operation {
        weak var target: AnyObject?
        let perform: (AnyObject) -> Void
    }

    /// A group of operations and nested groups, undone last first.
    private final class Group {
        enum Item {
            case operation(Operation)
            case group(Group)
        }
        var items: [Item] = []
        var actionName = ""
        var isDiscardable = false
        var userInfo: [String: Any] = [:]

        /// Whether any operation is left in it or in a group nested in it.
        var isEmpty: Bool {
            items.allSatisfy { if case .group(let nested) = $0 { nested.isEmpty } else { false } }
        }

        /// Removes the operations registered with `target`, and nested groups left empty.
        func removeOperations(withTarget target: AnyObject) {
            items.removeAll { item in
                switch item {
                case .operation(let operation): return operation.target === target
                case .group(let nested):
                    nested.removeOperations(withTarget: target)
                    return nested.isEmpty
                }
            }
        }
    }

    /// What the manager is doing, which decides where a registration goes.
    private enum Mode { case recording, undoing, redoing }

    /// A manager with nothing to undo or redo.
    public init() {}

    /// A manager whose automatic groups close at the end of a pass of `eventLoop` (a
    /// window's manager).
    init(eventLoop: EventLoop) {
        self.eventLoop = eventLoop
    }

    private weak var eventLoop: EventLoop?
    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The open groups, outermost first.
    private var openGroups: [Group] = []
    private var mode = Mode.recording
    private var registrationDisabledCount = 0
    /// The token an automatic group's close is registered with; dropping it cancels it.
    private var automaticClose: AnyObject?

    // MARK: Grouping

    /// Whether a pass of the run loop opens and closes a group around what it registers,
    /// like `UndoManager.groupsByEvent` (true by default). Without it, close each group
    /// before `undo()`.
    open var groupsByEvent = true

    /// How many groups are open, nested in each other, like `UndoManager.groupingLevel`.
    open var groupingLevel: Int { openGroups.count }

    /// The run-loop modes the automatic groups close in, like `UndoManager.runLoopModes`.
    /// Easel's run loop has one mode, so this is kept and read back only.
    open var runLoopModes: [RunLoop.Mode] = [.default]

    /// The most top-level groups kept to undo, like `UndoManager.levelsOfUndo`; 0 (the
    /// default) keeps them all. Lowering it drops the oldest.
    open var levelsOfUndo = 0 {
        didSet {
            levelsOfUndo = max(0, levelsOfUndo)
            trim(&undoStack)
            trim(&redoStack)
        }
    }

    /// Opens a group, nested in the open one if any, like `UndoManager.beginUndoGrouping()`.
    /// Posts `NSUndoManagerCheckpoint`, then `NSUndoManagerDidOpenUndoGroup`.
    open func beginUndoGrouping() {
        post(.NSUndoManagerCheckpoint)
        openGroups.append(Group())
        post(.NSUndoManagerDidOpenUndoGroup)
    }

    /// Closes the innermost open group, like `UndoManager.endUndoGrouping()`: a nested
    /// group becomes one item of the group around it, a top-level one goes on the stack
    /// (the redo stack while undoing). A group with nothing in it is dropped. Posts
    /// `NSUndoManagerCheckpoint`, `NSUndoManagerWillCloseUndoGroup` and then
    /// `NSUndoManagerDidCloseUndoGroup`. With no group open, reports and does nothing
    /// (Foundation raises).
    open func endUndoGrouping() {
        guard !openGroups.isEmpty else {
            Diagnostics.report("UndoManager.endUndoGrouping(): no group is open (Foundation raises NSInternalInconsistencyException); nothing is closed")
            return
        }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillCloseUndoGroup)
        let group = openGroups.removeLast()
        if openGroups.isEmpty { automaticClose = nil }
        if !group.isEmpty {
            if let outer = openGroups.last {
                outer.items.append(.group(group))
            } else if mode == .undoing {
                redoStack.append(group)
                trim(&redoStack)
            } else {
                undoStack.append(group)
                trim(&undoStack)
            }
        }
        post(.NSUndoManagerDidCloseUndoGroup,
             userInfo: group.isDiscardable ? [NSUndoManagerGroupIsDiscardableKey: true] : nil)
    }

    /// Opens the group a pass of the run loop records into, and has the pass close it.
    private func beginAutomaticGroup() {
        beginUndoGrouping()
        let token = AutomaticClose()
        automaticClose = token
        let close: (EventLoop) -> Void = { [weak self, weak token] loop in
            guard let token else { return }
            loop.addObserver(for: [.beforeWaiting], order: NSUndoCloseGroupingRunLoopOrdering,
                             owner: token) { [weak self, weak token] _ in
                guard let self, let token, self.automaticClose === token else { return }
                self.closeAutomaticGroup()
            }
        }
        if let eventLoop { close(eventLoop) } else { EventLoop.withMainLoop(close) }
    }

    /// Closes the automatic group at the end of its pass; a nested group the pass left
    /// open keeps it open, with a diagnostic.
    private func closeAutomaticGroup() {
        guard groupingLevel == 1 else {
            Diagnostics.report("UndoManager: \(groupingLevel - 1) nested groups are still open at the end of the run loop's pass; the automatic group stays open")
            return
        }
        endUndoGrouping()
    }

    /// The identity an automatic group's close is registered under.
    private final class AutomaticClose {}

    /// Drops the oldest groups beyond `levelsOfUndo`.
    private func trim(_ stack: inout [Group]) {
        if levelsOfUndo > 0, stack.count > levelsOfUndo { stack.removeFirst(stack.count - levelsOfUndo) }
    }

    // MARK: Registering

    /// Stops recording registrations until `enableUndoRegistration()` is called as many
    /// times, like `UndoManager.disableUndoRegistration()`.
    open func disableUndoRegistration() {
        registrationDisabledCount += 1
    }

    /// Undoes one `disableUndoRegistration()`, like `UndoManager.enableUndoRegistration()`;
    /// more calls than disables are reported and ignored (Foundation raises).
    open func enableUndoRegistration() {
        guard registrationDisabledCount > 0 else {
            Diagnostics.report("UndoManager.enableUndoRegistration(): registration is not disabled (Foundation raises NSInternalInconsistencyException)")
            return
        }
        registrationDisabledCount -= 1
    }

    /// Whether registrations are recorded, like `UndoManager.isUndoRegistrationEnabled`.
    open var isUndoRegistrationEnabled: Bool { registrationDisabledCount == 0 }

    /// Records `handler`, called with `target`, as an operation that undoes a change,
    /// like `UndoManager.registerUndo(withTarget:handler:)`: in the open group, or in a
    /// new automatic group. While undoing it is recorded to redo; otherwise a new
    /// registration clears what there was to redo, as it does on iOS. `target` is held
    /// weakly.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType,
                                                    handler: @escaping @MainActor (TargetType) -> Void) {
        register(Operation(target: target) { handler($0 as! TargetType) })
    }

    /// Records the action `selector` names, sent to `target` with `anObject`, as an
    /// operation that undoes a change, like `UndoManager.registerUndo(withTarget:selector:object:)`.
    /// The selector is made from a method reference (`Selector(Canvas.restore(_:))`): one
    /// made from a string names no method on Linux and calls nothing when undone, with a
    /// diagnostic. `anObject` is kept; `target` is held weakly.
    open func registerUndo(withTarget target: AnyObject, selector: Selector, object anObject: Any?) {
        register(Operation(target: target) { target in
            _ = selector.send(to: target, from: anObject, caller: "UndoManager.undo()")
        })
    }

    private func register(_ operation: Operation) {
        guard isUndoRegistrationEnabled else { return }
        if mode == .recording { redoStack.removeAll() }
        if openGroups.isEmpty {
            guard groupsByEvent else {
                Diagnostics.report("UndoManager.registerUndo: no group is open and groupsByEvent is false (Foundation raises NSInternalInconsistencyException); the operation is not recorded")
                return
            }
            beginAutomaticGroup()
        }
        openGroups[openGroups.count - 1].items.append(.operation(operation))
    }

    // MARK: Undoing and redoing

    /// Whether there is anything to undo, like `UndoManager.canUndo`: a group on the
    /// undo stack, or operations in the open group (which `undo()` closes first).
    open var canUndo: Bool {
        !undoStack.isEmpty || (mode == .recording && openGroups.contains { !$0.isEmpty })
    }

    /// Whether there is anything to redo, like `UndoManager.canRedo`.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Whether `undo()` or `undoNestedGroup()` is running, like `UndoManager.isUndoing`.
    open var isUndoing: Bool { mode == .undoing }

    /// Whether `redo()` is running, like `UndoManager.isRedoing`.
    open var isRedoing: Bool { mode == .redoing }

    /// Closes the top-level group if it is the only one open, then undoes the last group,
    /// like `UndoManager.undo()`. With a nested group open it reports and does nothing
    /// (Foundation raises).
    open func undo() {
        if groupingLevel == 1 { endUndoGrouping() }
        guard groupingLevel == 0 else {
            Diagnostics.report("UndoManager.undo(): \(groupingLevel) groups are open; close the nested ones first (Foundation raises NSInternalInconsistencyException)")
            return
        }
        undoNestedGroup()
    }

    /// Undoes the last closed group, like `UndoManager.undoNestedGroup()`: calls its
    /// operations last first, recording what they register as one group to redo under
    /// the same action name. Posts `NSUndoManagerCheckpoint`, then
    /// `NSUndoManagerWillUndoChange` and `NSUndoManagerDidUndoChange` around the undo.
    /// With a group open it reports and does nothing.
    open func undoNestedGroup() {
        replayLastGroup(.undoing, caller: "undoNestedGroup()")
    }

    /// Redoes the last undone group, like `UndoManager.redo()`: calls its operations last
    /// first, recording what they register as one group to undo under the same action
    /// name, without clearing what is left to redo. Posts `NSUndoManagerCheckpoint`,
    /// then `NSUndoManagerWillRedoChange` and `NSUndoManagerDidRedoChange`. With a group
    /// open it reports and does nothing.
    open func redo() {
        replayLastGroup(.redoing, caller: "redo()")
    }

    /// Takes the last group off the stack `mode` replays (undo's or redo's) and calls its
    /// operations last first, inside a group that takes its action name, between the
    /// mode's will and did notifications.
    private func replayLastGroup(_ mode: Mode, caller: String) {
        guard groupingLevel == 0 else {
            Diagnostics.report("UndoManager.\(caller): a group is open; close it first (Foundation raises NSInternalInconsistencyException)")
            return
        }
        post(.NSUndoManagerCheckpoint)
        let undoing = mode == .undoing
        guard let group = undoing ? undoStack.popLast() : redoStack.popLast() else { return }
        post(undoing ? .NSUndoManagerWillUndoChange : .NSUndoManagerWillRedoChange)
        self.mode = mode
        beginUndoGrouping()
        let recording = openGroups[0]
        recording.actionName = group.actionName
        recording.isDiscardable = group.isDiscardable
        recording.userInfo = group.userInfo
        perform(group)
        endUndoGrouping()
        self.mode = .recording
        post(undoing ? .NSUndoManagerDidUndoChange : .NSUndoManagerDidRedoChange)
    }

    private func perform(_ group: Group) {
        for item in group.items.reversed() {
            switch item {
            case .group(let nested):
                perform(nested)
            case .operation(let operation):
                guard let target = operation.target else {
                    Diagnostics.report("UndoManager: an operation's target is gone; it is skipped (Foundation holds targets unowned)")
                    continue
                }
                operation.perform(target)
            }
        }
    }

    /// Clears both stacks, like `UndoManager.removeAllActions()`. Open groups are
    /// dropped too, and registration stays disabled if it was.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        automaticClose = nil
    }

    /// Removes every operation registered with `target` from both stacks, like
    /// `UndoManager.removeAllActions(withTarget:)`; groups left empty go too.
    open func removeAllActions(withTarget target: Any) {
        let target = target as AnyObject
        for group in undoStack + redoStack + openGroups { group.removeOperations(withTarget: target) }
        undoStack.removeAll { $0.isEmpty }
        redoStack.removeAll { $0.isEmpty }
    }

    // MARK: Action names

    /// The group that action names and flags set now apply to: the open one, else the
    /// last closed one.
    private var namedGroup: Group? {
        openGroups.first ?? (mode == .undoing ? redoStack.last : undoStack.last)
    }

    /// Names the current group's action, like `UndoManager.setActionName(_:)` ("Typing",
    /// "Move"): the open group, or the one just closed; while undoing, the group
    /// recorded to redo.
    open func setActionName(_ actionName: String) {
        namedGroup?.actionName = actionName
    }

    /// The name of the action `undo()` would undo, like `UndoManager.undoActionName`
    /// ("" when there is none or it has no name).
    open var undoActionName: String {
        (mode == .recording ? openGroups.first(where: { !$0.isEmpty }) : nil)?.actionName ?? undoStack.last?.actionName ?? ""
    }

    /// The name of the action `redo()` would redo, like `UndoManager.redoActionName`.
    open var redoActionName: String { redoStack.last?.actionName ?? "" }

    /// The title of an Undo menu item, like `UndoManager.undoMenuItemTitle`: "Undo", and
    /// the action's name after it when it has one.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }

    /// The title of a Redo menu item, like `UndoManager.redoMenuItemTitle`.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// "Undo" followed by `actionName` if it is not empty, like
    /// `UndoManager.undoMenuTitle(forUndoActionName:)` in English.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// "Redo" followed by `actionName` if it is not empty, like
    /// `UndoManager.redoMenuTitle(forUndoActionName:)` in English.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    /// Marks the current group as one that changes nothing the user would miss if it
    /// were dropped, like `UndoManager.setActionIsDiscardable(_:)`.
    open func setActionIsDiscardable(_ discardable: Bool) {
        namedGroup?.isDiscardable = discardable
    }

    /// Whether the group `undo()` would undo is discardable, like
    /// `UndoManager.undoActionIsDiscardable`.
    open var undoActionIsDiscardable: Bool { undoStack.last?.isDiscardable ?? false }

    /// Whether the group `redo()` would redo is discardable, like
    /// `UndoManager.redoActionIsDiscardable`.
    open var redoActionIsDiscardable: Bool { redoStack.last?.isDiscardable ?? false }

    /// Keeps `info` under `key` with the current group, like
    /// `UndoManager.setActionUserInfoValue(_:forKey:)`; nil removes it.
    open func setActionUserInfoValue(_ info: Any?, forKey key: UndoManager.UserInfoKey) {
        namedGroup?.userInfo[key.rawValue] = info
    }

    /// The value kept under `key` with the group `undo()` would undo, like
    /// `UndoManager.undoActionUserInfoValue(forKey:)`.
    open func undoActionUserInfoValue(forKey key: UndoManager.UserInfoKey) -> Any? {
        undoStack.last?.userInfo[key.rawValue]
    }

    /// The value kept under `key` with the group `redo()` would redo, like
    /// `UndoManager.redoActionUserInfoValue(forKey:)`.
    open func redoActionUserInfoValue(forKey key: UndoManager.UserInfoKey) -> Any? {
        redoStack.last?.userInfo[key.rawValue]
    }

    private func post(_ name: NSNotification.Name, userInfo: [AnyHashable: Any]? = nil) {
        NotificationCenter.default.post(name: name, object: self, userInfo: userInfo)
    }
}
