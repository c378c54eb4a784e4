import Foundation

/// Runs the animations of a window's views, as Core Animation's render server does:
/// at each VSync it moves the presentation time on, damages where animating views
/// were and will be, drops finished animations and, after the frame that shows their
/// end, calls the completions.
@MainActor
final class WindowAnimator {
    unowned let window: Window
    /// The time the presentation shows: the latest VSync (or the time animation began
    /// when the animator was idle).
    private(set) var frameTime: TimeInterval = 0
    /// The views with animations, in the order they started animating.
    private var views: [View] = []
    /// The layers with explicit or implicit animations (`Layer.add(_:forKey:)`), in
    /// the order they started animating.
    private var layers: [Layer] = []
    /// The navigation and presentation slides in flight. The window keeps them (and
    /// the views they move and their completions) through its animator, never the
    /// event loop, so that dropping the window frees them.
    private var transitions: [TransitionAnimator] = []

    init(window: Window) { self.window = window }

    /// The window is gone: its views' animations go with it, as a layer tree nobody
    /// holds stops animating. A completion that captures its view would otherwise
    /// keep the view (and its animations) alive for good.
    isolated deinit {
        for view in views { view.animations = nil }
        for layer in layers { layer.animationStore = nil }
    }

    func transitionDidStart(_ transition: TransitionAnimator) {
        transitions.append(transition)
    }

    func transitionDidEnd(_ transition: TransitionAnimator) {
        transitions.removeAll { $0 === transition }
    }

    /// Adds an animation to a view. A new animation of a property that does not blend
    /// additively removes the one in flight (its completion says unfinished).
    func add(_ animation: ViewPropertyAnimation, to view: View) {
        startIfIdle()
        let animations: ViewAnimations
        if let existing = view.animations {
            animations = existing
        } else {
            animations = ViewAnimations()
            view.animations = animations
            views.append(view)
        }
        if !animation.property.isAdditive {
            let replaced = animations.entries.filter { $0.property == animation.property }
            animations.entries.removeAll { $0.property == animation.property }
            scheduleCompletions(replaced.compactMap { end($0, finished: false) })
        }
        animations.entries.append(animation)
        animation.group.liveCount += 1
    }

    /// Removes every animation of a view, like `CALayer.removeAllAnimations()`; the
    /// view shows its model values from the next frame.
    func removeAllAnimations(of view: View) {
        guard let animations = view.animations else { return }
        window.geometryWillChange(of: view)
        view.animations = nil
        views.removeAll { $0 === view }
        scheduleCompletions(animations.entries.compactMap { end($0, finished: false) })
        stopIfIdle()
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
        guard views.isEmpty, layers.isEmpty else { return }
        frameTime = window.eventLoop.now
        window.eventLoop.setVSyncListener(for: self) { [weak self] time in self?.tick(time) }
    }

    private func tick(_ time: TimeInterval) {
        let previous = frameTime
        let changing = layers.filter { $0.hostView?.window === window && ($0.animationStore?.changes(from: previous, to: time) ?? false) }
        for layer in changing { layer.presentationWillChange() }
        // Views whose presentation changes are damaged where they are now, and again
        // where they will be at the commit.
        for view in views where view.window === window {
            guard let animations = view.animations else { continue }
            let model = view.modelValues
            if animations.presented(model: model, at: time) != animations.presented(model: model, at: frameTime) {
                window.geometryWillChange(of: view)
            }
        }
        frameTime = time
        // Ended animations leave first, so that the new area is the one shown without them.
        tickLayerAnimations(at: time)
        for layer in changing { layer.presentationDidChange() }
        var completed: [AnimationBlock] = []
        for view in views {
            guard let animations = view.animations else { continue }
            let inWindow = view.window === window
            let over = animations.entries.filter { !inWindow || $0.progress(at: time) == nil }
            guard !over.isEmpty else { continue }
            animations.entries.removeAll { entry in !inWindow || entry.progress(at: time) == nil }
            if animations.entries.isEmpty { view.animations = nil }
            completed += over.compactMap { end($0, finished: inWindow) }
        }
        views.removeAll { $0.animations == nil }
        scheduleCompletions(completed)
        stopIfIdle()
    }

    /// One animation is over; returns its group when that was the group's last.
    private func end(_ entry: ViewPropertyAnimation, finished: Bool) -> AnimationBlock? {
        let group = entry.group
        if !finished { group.finished = false }
        group.liveCount -= 1
        return group.liveCount == 0 ? group : nil
    }

    /// The completions of groups that ended together run after the next frame, in
    /// the order the groups were made.
    private func scheduleCompletions(_ groups: [AnimationBlock]) {
        guard !groups.isEmpty else { return }
        for group in groups.sorted(by: { $0.sequence < $1.sequence }) {
            window.afterNextCommit.append { group.complete() }
        }
        window.setNeedsCommit()
    }

    /// Tells the delegates of the layer animations that began, and ends those whose
    /// time is over (removing them unless kept); a layer that left the window loses
    /// its animations, unfinished.
    private func tickLayerAnimations(at time: TimeInterval) {
        var started: [Animation] = []
        var stopped: [(LayerAnimationEntry, Bool)] = []
        for layer in layers {
            guard let store = layer.animationStore else { continue }
            let inWindow = layer.hostView?.window === window
            for entry in store.entries where !entry.hasEnded {
                if inWindow, !entry.hasStarted, entry.animation.elapsed(atParentTime: time, begin: entry.begin) >= 0 {
                    entry.hasStarted = true
                    started.append(entry.animation)
                }
                guard !inWindow || entry.animation.isOver(atParentTime: time, begin: entry.begin) else { continue }
                entry.hasEnded = true
                stopped.append((entry, inWindow))
            }
            store.entries.removeAll { $0.hasEnded && (!inWindow || $0.animation.isRemovedOnCompletion) }
            store.cachedPresentation = nil
            if store.entries.isEmpty { layer.animationStore = nil }
        }
        layers.removeAll { layer in layer.animationStore?.entries.allSatisfy(\.hasEnded) ?? true }
        if !started.isEmpty {
            window.afterNextCommit.append { for animation in started { animation.delegate?.animationDidStart(animation) } }
            window.setNeedsCommit()
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
        window.afterNextCommit.append {
            for (entry, finished) in stops { entry.animation.delegate?.animationDidStop(entry.animation, finished: finished) }
            for completion in due.sorted(by: { $0.sequence < $1.sequence }) { completion.block() }
        }
        window.setNeedsCommit()
    }

    private func stopIfIdle() {
        if views.isEmpty, layers.isEmpty { window.eventLoop.setVSyncListener(for: self, nil) }
    }
}
