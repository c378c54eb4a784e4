import Easel
import Foundation

/// Scripted touches, from the moment of their event, through the engine's
/// `Window.schedule…` input (hit testing, recognizers, `touches…` methods). Touches
/// that overlap in time are different fingers (the first one not down), as a hand
/// would make them.
extension SceneStage {
    func tap(_ target: TouchTarget, duration: TimeInterval) {
        let point = point(of: target)
        touch { window.scheduleTap(at: point, time: $1, duration: duration, finger: $0) }
    }

    func longPress(_ target: TouchTarget, duration: TimeInterval) {
        let point = point(of: target)
        touch { window.scheduleLongPress(at: point, time: $1, duration: duration, finger: $0) }
    }

    func drag(along points: [CGPoint], duration: TimeInterval) {
        touch { window.scheduleDrag(along: points, time: $1, duration: duration, finger: $0) }
    }

    /// Schedules a touch from now with the first finger that is not down, noting when
    /// `schedule` says it lifts.
    private func touch(_ schedule: (_ finger: Int, _ now: TimeInterval) -> TimeInterval) {
        let now = window.eventLoop.now
        // A finger lifting at this very instant lifts after this event (its report was
        // scheduled later), so it is still down.
        let finger = fingersDownUntil.firstIndex { $0 < now } ?? fingersDownUntil.count
        let lift = schedule(finger, now)
        if finger == fingersDownUntil.count { fingersDownUntil.append(lift) } else { fingersDownUntil[finger] = lift }
    }

    /// The target in window coordinates: a view's centre where the view is now.
    private func point(of target: TouchTarget) -> CGPoint {
        switch target {
        case .point(let point):
            return point
        case .view(let id):
            guard let view = views[id] else { return .zero }
            return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        }
    }
}
