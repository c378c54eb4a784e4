import EaselGraphics
import Foundation

/// The owner of a window's commit, Core Animation's `CA::Transaction::commit`: it holds
/// what is marked for each phase (through the views' pending phases, and its own lists
/// of standalone layers), the damage, and the order of the phases.
///
/// Views and layers only mark themselves and ask for a commit (`setNeedsCommit()`);
/// nothing else runs a phase. Run as the event loop's last `beforeWaiting` observer,
/// a commit updates constraints bottom-up, lays out top-down, displays top-down,
/// composites the damaged pixels and sends the frame out through `deliver(_:)`, the
/// one way a frame leaves.
@MainActor
final class RenderPipeline {
    /// How many update-layout-display passes one commit may take while each pass
    /// dirties an earlier phase, before it reports a loop and goes on.
    static let maximumPassesPerCommit = 100

    /// The window whose tree is committed (it owns the pipeline).
    unowned let window: Window
    /// The window pixels to recomposite at the next commit.
    var damage = DamageRegion()
    /// Views whose geometry changed since the last commit: their new area is damaged
    /// at the commit, once layout has settled.
    var viewsWithChangedGeometry: [View] = []
    /// Standalone layers marked for display, drawn in the display phase.
    var layersNeedingDisplay: [Layer] = []
    /// Standalone layers marked for layout, laid out in the layout phase.
    var layersNeedingLayout: [Layer] = []
    /// Work to do once the next commit has run (appearance callbacks, completions).
    var afterNextCommit: [() -> Void] = []
    /// Set when anything marks work; a commit of a clean window costs a test.
    private(set) var needsCommit = false

    init(window: Window) { self.window = window }

    /// Something was marked: the next commit has work.
    func setNeedsCommit() { needsCommit = true }

    /// Commits pending work now: the phases in order, then the frame.
    func commit() {
        Transaction.commitImplicit()
        ObservedView.markChangedViews()
        guard needsCommit else { return }
        needsCommit = false
        Trace.record(TraceEvent("commit", time: window.eventLoop.now))
        settle()
        window.resizeFramebufferIfNeeded()
        damageChangedGeometry()
        if window.isHidden { damage.removeAll() } else if !damage.isEmpty { composite() }
        let completions = afterNextCommit
        afterNextCommit.removeAll()
        for completion in completions { completion() }
    }

    // MARK: Phases

    /// Runs the properties, update-constraints, layout and display phases until layout
    /// settles (a pass that dirties an earlier phase runs them again, up to a bound):
    /// what a commit does before compositing, and what drawing the tree elsewhere now
    /// needs (`Layer.render(in:)`), whose damage the next commit still composites.
    func settle() {
        var passes = 0
        repeat {
            passes += 1
            window.updatePropertiesIfNeeded()
            updateConstraints()
            layout()
            display()
        } while hasPendingLayout && passes < Self.maximumPassesPerCommit
        if hasPendingLayout { reportLayoutLoop() }
    }

    /// Update constraints: `updateConstraints` bottom-up where marked, then the engine
    /// applies the constraint changes and marks the views whose frames move.
    func updateConstraints() {
        window.updateConstraintsSubtreeIfNeeded()
        window.layoutStorage?.hostedEngine?.syncIfNeeded()
    }

    /// Layout: `layoutSubviews` top-down where marked, then the standalone layers'
    /// `layoutSublayers`, superlayers first.
    private func layout() {
        window.layoutSubtreeIfNeeded()
        let queued = layersNeedingLayout.sorted { $0.depth < $1.depth }
        layersNeedingLayout.removeAll()
        for layer in queued {
            layer.layoutQueue = nil
            if layer.hostWindow === window { layer.layoutIfNeeded() }
        }
    }

    /// Display: every marked, drawable view's layer top-down, then the standalone
    /// layers; one that cannot be drawn yet (zero size, hidden) stays marked.
    private func display() {
        window.visitPending(.display, childrenFirst: false) { display($0.layer) }
        let queued = layersNeedingDisplay
        layersNeedingDisplay.removeAll()
        for layer in queued {
            layer.displayQueue = nil
            guard layer.hostWindow === window else { continue }
            display(layer)
            if layer.needsDisplay() {
                // Waits for what it lacks (a size, being shown), whose change commits again.
                layer.displayQueue = self
                layersNeedingDisplay.append(layer)
            }
        }
    }

    /// Displays a marked layer and damages what it drew.
    func display(_ layer: Layer) {
        guard let rect = layer.displayMarks() else { return }
        if let view = layer.owningView { return window.damage(rect, of: view) }
        if let replicator = layer.replicatingAncestor { return replicator.damageLayerTree() }
        window.damage(window.pixelRect(covering: rect, transform: layer.presentedTransformToRoot), castBy: layer)
    }

    private var hasPendingLayout: Bool {
        window.needsLayout || window.constraintsNeedUpdate || window.needsPropertiesUpdate
            || !window.descendantPendingPhases.isDisjoint(with: [.properties, .layout, .constraints])
            || window.layoutStorage?.hostedEngine?.isDirty == true || !layersNeedingLayout.isEmpty
    }

    /// A layout that keeps marking itself: name the views, drop their marks, go on.
    private func reportLayoutLoop() {
        var looping: [String] = []
        window.visitPending(.layout, childrenFirst: false) { view in
            if view.needsLayout { looping.append(view.traceName) }
            view.needsLayout = false
        }
        Trace.diagnostic("layout did not settle after \(Self.maximumPassesPerCommit) passes; "
                         + "still needing layout: \(looping.joined(separator: ", "))", views: looping)
    }

    // MARK: Damage and frames

    /// Adds rectangles in window pixels (already clipped to the framebuffer).
    func damage(_ pixelRect: CGRect) {
        damage.add(pixelRect)
        needsCommit = true
    }

    /// Damages the new area of every view whose geometry changed since the last commit.
    private func damageChangedGeometry() {
        for view in viewsWithChangedGeometry where view.window === window { window.damageSubtree(of: view) }
        viewsWithChangedGeometry.removeAll()
    }

    /// Recomposites the damaged pixels and sends the frame out.
    private func composite() {
        if window.lastFrame != nil, !isKnownUniquelyReferenced(&window.lastFrame!) { window.lastFrame!.detachFromFramebuffer() }
        let rects = damage.rects
        damage.removeAll()
        Compositor(window: window).render(rects, into: window.framebuffer)
        deliver(Frame(index: (window.lastFrame?.index ?? 0) + 1, time: window.eventLoop.now, damage: rects,
                      framebuffer: window.framebuffer, scale: window.scale))
    }

    /// The one way a frame leaves: it becomes the window's `lastFrame` (what tests and
    /// captures read), is traced, and goes to the window's sink (the CLI's files, a
    /// capture's callback, a test's memory).
    private func deliver(_ frame: Frame) {
        window.lastFrame = frame
        Trace.record(TraceEvent("frame", index: frame.index, time: frame.time, damage: frame.damage))
        do {
            try window.frameSink?.receive(frame, framebuffer: window.framebuffer)
        } catch {
            Trace.diagnostic("frame \(frame.index) could not be written: \(error)")
        }
    }
}
