import EaselGraphics
import Foundation

/// The commit, Core Animation's `CA::Transaction::commit`: run as the event loop's
/// last `beforeWaiting` observer, it updates constraints, lays out top-down, displays
/// top-down, composites the damaged pixels and sends out a frame.
extension Window {
    /// How many update-layout-display passes one commit may take while each pass
    /// dirties an earlier phase, before it reports a loop and goes on.
    static let maximumPassesPerCommit = 100

    /// Commits pending work now (the event loop calls this every turn).
    public func commit() {
        Transaction.commitImplicit()
        guard needsCommit else { return }
        needsCommit = false
        Trace.record(TraceEvent("commit", time: eventLoop.now))

        var passes = 0
        repeat {
            passes += 1
            updateConstraintsPass()
            layoutSubtreeIfNeeded()
            layoutQueuedLayers()
            displayPass(self)
            displayQueuedLayers()
        } while hasPendingLayout && passes < Self.maximumPassesPerCommit
        if hasPendingLayout { reportLayoutLoop() }

        resizeFramebufferIfNeeded()
        damageChangedGeometry()
        if isHidden { damage.removeAll() } else if !damage.isEmpty { composite() }
        let completions = afterNextCommit
        afterNextCommit.removeAll()
        for completion in completions { completion() }
    }

    /// The update-constraints phase: `updateConstraints` bottom-up where marked, then the
    /// engine applies the constraint changes and marks the views whose frames move.
    func updateConstraintsPass() {
        if constraintsNeedUpdate || descendantNeedsConstraintUpdate { updateConstraintsSubtreeIfNeeded() }
        layoutStorage?.hostedEngine?.syncIfNeeded()
    }

    private var hasPendingLayout: Bool {
        needsLayout || descendantNeedsLayout || constraintsNeedUpdate || descendantNeedsConstraintUpdate
            || layoutStorage?.hostedEngine?.isDirty == true || !layersNeedingLayout.isEmpty
    }

    /// Lays out the standalone layers marked for layout, superlayers first.
    private func layoutQueuedLayers() {
        let queued = layersNeedingLayout.sorted { $0.depth < $1.depth }
        layersNeedingLayout.removeAll()
        for layer in queued {
            layer.layoutQueue = nil
            if layer.hostView?.window === self { layer.layoutIfNeeded() }
        }
    }

    /// Draws the standalone layers marked for display; one that cannot be drawn yet
    /// (zero size, hidden) stays on the list.
    private func displayQueuedLayers() {
        let queued = layersNeedingDisplay
        layersNeedingDisplay.removeAll()
        for layer in queued {
            layer.displayQueue = nil
            guard layer.hostView?.window === self else { continue }
            display(layer)
            if layer.needsDisplay {
                // Waits for what it lacks (a size, being shown), whose change commits again.
                layer.displayQueue = self
                layersNeedingDisplay.append(layer)
            }
        }
    }

    /// Displays a marked layer and damages what it drew.
    func display(_ layer: Layer) {
        guard let rect = layer.displayMarks() else { return }
        if let view = layer.owningView { return damage(rect, of: view) }
        if let replicator = layer.replicatingAncestor { return replicator.damageLayerTree() }
        damage(pixelRect(covering: rect, transform: layer.presentedTransformToRoot), castBy: layer)
    }

    /// A layout that keeps marking itself: name the views, drop their marks, go on.
    private func reportLayoutLoop() {
        var looping: [String] = []
        func collect(_ view: View) {
            if view.needsLayout { looping.append(view.traceName) }
            view.needsLayout = false
            guard view.descendantNeedsLayout else { return }
            view.descendantNeedsLayout = false
            for subview in view.subviews { collect(subview) }
        }
        collect(self)
        Trace.diagnostic("layout did not settle after \(Self.maximumPassesPerCommit) passes; "
                         + "still needing layout: \(looping.joined(separator: ", "))", views: looping)
    }

    /// Draws every marked, drawable layer in the subtree, parents before children.
    private func displayPass(_ view: View) {
        display(view.layer)
        guard view.descendantNeedsDisplay, !view.isHidden else { return }
        var stillPending = false
        for subview in view.subviews where subview.layer.needsDisplay || subview.descendantNeedsDisplay {
            displayPass(subview)
            // A mark that cannot be drawn yet (zero size, hidden) stays findable.
            stillPending = stillPending || subview.layer.needsDisplay || subview.descendantNeedsDisplay
        }
        view.descendantNeedsDisplay = stillPending
    }

    /// Recomposites the damaged pixels and sends the frame out.
    private func composite() {
        if lastFrame != nil, !isKnownUniquelyReferenced(&lastFrame!) { lastFrame!.detachFromFramebuffer() }
        let rects = damage.rects
        damage.removeAll()
        Compositor(window: self).render(rects, into: framebuffer)
        let frame = Frame(index: (lastFrame?.index ?? 0) + 1, time: eventLoop.now, damage: rects,
                          framebuffer: framebuffer, scale: scale)
        lastFrame = frame
        Trace.record(TraceEvent("frame", index: frame.index, time: frame.time, damage: rects))
        do {
            try frameSink?.receive(frame, framebuffer: framebuffer)
        } catch {
            Trace.diagnostic("frame \(frame.index) could not be written: \(error)")
        }
    }
}
