import EaselSolver
import Foundation

/// The Auto Layout engine of one view hierarchy, like UIKit's `NSISEngine`: one per
/// window (or per root of a hierarchy outside a window), holding an incremental
/// Cassowary solver.
///
/// Constraint changes are queued as they happen and applied in `syncIfNeeded()`, which
/// the update-constraints pass, `layoutIfNeeded()` and the base `layoutSubviews()` call:
/// activations become solver constraints, a new constant is a `changeConstant` (no
/// rebuild), and after one re-solve each view whose rounded frame changed has its
/// superview marked for layout. Only views named by constraints, and their ancestors,
/// join the engine; every other view is untouched.
///
/// Items live in the host's coordinates (the window's): a view's frame is its solved
/// rectangle minus its superview's, rounded to the pixel grid.
@MainActor
final class LayoutEngine {
    /// One view or guide in the engine.
    ///
    /// The references to the item are unowned: an item leaves the engine before it can
    /// go (a view when it leaves the hierarchy, a guide when it leaves its view), and
    /// the frame computation reads them for every view on every solve.
    final class Entry {
        unowned(unsafe) let item: any LayoutItem
        let variables: LayoutVariables
        /// The view, when the item is one.
        unowned(unsafe) let view: View?
        /// The entry of the view's superview (or of the guide's owning view); nil for the
        /// host. A view that changes superview leaves the engine first, so it holds.
        unowned(unsafe) let parent: Entry?
        /// Constraints the engine made for the item: the host's rectangle, a view's
        /// autoresizing-mask constraints, a system guide's definition.
        var ownConstraints: [LayoutConstraint] = []
        /// The intrinsic-size constraint of each axis (horizontal, vertical).
        var contentSize: [LayoutConstraint?] = [nil, nil]
        /// The baseline offsets the entry's baseline constraints were built with.
        var baselines: BaselineOffsets?
        /// The item's origin in the host's coordinates once frames are rounded.
        var appliedOrigin = CGPoint.zero
        /// The rounded frame the solution gives the view, in its superview's coordinates
        /// (views positioned by the engine only).
        var solvedFrame: CGRect?
        /// The solved frame changed since the superview was last marked for layout.
        var solvedFrameChanged = false
        /// The view keeps its frame through autoresizing-mask constraints (the engine
        /// measures it rather than placing it).
        var keepsFrame = false
        var isRemoved = false

        init(item: any LayoutItem, variables: LayoutVariables, parent: Entry?) {
            self.item = item
            self.variables = variables
            self.parent = parent
            view = item as? View
        }
    }

    /// A constraint in the solver (or broken: active but left out, as UIKit breaks one
    /// constraint of an unsatisfiable set).
    struct Installed {
        var solverConstraints: [Constraint]
        var isBroken = false
    }

    /// The view whose hierarchy this engine lays out (which owns the engine).
    unowned(unsafe) let host: View
    /// For `systemLayoutSizeFitting`: the size the host is pulled to, at which priorities.
    let fitting: (size: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority)?
    var solver = Solver()

    var entries: [ObjectIdentifier: Entry] = [:]
    /// Every entry, each after its superview's (or owning view's): the order frames are
    /// computed in. Removed entries are dropped lazily.
    var order: [Entry] = []
    var removedEntryCount = 0
    var installed: [ObjectIdentifier: Installed] = [:]
    /// The layout constraint each solver constraint was made for.
    var owners: [Constraint: LayoutConstraint] = [:]
    /// The pulls of `exerciseAmbiguityInLayout()`, by view.
    var exercises: [ObjectIdentifier: Exercise] = [:]
    /// Entries of guides whose constants follow margins and safe-area insets.
    var adaptiveGuides: [Entry] = []

    // Work queued since the last sync, applied in order by `syncIfNeeded()`.
    var pendingRemovals: [LayoutConstraint] = []
    var pendingAdditions: [LayoutConstraint] = []
    var pendingConstants: [LayoutConstraint] = []
    var pendingReinstalls: [LayoutConstraint] = []
    /// Views whose frame (host, or autoresizing-mask view) or mask handling changed.
    var pendingFrameInputs: [View] = []
    var needsSolve = false
    var needsGuideRefresh = false
    var isSyncing = false

    init(host: View, fitting: (size: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority)? = nil) {
        self.host = host
        self.fitting = fitting
    }

    /// Whether queued work awaits `syncIfNeeded()`.
    var isDirty: Bool {
        needsSolve || needsGuideRefresh || !pendingRemovals.isEmpty || !pendingAdditions.isEmpty
            || !pendingConstants.isEmpty || !pendingReinstalls.isEmpty || !pendingFrameInputs.isEmpty
    }

    // MARK: Queuing changes

    func enqueueAddition(_ constraint: LayoutConstraint) {
        constraint.engine = self
        pendingAdditions.append(constraint)
        noteWork()
    }

    func enqueueRemoval(_ constraint: LayoutConstraint) {
        pendingRemovals.append(constraint)
        noteWork()
    }

    func constraintConstantDidChange(_ constraint: LayoutConstraint) {
        pendingConstants.append(constraint)
        noteWork()
    }

    /// A constraint's priority or the direction its leading and trailing resolve in
    /// changed: it is taken out of the solver and added again at the next sync.
    func constraintNeedsReinstalling(_ constraint: LayoutConstraint) {
        pendingReinstalls.append(constraint)
        noteWork()
    }

    /// A view's frame changed outside the engine: the host's size and autoresizing-mask
    /// views' frames are inputs to the layout.
    func frameDidChange(of view: View) {
        guard !isSyncing || view === host else { return }
        pendingFrameInputs.append(view)
        noteWork()
    }

    func setNeedsGuideRefresh() {
        needsGuideRefresh = true
        noteWork()
    }

    /// Tells the window a commit has work.
    func noteWork() {
        if fitting == nil { (host as? Window)?.setNeedsCommit() }
    }

    // MARK: Syncing

    /// Applies the queued changes to the solver, re-solves and marks for layout the
    /// superviews of views whose frame changed. Cheap when nothing is queued.
    func syncIfNeeded() {
        guard isDirty, !isSyncing else { return }
        isSyncing = true
        defer { isSyncing = false }
        var rounds = 0
        repeat {
            rounds += 1
            applyQueuedChanges()
            solve()
        } while isDirty && rounds < 8
    }

    /// Applies the queued work to the solver; each step that changes the solver asks for
    /// a solve.
    private func applyQueuedChanges() {
        let removals = pendingRemovals, additions = pendingAdditions, constants = pendingConstants
        let reinstalls = pendingReinstalls, frameInputs = pendingFrameInputs
        pendingRemovals = []
        pendingAdditions = []
        pendingConstants = []
        pendingReinstalls = []
        pendingFrameInputs = []
        // Frames before additions: a view that stops translating its mask drops those
        // constraints before the ones that replace them arrive.
        for constraint in removals where constraint.engine !== self { removeFromSolver(constraint) }
        for view in frameInputs { refreshFrameInput(of: view) }
        for constraint in additions
        where constraint.engine === self && constraint.isActive && installed[ObjectIdentifier(constraint)] == nil {
            addToSolver(constraint)
        }
        for constraint in reinstalls where installed[ObjectIdentifier(constraint)] != nil {
            removeFromSolver(constraint)
            addToSolver(constraint)
        }
        for constraint in constants { updateConstant(of: constraint) }
    }
}
