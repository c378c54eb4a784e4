import Foundation

/// UIKit's rules for a recognizer's state changes: `gestureRecognizerShouldBegin`,
/// failure requirements, prevention between recognizers of the same touches, and
/// what recognition does to the views' touches.
extension GestureRecognizer {
    /// Whether a recognizer may go from `old` to `new` (a subclass setting anything
    /// else is ignored with a diagnostic, as UIKit ignores invalid transitions).
    static func allows(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed),
             (.began, .changed), (.began, .ended), (.began, .cancelled),
             (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            return true
        default:
            return false
        }
    }

    func requestTransition(to newState: State) {
        guard Self.allows(from: currentState, to: newState) else {
            if newState != currentState {
                Trace.diagnostic("\(traceName) cannot go from \(currentState) to \(newState)", view: view?.traceName)
            }
            return
        }
        if currentState == .possible && newState != .failed {
            attemptRecognition(as: newState)
        } else {
            enter(newState)
        }
        // Finished recognizers whose touches have lifted go back to `.possible`.
        dispatch?.settle()
    }

    /// Leaving `.possible` to begin or recognize: wait for required recognizers, fail
    /// when one of them recognized, when a peer's gesture prevents this one, or when
    /// the view or the delegate says no.
    func attemptRecognition(as newState: State) {
        switch requirementStatus {
        case .waiting:
            pendingState = newState
            return
        case .blocked:
            enter(.failed)
            return
        case .satisfied:
            pendingState = nil
        }
        if isPreventedByPeer || view?.gestureRecognizerShouldBegin(self) == false
            || delegate?.gestureRecognizerShouldBegin(self) == false {
            enter(.failed)
            return
        }
        enter(newState)
        preventPeers()
        if cancelsTouchesInView { dispatch?.cancelTouchesInView(of: self) }
        dispatch?.releaseDelayedTouches(of: self)
        resolveWaitingRecognizers()
    }

    /// Sets the state, sends the actions (queued while an event is being delivered to
    /// recognizers) and, when the gesture ends without recognizing, lets go of what it
    /// held.
    func enter(_ newState: State) {
        currentState = newState
        Trace.record(TraceEvent("gesture", view: view?.traceName, message: "\(traceName) \(newState)"))
        if newState != .failed {
            if let dispatch { dispatch.perform { self.sendActions() } } else { sendActions() }
        }
        if newState == .failed || newState == .cancelled {
            pendingState = nil
            dispatch?.releaseDelayedTouches(of: self)
            resolveWaitingRecognizers()
        }
    }

    var dispatch: TouchDispatch? { view?.window?.touchDispatch }

    // MARK: Failure requirements

    enum RequirementStatus { case satisfied, waiting, blocked }

    /// `.waiting` while a required recognizer that takes part in the gesture is still
    /// possible; `.blocked` once one has begun or recognized.
    var requirementStatus: RequirementStatus {
        var waiting = false
        for other in requiredRecognizers {
            switch other.currentState {
            case .failed: continue
            case .possible: if other.isParticipating { waiting = true }
            case .began, .changed, .ended, .cancelled: return .blocked
            }
        }
        return waiting ? .waiting : .satisfied
    }

    /// `require(toFail:)` targets, and the peers that the subclass or delegate methods
    /// say this recognizer waits for.
    private var requiredRecognizers: [GestureRecognizer] {
        var result = failureRequirements.compactMap(\.recognizer)
        for peer in dispatch?.participants ?? [] where peer !== self && !result.contains(where: { $0 === peer }) {
            if shouldRequireFailure(of: peer) || peer.shouldBeRequiredToFail(by: self)
                || delegate?.gestureRecognizer(self, shouldRequireFailureOf: peer) == true
                || peer.delegate?.gestureRecognizer(peer, shouldBeRequiredToFailBy: self) == true {
                result.append(peer)
            }
        }
        return result
    }

    /// Gives every recognizer waiting on failures another look: it recognizes, fails or
    /// keeps waiting.
    func resolveWaitingRecognizers() {
        for waiter in dispatch?.participants ?? [] {
            guard let pending = waiter.pendingState, waiter.currentState == .possible else { continue }
            switch waiter.requirementStatus {
            case .waiting: continue
            case .blocked:
                waiter.pendingState = nil
                waiter.enter(.failed)
            case .satisfied:
                waiter.attemptRecognition(as: pending)
            }
        }
    }

    // MARK: Prevention

    /// A peer sharing touches has begun or recognized and prevents this recognizer.
    private var isPreventedByPeer: Bool {
        (dispatch?.participants ?? []).contains { peer in
            peer !== self && [.began, .changed, .ended].contains(peer.currentState) && sharesTouches(with: peer)
                && !recognizesSimultaneously(with: peer) && peer.canPrevent(self) && canBePrevented(by: peer)
        }
    }

    /// Fails the possible peers this recognizer prevents.
    private func preventPeers() {
        for peer in dispatch?.participants ?? [] where peer !== self && peer.currentState == .possible {
            guard sharesTouches(with: peer), !recognizesSimultaneously(with: peer),
                  canPrevent(peer), peer.canBePrevented(by: self) else { continue }
            peer.pendingState = nil
            peer.enter(.failed)
        }
    }

    func sharesTouches(with other: GestureRecognizer) -> Bool {
        trackedTouches.contains { touch in other.trackedTouches.contains { $0 === touch } }
    }

    /// Either delegate lets the two recognize at the same time.
    func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }
}
