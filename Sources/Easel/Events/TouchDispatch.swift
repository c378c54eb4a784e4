import Foundation

/// A window's touches in progress: it turns touch-screen reports into touches and
/// events (hit testing each new finger), and delivers events to gesture recognizers
/// and views, as `UIWindow` and UIKit's gesture environment do.
@MainActor
final class TouchDispatch {
    unowned let window: Window
    /// The fingers down, in the order they touched down.
    private(set) var activeTouches: [Touch] = []
    /// The recognizers taking part in the current gestures, in order of first touch.
    private(set) var participants: [GestureRecognizer] = []
    /// Set while recognizers receive an event: their actions and what their state
    /// changes do to the views wait until every recognizer has seen the event.
    private var isDeliveringToRecognizers = false
    private var pendingEffects: [() -> Void] = []
    /// The latest tap, for the tap count of the next touch.
    private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?

    init(window: Window) { self.window = window }

    /// The window is gone: the recognizers still tracking touches let go of them. A
    /// touch holds its view and its recognizers and a recognizer its touches, so a
    /// gesture cut off with its window would otherwise keep them all alive.
    isolated deinit {
        for recognizer in participants { reset(recognizer) }
    }

    // MARK: Touch-screen input

    /// Takes one report: updates the touches of the reported fingers (the others rest),
    /// hit-tests the new ones and sends the event through the application.
    func receive(_ samples: [TouchSample]) {
        let time = window.eventLoop.now
        var began: [Touch] = []
        var changed = Set<Int>()
        for sample in samples where !changed.contains(sample.finger) {
            if let touch = activeTouches.first(where: { $0.finger == sample.finger }) {
                guard sample.phase != .began else {
                    Trace.diagnostic("finger \(sample.finger) touched down twice without lifting", view: window.traceName)
                    continue
                }
                touch.previousLocationInWindow = touch.locationInWindow
                touch.locationInWindow = sample.location
                touch.phase = sample.phase
                touch.timestamp = time
            } else if sample.phase == .began {
                let touch = Touch(finger: sample.finger, location: sample.location, timestamp: time, window: window)
                activeTouches.append(touch)
                began.append(touch)
            } else {
                Trace.diagnostic("finger \(sample.finger) reported \(sample.phase) without touching down", view: window.traceName)
                continue
            }
            changed.insert(sample.finger)
        }
        guard !changed.isEmpty else { return }
        for touch in activeTouches where !changed.contains(touch.finger) {
            touch.phase = .stationary
            touch.previousLocationInWindow = touch.locationInWindow
        }
        let event = Event(timestamp: time, touches: activeTouches)
        for touch in began { attach(touch, event: event) }
        Application.shared.sendEvent(event)
        for touch in activeTouches where touch.phase == .ended { rememberTap(touch) }
        activeTouches.removeAll { $0.phase.isFinal }
        settle()
    }

    /// Hit-tests a new touch and gives it its view, tap count and recognizers, with the
    /// exclusive- and multiple-touch rules.
    private func attach(_ touch: Touch, event: Event) {
        let hit = window.hitTest(touch.locationInWindow, with: event)
        let others = activeTouches.filter { $0 !== touch && !$0.phase.isFinal && $0.view != nil }
        let blockedByExclusive = others.contains { $0.view!.isExclusiveTouch && $0.view !== hit }
            || (hit?.isExclusiveTouch == true && others.contains { $0.view !== hit })
        guard let hit, !blockedByExclusive else {
            touch.deliversToView = false
            return
        }
        touch.view = hit
        if !hit.isMultipleTouchEnabled, others.contains(where: { $0.view === hit && $0.deliversToView }) {
            touch.deliversToView = false
        }
        if let lastTap, touch.timestamp - lastTap.time <= TapTolerance.interval,
           distance(lastTap.location, touch.locationInWindow) <= TapTolerance.movement {
            touch.tapCount = lastTap.count + 1
        }
        var view: View? = hit
        while let current = view {
            for recognizer in current.touchHandling.gestureRecognizers
            where recognizer.isEnabled && !recognizer.currentState.isFinished
                && recognizer.delegate.map({ $0.gestureRecognizer(recognizer, shouldReceive: event)
                    && $0.gestureRecognizer(recognizer, shouldReceive: touch) }) != false {
                touch.gestureRecognizers.append(recognizer)
                recognizer.trackedTouches.append(touch)
                if !recognizer.isParticipating {
                    recognizer.isParticipating = true
                    participants.append(recognizer)
                }
            }
            view = current.superview
        }
    }

    private func rememberTap(_ touch: Touch) {
        guard distance(touch.startLocationInWindow, touch.locationInWindow) <= TapTolerance.movement else {
            lastTap = nil
            return
        }
        lastTap = (touch.timestamp, touch.locationInWindow, touch.tapCount)
    }

    // MARK: Effects and reset

    /// Runs `effect` now, or after the recognizers have all seen the current event.
    func perform(_ effect: @escaping () -> Void) {
        if isDeliveringToRecognizers { pendingEffects.append(effect) } else { effect() }
    }

    func withRecognizerDelivery(_ body: () -> Void) {
        isDeliveringToRecognizers = true
        body()
        isDeliveringToRecognizers = false
        while !pendingEffects.isEmpty { pendingEffects.removeFirst()() }
    }

    /// Resets every finished recognizer whose touches have all lifted, as UIKit does
    /// once a gesture is over.
    func settle() {
        guard !isDeliveringToRecognizers else { return }
        for recognizer in participants where recognizer.currentState.isFinished && recognizer.activeTouches.isEmpty {
            reset(recognizer)
        }
        participants.removeAll { !$0.isParticipating }
    }

    private func reset(_ recognizer: GestureRecognizer) {
        recognizer.currentState = .possible
        recognizer.pendingState = nil
        recognizer.trackedTouches.removeAll()
        recognizer.isParticipating = false
        recognizer.reset()
    }

    /// A recognizer is being removed or disabled: a begun gesture is cancelled, a
    /// possible one fails, and it lets go of its touches.
    func recognizerWillDetach(_ recognizer: GestureRecognizer) {
        guard recognizer.isParticipating else { return }
        switch recognizer.currentState {
        case .began, .changed: recognizer.enter(.cancelled)
        case .possible: recognizer.enter(.failed)
        default: break
        }
        for touch in recognizer.trackedTouches { touch.gestureRecognizers.removeAll { $0 === recognizer } }
        releaseDelayedTouches(of: recognizer)
        reset(recognizer)
        participants.removeAll { $0 === recognizer }
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
}
