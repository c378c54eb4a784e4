import Foundation

/// Delivering an event: recognizers first, then views, with the delays and
/// cancellations the recognizers ask for.
extension TouchDispatch {
    /// Delivers an event to the recognizers of its touches, then to the touches'
    /// views (`UIWindow.sendEvent(_:)`'s work).
    func deliver(_ event: Event) {
        let touches = event.orderedTouches.filter { $0.window === window }
        withRecognizerDelivery {
            for recognizer in recognizers(of: touches) { deliver(event, touches, to: recognizer) }
        }
        deliverToViews(touches, event)
    }

    private func recognizers(of touches: [Touch]) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        for touch in touches {
            for recognizer in touch.gestureRecognizers where !result.contains(where: { $0 === recognizer }) {
                result.append(recognizer)
            }
        }
        return result
    }

    private func deliver(_ event: Event, _ touches: [Touch], to recognizer: GestureRecognizer) {
        for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
            guard recognizer.isEnabled, !recognizer.currentState.isFinished, recognizer.view != nil else { return }
            let mine = touches.filter { touch in touch.phase == phase && touch.gestureRecognizers.contains { $0 === recognizer } }
            guard !mine.isEmpty else { continue }
            switch phase {
            case .began: recognizer.touchesBegan(Set(mine), with: event)
            case .moved: recognizer.touchesMoved(Set(mine), with: event)
            case .ended: recognizer.touchesEnded(Set(mine), with: event)
            default: recognizer.touchesCancelled(Set(mine), with: event)
            }
        }
    }

    // MARK: Views

    private func deliverToViews(_ touches: [Touch], _ event: Event) {
        var batches: [(view: View, phase: Touch.Phase, touches: [Touch])] = []
        for touch in touches where touch.phase != .stationary {
            guard touch.deliversToView, let view = touch.view, !touch.isCancelledInView else { continue }
            if touch.phase == .cancelled {
                // A cancelled touch drops what was held back; the view hears of it only
                // if it heard the touch begin.
                touch.delayedPhases.removeAll()
                guard touch.viewHasBegun else { continue }
            } else if !touch.delayedPhases.isEmpty || isDelayed(touch, phase: touch.phase) {
                touch.delayedPhases.append((touch.phase, touch.locationInWindow, touch.previousLocationInWindow, touch.timestamp))
                continue
            }
            if let index = batches.firstIndex(where: { $0.view === view && $0.phase == touch.phase }) {
                batches[index].touches.append(touch)
            } else {
                batches.append((view, touch.phase, [touch]))
            }
        }
        for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
            for batch in batches where batch.phase == phase { send(phase, batch.touches, to: batch.view, event) }
        }
    }

    private func send(_ phase: Touch.Phase, _ touches: [Touch], to view: View, _ event: Event?) {
        for touch in touches { touch.viewHasBegun = phase == .began || phase == .moved }
        view.receive(phase, Set(touches), event)
    }

    /// Whether a recognizer still deciding holds back this phase from the view.
    private func isDelayed(_ touch: Touch, phase: Touch.Phase) -> Bool {
        touch.gestureRecognizers.contains { recognizer in
            recognizer.isEnabled && recognizer.currentState == .possible && recognizer.view != nil
                && (phase == .ended ? recognizer.delaysTouchesEnded : recognizer.delaysTouchesBegan)
        }
    }

    /// After a recognizer recognized with `cancelsTouchesInView`: its touches that
    /// reached their views end there with `touchesCancelled`, and nothing more of them
    /// is delivered.
    func cancelTouchesInView(of recognizer: GestureRecognizer) {
        let touches = recognizer.trackedTouches.filter { !$0.isCancelledInView }
        for touch in touches { touch.isCancelledInView = true }
        perform { [self] in
            var batches: [(view: View, touches: [Touch])] = []
            for touch in touches {
                touch.delayedPhases.removeAll()
                guard touch.viewHasBegun, touch.deliversToView, let view = touch.view else { continue }
                if let index = batches.firstIndex(where: { $0.view === view }) {
                    batches[index].touches.append(touch)
                } else {
                    batches.append((view, [touch]))
                }
            }
            for batch in batches { send(.cancelled, batch.touches, to: batch.view, nil) }
        }
    }

    /// Delivers what a recognizer held back once nothing delays it any more (the
    /// recognizer failed, or recognized without cancelling touches).
    func releaseDelayedTouches(of recognizer: GestureRecognizer) {
        let touches = recognizer.trackedTouches
        perform { [self] in
            for touch in touches { replayDelayedPhases(of: touch) }
        }
    }

    private func replayDelayedPhases(of touch: Touch) {
        guard !touch.isCancelledInView else {
            touch.delayedPhases.removeAll()
            return
        }
        guard let view = touch.view else { return }
        while let first = touch.delayedPhases.first, !isDelayed(touch, phase: first.phase) {
            touch.delayedPhases.removeFirst()
            // The view sees the touch as it was when the phase happened.
            let current = (touch.phase, touch.locationInWindow, touch.previousLocationInWindow, touch.timestamp)
            (touch.phase, touch.locationInWindow, touch.previousLocationInWindow, touch.timestamp) = first
            send(first.phase, [touch], to: view, Event(timestamp: first.timestamp, touches: [touch]))
            (touch.phase, touch.locationInWindow, touch.previousLocationInWindow, touch.timestamp) = current
        }
    }
}
