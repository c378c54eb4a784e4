import Foundation

/// Runs the animations of a window's layers (a view's layer's too, which is how
/// `View.animate` animates), as Core Animation's render server does: at each VSync it
/// moves the presentation time on, damages where animating layers were and will be,
/// drops finished animations and, after the frame that shows their end, tells their
/// delegates and the completions waiting for them.
@MainActor
final class WindowAnimator {
    unowned let window: Window
    /// The time the presentation shows: the latest VSync (or the time animation began
    /// when the animator was idle).
    private(set) var frameTime: TimeInterval = 0
    /// The layers with explicit or implicit animations (`Layer.add(_:forKey:)`), in
    /// the order they started animating.
    private var layers: [Layer] = []
    /// The navigation and presentation slides in flight. The window keeps them (and
    /// the views they move and their completions) through its animator, never the
    /// event loop, so that dropping the window frees them.
    private var transitions: [TransitionAnimator] = []
    /// Animation callbacks whose frame has been committed, waiting for their turn.
    private var dueCallbacks: [() -> Void] = []

    init(window: Window) { self.window = window }

    /// The window is gone: its layers' animations go with it, as a layer tree nobody
    /// holds stops animating. A completion that captures its view would otherwise
    /// keep the view (and its animations) alive for good.
    isolated deinit {
        for layer in layers { layer.animationStore = nil }
    }

    func transitionDidStart(_ transition: TransitionAnimator) {
        transitions.append(transition)
    }

    func transitionDidEnd(_ transition: TransitionAnimator) {
        transitions.removeAll { $0 === transition }
    }

    /// A layer got an animation: it is ticked from the next VSync.
    func layerDidAddAnimation(_ layer: Layer) {
        startIfIdle()
        if !layers.contains(where: { $0 === layer }) { layers.append(layer) }
    }

    /// A layer's animation ended (its time is over, it was replaced or removed): its
    /// delegate and the transaction completions waiting for it are told after the
    /// next frame.
    func animationDidEnd(_ entry: LayerAnimationEntry, of layer: Layer, finished: Bool) {
        scheduleStops([(entry, finished)])
    }

    private func startIfIdle() {
        guard layers.isEmpty else { return }
        frameTime = window.eventLoop.now
        window.eventLoop.setVSyncListener(for: self) { [weak self] time in self?.tick(time) }
    }

    private func tick(_ time: TimeInterval) {
        let previous = frameTime
        let changing = layers.filter { layer in
            layer.hostWindow === window
                && (layer.animationStore?.changes(from: layer.localTime(atGlobalTime: previous),
                                                  to: layer.localTime(atGlobalTime: time), lag: layer.replicationLag) ?? false)
        }
        for layer in changing { layer.presentationWillChange() }
        frameTime = time
        // Ended animations leave first, so that the new area is the one shown without them.
        tickLayerAnimations(at: time)
        for layer in changing { layer.presentationDidChange() }
        stopIfIdle()
    }

    /// Tells the delegates of the layer animations that began, and ends those whose
    /// time is over; a layer that left the window loses its animations, unfinished.
    /// An ended animation is removed (unless kept) once the replicated copies that lag
    /// it (see `Layer.replicationLag`) have shown its end too.
    private func tickLayerAnimations(at globalTime: TimeInterval) {
        var started: [Animation] = []
        var stopped: [(LayerAnimationEntry, Bool)] = []
        for layer in layers {
            guard let store = layer.animationStore else { continue }
            let time = layer.localTime(atGlobalTime: globalTime)
            let inWindow = layer.hostWindow === window
            let lag = inWindow ? layer.replicationLag : 0
            let (startedBefore, stoppedBefore) = (started.count, stopped.count)
            for entry in store.entries where !entry.hasEnded {
                if inWindow, !entry.hasStarted, entry.animation.elapsed(atParentTime: time, begin: entry.begin) >= 0 {
                    entry.hasStarted = true
                    started.append(entry.animation)
                }
                guard !inWindow || entry.animation.isOver(atParentTime: time, begin: entry.begin) else { continue }
                entry.hasEnded = true
                stopped.append((entry, inWindow))
            }
            store.entries.removeAll { entry in
                entry.hasEnded && (!inWindow || entry.animation.isRemovedOnCompletion
                    && entry.animation.isOver(atParentTime: time - lag, begin: entry.begin))
            }
            // What a time shows depends on which animations have started and ended.
            if started.count == startedBefore, stopped.count == stoppedBefore {
                store.frameDidMove(to: time, lag: lag)
            } else {
                store.modelDidChange()
            }
            if store.entries.isEmpty { layer.animationStore = nil }
        }
        // Layers whose animations have all ended and are kept need no more ticks.
        layers.removeAll { layer in
            layer.animationStore?.entries.allSatisfy { $0.hasEnded && !$0.animation.isRemovedOnCompletion } ?? true
        }
        if !started.isEmpty {
            runAfterNextCommit { for animation in started { animation.delegate?.animationDidStart(animation) } }
        }
        scheduleStops(stopped)
    }

    /// After the next frame: each ended animation's delegate, in order, then the
    /// transaction completions that were waiting only for them, in the order their
    /// transactions set them.
    private func scheduleStops(_ stops: [(entry: LayerAnimationEntry, finished: Bool)]) {
        guard !stops.isEmpty else { return }
        var due: [TransactionCompletion] = []
        for (entry, _) in stops {
            for completion in entry.completions where completion.animationDidEnd() { due.append(completion) }
            entry.completions.removeAll()
        }
        runAfterNextCommit {
            for (entry, finished) in stops { entry.animation.delegate?.animationDidStop(entry.animation, finished: finished) }
            for completion in due.sorted(by: { $0.sequence < $1.sequence }) { completion.block() }
        }
    }

    /// Runs `callbacks` once the next commit has shown the frame, in a turn of the loop
    /// of their own at the same time, as Core Animation hands its animation callbacks to
    /// the main queue (`run_animation_callbacks`): what they change is committed at the
    /// end of that turn, with no further event. The loop holds the animator weakly, so
    /// the window (not the loop) keeps the callbacks and what they capture.
    private func runAfterNextCommit(_ callbacks: @escaping () -> Void) {
        window.afterNextCommit.append { [weak self] in
            guard let self else { return }
            dueCallbacks.append(callbacks)
            guard dueCallbacks.count == 1 else { return }
            window.eventLoop.scheduleTimer(at: window.eventLoop.now) { [weak self] in self?.runDueCallbacks() }
        }
        window.setNeedsCommit()
    }

    private func runDueCallbacks() {
        let due = dueCallbacks
        dueCallbacks.removeAll()
        for callbacks in due { callbacks() }
    }

    private func stopIfIdle() {
        if layers.isEmpty { window.eventLoop.setVSyncListener(for: self, nil) }
    }
}
